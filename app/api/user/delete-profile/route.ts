import { NextResponse } from "next/server";
import { assertOwner, requireUser } from "@/lib/auth/guard";
import { readJson, route, validationError } from "@/lib/http";
import { MESSAGES } from "@/lib/messages";
import { deletePicture, deletePictureSchema, pictureLabel } from "@/lib/profiles/pictures";

export const POST = route(async (request: Request) => {
  const user = await requireUser(request);
  const body = await readJson(request);
  assertOwner(user, (body as { userId?: unknown } | null)?.userId);
  const parsed = deletePictureSchema.safeParse(body);
  if (!parsed.success) throw validationError(parsed.error);
  await deletePicture(user, parsed.data.imageType);
  return NextResponse.json({ success: true, message: MESSAGES.pictureDeleted(pictureLabel(parsed.data.imageType)) });
});
