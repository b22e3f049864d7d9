import { NextResponse } from "next/server";
import { AppError } from "@/lib/errors";
import { route } from "@/lib/http";
import { findPublicUser } from "@/lib/profiles/public";

export const GET = route(async (_request: Request, context: RouteContext<"/api/user/[id]">) => {
  const { id } = await context.params;
  const user = id.length <= 64 ? await findPublicUser(id) : null;
  if (!user) throw new AppError("not-found", "No member with this id.");
  return NextResponse.json({ success: true, user });
});
