import { NextResponse } from "next/server";
import { AppError } from "@/lib/errors";
import { route } from "@/lib/http";
import { cachedPublicUser } from "@/lib/profiles/public";
import { refusal } from "@/lib/i18n/refusals";

export const GET = route(async (_request: Request, context: RouteContext<"/api/user/[id]">) => {
  const { id } = await context.params;
  const user = await cachedPublicUser(id);
  if (!user) throw new AppError("not-found", refusal("noMemberById"));
  return NextResponse.json({ success: true, user });
});
