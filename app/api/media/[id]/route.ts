import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/guard";
import { route } from "@/lib/http";
import { deleteMedia } from "@/lib/profiles/media";

// DELETE /api/media/{id}: one of the member's stored files (its id is in GET /api/<kind>/{userId}).
export const DELETE = route(async (request: Request, context: RouteContext<"/api/media/[id]">) => {
  const member = await requireUser(request);
  const { kind } = await deleteMedia(member, (await context.params).id);
  return NextResponse.json({ success: true, message: "The file has been deleted.", kind });
});
