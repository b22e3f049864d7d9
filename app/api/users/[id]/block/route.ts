import { requireUser } from "@/lib/auth/guard";
import { block, unblock } from "@/lib/conversations/blocks";
import { answered, route } from "@/lib/http";
import { answer } from "@/lib/i18n/answers";

type Context = RouteContext<"/api/users/[id]/block">;

// POST /api/users/{id}/block: neither member can message the other any more.
export const POST = route(async (request: Request, context: Context) => {
  const member = await requireUser(request);
  await block(member, (await context.params).id);
  return answered(answer("messages.blocked"), { blocked: true });
});

// DELETE /api/users/{id}/block: undoes the member's own block.
export const DELETE = route(async (request: Request, context: Context) => {
  const member = await requireUser(request);
  await unblock(member, (await context.params).id);
  return answered(answer("messages.unblocked"), { blocked: false });
});
