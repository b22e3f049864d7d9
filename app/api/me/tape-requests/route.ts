import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/guard";
import { route } from "@/lib/http";
import { tapeRequestsOf } from "@/lib/tapes/submissions";

// GET: the signed-in member's tape requests, the earliest deadline first.
export const GET = route(async (request: Request) => {
  const member = await requireUser(request);
  return NextResponse.json({ success: true, data: await tapeRequestsOf(member) });
});
