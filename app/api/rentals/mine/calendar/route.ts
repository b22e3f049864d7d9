import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/guard";
import { route } from "@/lib/http";
import { renewCalendarFeed, revokeCalendarFeed } from "@/lib/rentals/ical";

// POST: a new private calendar feed address (any older one stops working). DELETE: the feed stops working.
export const POST = route(async (request: Request) => {
  const member = await requireUser(request);
  const feed = await renewCalendarFeed(member);
  return NextResponse.json({ success: true, message: "Your calendar address is ready.", data: feed }, { status: 201 });
});

export const DELETE = route(async (request: Request) => {
  const member = await requireUser(request);
  await revokeCalendarFeed(member);
  return NextResponse.json({ success: true, message: "Your calendar address no longer works." });
});
