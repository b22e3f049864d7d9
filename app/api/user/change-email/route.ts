import { requestEmailChange } from "@/lib/accounts/credentials";
import { requireUser } from "@/lib/auth/guard";
import { clientIp } from "@/lib/server/client-address";
import { answered, readJson, route } from "@/lib/http";

// POST /api/user/change-email { newEmail, currentPassword }: mails a confirmation link to the new address.
export const POST = route(async (request: Request) => {
  const member = await requireUser(request);
  const message = await requestEmailChange(member, await readJson(request), clientIp(request.headers));
  return answered(message);
});
