import { requireUser } from "@/lib/auth/guard";
import { answered, route } from "@/lib/http";
import { saveProfile } from "@/lib/profiles/save";

// POST /api/actor|technician|music|writer-director|cameraUnit|locations/add (multipart)
export const POST = route(async (request: Request, context: RouteContext<"/api/[profileApi]/add">) => {
  const { profileApi } = await context.params;
  const user = await requireUser(request);
  const saved = await saveProfile(user, profileApi, request);
  return answered(saved.message, { [saved.answerKey]: saved.record });
});
