import { requireUser } from "@/lib/auth/guard";
import { setFollowing } from "@/lib/hiring/organizations";
import { answered, route } from "@/lib/http";
import { answer } from "@/lib/i18n/answers";

type Context = RouteContext<"/api/organizations/[id]/follow">;

// POST: the signed-in member follows the organisation; DELETE: stops following. Both answer the count.
export const POST = route(async (request: Request, context: Context) => {
  const member = await requireUser(request);
  const result = await setFollowing(member, (await context.params).id, true);
  return answered(answer("studios.following", { name: result.name }), result);
});

export const DELETE = route(async (request: Request, context: Context) => {
  const member = await requireUser(request);
  const result = await setFollowing(member, (await context.params).id, false);
  return answered(answer("studios.unfollowed", { name: result.name }), result);
});
