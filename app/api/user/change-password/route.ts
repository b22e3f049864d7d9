import { changePassword } from "@/lib/accounts/credentials";
import { requireUser } from "@/lib/auth/guard";
import { clientIp } from "@/lib/server/client-address";
import { answered, readJson, route } from "@/lib/http";
import { answer } from "@/lib/i18n/answers";

// POST /api/user/change-password { currentPassword, newPassword }: every other session and token ends.
export const POST = route(async (request: Request) => {
  const member = await requireUser(request);
  const { ended } = await changePassword(member, await readJson(request), clientIp(request.headers));
  return answered(answer("account.passwordChanged"), { ended });
});
