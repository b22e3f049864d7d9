import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/guard";
import { readJson, route } from "@/lib/http";
import { actOnBooking, getBooking } from "@/lib/rentals/bookings";

type Context = RouteContext<"/api/bookings/[id]">;

// GET: the booking, to its owner and renter only; the other party's contact details once accepted.
export const GET = route(async (request: Request, { params }: Context) => {
  const member = await requireUser(request);
  return NextResponse.json({ success: true, data: await getBooking(member, (await params).id) });
});

const DONE = {
  accept: "The booking is accepted.",
  decline: "The booking is declined.",
  quote: "Your total is sent.",
  cancel: "The booking is cancelled.",
};

// PATCH { action: accept | decline (reason) | quote (total) | cancel (reason) }.
export const PATCH = route(async (request: Request, { params }: Context) => {
  const member = await requireUser(request);
  const booking = await actOnBooking(member, (await params).id, await readJson(request));
  const message =
    booking.status === "accepted"
      ? DONE.accept
      : booking.status === "quoted"
        ? DONE.quote
        : booking.status === "declined"
          ? DONE.decline
          : DONE.cancel;
  return NextResponse.json({ success: true, message, data: booking });
});
