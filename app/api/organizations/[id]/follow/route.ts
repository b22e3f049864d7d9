import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/guard";
import { setFollowing } from "@/lib/hiring/organizations";
import { route } from "@/lib/http";

type Context = RouteContext<"/api/organizations/[id]/follow">;

// POST: the signed-in member follows the organisation; DELETE: stops following. Both answer the count.
export const POST = route(async (request: Request, context: Context) => {
  const member = await requireUser(request);
  const result = await setFollowing(member, (await context.params).id, true);
  return NextResponse.json({ success: true, message: `You are now following ${result.name}.`, ...result });
});

export const DELETE = route(async (request: Request, context: Context) => {
  const member = await requireUser(request);
  const result = await setFollowing(member, (await context.params).id, false);
  return NextResponse.json({ success: true, message: `You unfollowed ${result.name}.`, ...result });
});
