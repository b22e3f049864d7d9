import { signOut } from "@/lib/accounts/sign-out";
import { requireUser } from "@/lib/auth/guard";
import { answered, clearSessionCookies, readOptionalJson, route } from "@/lib/http";
import { answer } from "@/lib/i18n/answers";

// POST /api/user/logout [{ everywhere: true }]: ends the session of the token or cookie it is sent
// with (or every session of the member); the token or cookie answers 401 from then on.
export const POST = route(async (request: Request) => {
  const member = await requireUser(request);
  const { ended } = await signOut(member, await readOptionalJson(request));
  const response = answered(answer("account.loggedOut"), { ended });
  return member.via === "cookie" ? clearSessionCookies(response) : response;
});
