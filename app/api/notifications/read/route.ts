import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/guard";
import { route } from "@/lib/http";
import { markAllRead } from "@/lib/notifications/notices";

// POST: marks every notification of the signed-in member read.
export const POST = route(async (request: Request) => {
  const member = await requireUser(request);
  return NextResponse.json({ success: true, data: { marked: await markAllRead(member) } });
});
