import { requireUser } from "@/lib/auth/guard";
import { answered, readJson, route } from "@/lib/http";
import { answer } from "@/lib/i18n/answers";
import { subscribe, unsubscribe } from "@/lib/push/subscriptions";

// POST { endpoint, keys: { p256dh, auth } }: this browser takes the member's notices as pushes (201 when new).
// DELETE { endpoint }: it no longer does.
export const POST = route(async (request: Request) => {
  const member = await requireUser(request);
  const { created } = await subscribe(member, await readJson(request));
  return answered(answer("push.subscribed"), {}, { status: created ? 201 : 200 });
});

export const DELETE = route(async (request: Request) => {
  const member = await requireUser(request);
  await unsubscribe(member, await readJson(request));
  return answered(answer("push.unsubscribed"));
});
