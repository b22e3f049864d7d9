import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/guard";
import { readJson, route } from "@/lib/http";
import { reviewBooking } from "@/lib/rentals/reviews";

// POST { rating: 1-5, text }: each party reviews the other once, after the booking's last day.
export const POST = route(async (request: Request, { params }: RouteContext<"/api/bookings/[id]/review">) => {
  const member = await requireUser(request);
  const review = await reviewBooking(member, (await params).id, await readJson(request));
  return NextResponse.json({ success: true, message: "Your review is published.", data: review }, { status: 201 });
});
