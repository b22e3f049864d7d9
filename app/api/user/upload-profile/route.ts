import { requireUser } from "@/lib/auth/guard";
import { answered, route } from "@/lib/http";
import { uploadPicture } from "@/lib/profiles/pictures";

export const POST = route(async (request: Request) => {
  const user = await requireUser(request);
  const { field, path, message } = await uploadPicture(user, request);
  return answered(message, { [field]: path });
});
