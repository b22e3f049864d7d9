import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/guard";
import { applicationsOf } from "@/lib/hiring/applications";
import { route } from "@/lib/http";

// GET: the signed-in member's applications with their current status (?callId= for one call's).
export const GET = route(async (request: Request) => {
  const member = await requireUser(request);
  const data = await applicationsOf(member, new URL(request.url).searchParams.get("callId"));
  return NextResponse.json({ success: true, data });
});
