import { requireUser } from "@/lib/auth/guard";
import { answered, route } from "@/lib/http";
import { answer } from "@/lib/i18n/answers";
import { useAsCover } from "@/lib/profiles/media";

// POST /api/media/{id}/cover: a gallery photo becomes the cover picture.
export const POST = route(async (request: Request, context: RouteContext<"/api/media/[id]/cover">) => {
  const member = await requireUser(request);
  const { coverPic } = await useAsCover(member, (await context.params).id);
  return answered(answer("profile.pictureUpdated", { which: "Cover" }), { coverPic });
});
