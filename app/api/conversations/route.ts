import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/guard";
import { listConversations, startConversation, unreadConversations } from "@/lib/conversations/conversations";
import { answered, readJson, route } from "@/lib/http";
import { answer } from "@/lib/i18n/answers";

// GET /api/conversations: the member's threads, the most recent first, with how many are unread.
export const GET = route(async (request: Request) => {
  const member = await requireUser(request);
  const [conversations, unread] = await Promise.all([listConversations(member), unreadConversations(member)]);
  return NextResponse.json({ success: true, data: { conversations, unread } });
});

// POST /api/conversations { toUserId, text }: 201 with a new thread, 200 with the existing one; either way
// the message is in it.
export const POST = route(async (request: Request) => {
  const member = await requireUser(request);
  const { conversationId, created, message } = await startConversation(member, await readJson(request));
  return answered(answer("messages.sent"), { data: { conversationId, message } }, { status: created ? 201 : 200 });
});
