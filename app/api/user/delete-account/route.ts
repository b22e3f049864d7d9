import { deleteAccount } from "@/lib/accounts/data";
import { requireUser } from "@/lib/auth/guard";
import { clientIp } from "@/lib/server/client-address";
import { answered, clearSessionCookies, readJson, route } from "@/lib/http";
import { answer } from "@/lib/i18n/answers";

// POST /api/user/delete-account { currentPassword }: the account, its profile, media and files, gone.
export const POST = route(async (request: Request) => {
  const member = await requireUser(request);
  await deleteAccount(member, await readJson(request), clientIp(request.headers));
  return clearSessionCookies(answered(answer("account.deleted")));
});
