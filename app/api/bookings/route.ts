import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/guard";
import { answered, readJson, route } from "@/lib/http";
import { answer } from "@/lib/i18n/answers";
import { listBookings, requestBooking } from "@/lib/rentals/bookings";

// GET ?role=owner|renter: the member's bookings on that side (both without), newest first.
export const GET = route(async (request: Request) => {
  const member = await requireUser(request);
  const role = new URL(request.url).searchParams.get("role");
  return NextResponse.json({ success: true, data: await listBookings(member, role) });
});

// POST { ownerId, from, to | start, end, projectTitle, message }: a request to book; the owner is told.
export const POST = route(async (request: Request) => {
  const member = await requireUser(request);
  const booking = await requestBooking(member, await readJson(request));
  return answered(answer("rentals.requestSent"), { data: booking }, { status: 201 });
});
