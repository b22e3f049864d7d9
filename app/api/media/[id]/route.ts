import { requireUser } from "@/lib/auth/guard";
import { answered, route } from "@/lib/http";
import { answer } from "@/lib/i18n/answers";
import { deleteMedia } from "@/lib/profiles/media";

// DELETE /api/media/{id}: one of the member's stored files (its id is in GET /api/<kind>/{userId}).
export const DELETE = route(async (request: Request, context: RouteContext<"/api/media/[id]">) => {
  const member = await requireUser(request);
  const { kind } = await deleteMedia(member, (await context.params).id);
  return answered(answer("profile.fileDeleted"), { kind });
});
