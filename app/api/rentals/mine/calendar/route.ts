import { requireUser } from "@/lib/auth/guard";
import { answered, route } from "@/lib/http";
import { answer } from "@/lib/i18n/answers";
import { renewCalendarFeed, revokeCalendarFeed } from "@/lib/rentals/ical";

// POST: a new private calendar feed address (any older one stops working). DELETE: the feed stops working.
export const POST = route(async (request: Request) => {
  const member = await requireUser(request);
  const feed = await renewCalendarFeed(member);
  return answered(answer("rentals.calendarReady"), { data: feed }, { status: 201 });
});

export const DELETE = route(async (request: Request) => {
  const member = await requireUser(request);
  await revokeCalendarFeed(member);
  return answered(answer("rentals.calendarStopped"));
});
