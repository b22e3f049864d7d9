import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/guard";
import { route } from "@/lib/http";
import { saveProfile } from "@/lib/profiles/save";

// POST /api/actor|technician|music|writer-director|cameraUnit|locations/add (multipart)
export const POST = route(async (request: Request, context: RouteContext<"/api/[profileApi]/add">) => {
  const { profileApi } = await context.params;
  const user = await requireUser(request);
  const saved = await saveProfile(user, profileApi, request);
  return NextResponse.json({ success: true, message: saved.message, [saved.answerKey]: saved.record });
});
