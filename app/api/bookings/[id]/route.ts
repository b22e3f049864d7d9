import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/guard";
import { answered, readJson, route } from "@/lib/http";
import { answer, type AnswerKey } from "@/lib/i18n/answers";
import { actOnBooking, getBooking } from "@/lib/rentals/bookings";
import type { BookingState } from "@/lib/rentals/options";

type Context = RouteContext<"/api/bookings/[id]">;

// GET: the booking, to its owner and renter only; the other party's contact details once accepted.
export const GET = route(async (request: Request, { params }: Context) => {
  const member = await requireUser(request);
  return NextResponse.json({ success: true, data: await getBooking(member, (await params).id) });
});

/** What the member is told of the booking's new state; a cancellation is any other. */
const DONE: Partial<Record<BookingState, AnswerKey>> = {
  accepted: "rentals.accepted",
  quoted: "rentals.quoteSent",
  declined: "rentals.declined",
};

// PATCH { action: accept | decline (reason) | quote (total) | cancel (reason) }.
export const PATCH = route(async (request: Request, { params }: Context) => {
  const member = await requireUser(request);
  const booking = await actOnBooking(member, (await params).id, await readJson(request));
  return answered(answer(DONE[booking.status] ?? "rentals.cancelled"), { data: booking });
});
