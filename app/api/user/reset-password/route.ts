import { resetPassword } from "@/lib/accounts/password-reset";
import { openSession } from "@/lib/auth/sessions";
import { signApiToken } from "@/lib/auth/token";
import { clientIp } from "@/lib/server/client-address";
import { answered, readJson, route } from "@/lib/http";
import { answer } from "@/lib/i18n/answers";

// POST /api/user/reset-password { token, password }: the new password, every old session ended, and a
// token for the member (the reset page then signs the browser in with the new password). A suspended
// account gets no token: `suspended: true` and the reason instead.
export const POST = route(async (request: Request) => {
  const { member, suspended } = await resetPassword(await readJson(request));
  if (suspended) {
    return answered(answer("account.passwordResetSuspended"), { suspended: true });
  }
  const ip = clientIp(request.headers);
  const sessionId = await openSession(member.id, "API", { ip, userAgent: request.headers.get("user-agent") });
  return answered(answer("account.passwordResetSignedIn"), {
    email: member.email,
    token: await signApiToken(member, sessionId),
  });
});
