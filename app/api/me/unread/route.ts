import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/guard";
import { unreadConversations } from "@/lib/conversations/conversations";
import { route } from "@/lib/http";
import { unreadCount } from "@/lib/notifications/notices";

// GET /api/me/unread: what the header's counts show, and nothing more: unread threads and notifications.
export const GET = route(async (request: Request) => {
  const member = await requireUser(request);
  const [messages, notifications] = await Promise.all([unreadConversations(member), unreadCount(member)]);
  return NextResponse.json({ success: true, data: { messages, notifications } });
});
