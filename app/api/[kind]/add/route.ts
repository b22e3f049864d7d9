import { route } from "@/lib/http";
import { saveProfile } from "@/lib/profiles/save";

// POST /api/actor|technician|music|writer-director|cameraUnit|locations/add (multipart)
export const POST = route(async (request: Request, context: { params: Promise<{ kind: string }> }) => {
  const { kind } = await context.params;
  return saveProfile(request, kind);
});
