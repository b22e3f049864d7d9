import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/guard";
import { readJson, route } from "@/lib/http";
import { deletePicture } from "@/lib/profiles/pictures";

export const POST = route(async (request: Request) => {
  const user = await requireUser(request);
  const { message } = await deletePicture(user, await readJson(request));
  return NextResponse.json({ success: true, message });
});
