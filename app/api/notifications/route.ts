import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/guard";
import { route } from "@/lib/http";
import { notificationsOf } from "@/lib/notifications/notices";

// GET: the signed-in member's newest notifications and the unread count.
export const GET = route(async (request: Request) => {
  const member = await requireUser(request);
  return NextResponse.json({ success: true, data: await notificationsOf(member) });
});
