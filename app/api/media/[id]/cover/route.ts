import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/guard";
import { route } from "@/lib/http";
import { MESSAGES } from "@/lib/status-messages";
import { useAsCover } from "@/lib/profiles/media";

// POST /api/media/{id}/cover: a gallery photo becomes the cover picture.
export const POST = route(async (request: Request, context: RouteContext<"/api/media/[id]/cover">) => {
  const member = await requireUser(request);
  const { coverPic } = await useAsCover(member, (await context.params).id);
  return NextResponse.json({ success: true, message: MESSAGES.pictureUploaded("Cover"), coverPic });
});
