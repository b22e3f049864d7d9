import { NextResponse } from "next/server";
import { HttpError, route } from "@/lib/http";
import { findPublicUser } from "@/lib/profiles/public";

export const GET = route(async (_request: Request, context: { params: Promise<{ id: string }> }) => {
  const { id } = await context.params;
  const user = id.length <= 64 ? await findPublicUser(id) : null;
  if (!user) throw new HttpError(404, "No member with this id.");
  return NextResponse.json({ success: true, user });
});
