import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/guard";
import { route } from "@/lib/http";
import { uploadPicture } from "@/lib/profiles/pictures";

export const POST = route(async (request: Request) => {
  const user = await requireUser(request);
  const { field, path, message } = await uploadPicture(user, request);
  return NextResponse.json({ success: true, message, [field]: path });
});
