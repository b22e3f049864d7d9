import { NextResponse } from "next/server";
import { AppError } from "@/lib/errors";
import { route } from "@/lib/http";
import { cachedPublicUser } from "@/lib/profiles/public";

export const GET = route(async (_request: Request, context: RouteContext<"/api/user/[id]">) => {
  const { id } = await context.params;
  const user = await cachedPublicUser(id);
  if (!user) throw new AppError("not-found", "No member with this id.");
  return NextResponse.json({ success: true, user });
});
