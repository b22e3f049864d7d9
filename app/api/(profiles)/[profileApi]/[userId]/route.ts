import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/guard";
import { route } from "@/lib/http";
import { readOwnProfile } from "@/lib/profiles/save";

// GET /api/actor|technician|music|writer-director|cameraUnit|locations/{userId}: the owner's form record.
export const GET = route(async (request: Request, context: RouteContext<"/api/[profileApi]/[userId]">) => {
  const { profileApi, userId } = await context.params;
  const user = await requireUser(request);
  const saved = await readOwnProfile(user, profileApi, userId);
  return NextResponse.json({ success: true, [saved.answerKey]: saved.record });
});
