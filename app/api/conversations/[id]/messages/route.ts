import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/guard";
import { readConversation, sendMessage } from "@/lib/conversations/conversations";
import { answered, readJson, route } from "@/lib/http";
import { answer } from "@/lib/i18n/answers";

type Context = RouteContext<"/api/conversations/[id]/messages">;

// GET /api/conversations/{id}/messages[?after={messageId}]: the thread, now read by the member.
export const GET = route(async (request: Request, context: Context) => {
  const member = await requireUser(request);
  const after = new URL(request.url).searchParams.get("after") ?? undefined;
  return NextResponse.json({ success: true, data: await readConversation(member, (await context.params).id, after) });
});

// POST /api/conversations/{id}/messages { text }: 201 with the message.
export const POST = route(async (request: Request, context: Context) => {
  const member = await requireUser(request);
  const message = await sendMessage(member, (await context.params).id, await readJson(request));
  return answered(answer("messages.sent"), { data: message }, { status: 201 });
});
