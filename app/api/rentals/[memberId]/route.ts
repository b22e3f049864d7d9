import { NextResponse } from "next/server";
import { route } from "@/lib/http";
import { calendarRange, publicRental } from "@/lib/rentals/terms";

// GET ?from=&to=: a Camera Unit or Locations member's terms, rating and each day's state (public).
export const GET = route(async (request: Request, { params }: RouteContext<"/api/rentals/[memberId]">) => {
  const query = new URL(request.url).searchParams;
  const range = calendarRange({ from: query.get("from"), to: query.get("to") });
  return NextResponse.json({ success: true, data: await publicRental((await params).memberId, range) });
});
