import { requireUser } from "@/lib/auth/guard";
import { answered, readJson, route } from "@/lib/http";
import { answer } from "@/lib/i18n/answers";
import { reviewBooking } from "@/lib/rentals/reviews";

// POST { rating: 1-5, text }: each party reviews the other once, after the booking's last day.
export const POST = route(async (request: Request, { params }: RouteContext<"/api/bookings/[id]/review">) => {
  const member = await requireUser(request);
  const review = await reviewBooking(member, (await params).id, await readJson(request));
  return answered(answer("rentals.reviewPublished"), { data: review }, { status: 201 });
});
