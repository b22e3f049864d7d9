import { requireUser } from "@/lib/auth/guard";
import { answered, readJson, route } from "@/lib/http";
import { deletePicture } from "@/lib/profiles/pictures";

export const POST = route(async (request: Request) => {
  const user = await requireUser(request);
  const { message } = await deletePicture(user, await readJson(request));
  return answered(message);
});
