import { route } from "@/lib/http";
import { readProfile } from "@/lib/profiles/save";

// GET /api/actor|technician|music|writer-director|cameraUnit|locations/{userId}
export const GET = route(async (request: Request, context: { params: Promise<{ kind: string; userId: string }> }) => {
  const { kind, userId } = await context.params;
  return readProfile(request, kind, userId);
});
