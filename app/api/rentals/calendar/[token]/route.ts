import { AppError } from "@/lib/errors";
import { errorResponse, route } from "@/lib/http";
import { calendarFeed } from "@/lib/rentals/ical";
import { refusal } from "@/lib/i18n/refusals";

// GET: the owner's booked and blocked days as an iCalendar feed; the token in the address is the key.
export const GET = route(async (_request: Request, { params }: RouteContext<"/api/rentals/calendar/[token]">) => {
  const feed = await calendarFeed((await params).token);
  if (feed === null) return errorResponse(new AppError("not-found", refusal("noSuchCalendar")));
  return new Response(feed, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
});
