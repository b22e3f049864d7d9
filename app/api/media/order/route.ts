import { requireUser } from "@/lib/auth/guard";
import { answered, readJson, route } from "@/lib/http";
import { answer } from "@/lib/i18n/answers";
import { reorderGallery } from "@/lib/profiles/media";

// PUT /api/media/order { ids }: the gallery photos in this order.
export const PUT = route(async (request: Request) => {
  const member = await requireUser(request);
  const ids = await reorderGallery(member, await readJson(request));
  return answered(answer("profile.galleryOrderSaved"), { ids });
});
