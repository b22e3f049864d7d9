import { NextResponse } from "next/server";
import { resetPassword } from "@/lib/accounts/password-reset";
import { openSession } from "@/lib/auth/sessions";
import { signApiToken } from "@/lib/auth/token";
import { clientIp } from "@/lib/server/client-address";
import { readJson, route } from "@/lib/http";
import { SUSPENDED_MESSAGE } from "@/lib/moderation/reasons";

// POST /api/user/reset-password { token, password }: the new password, every old session ended, and a
// token for the member (the reset page then signs the browser in with the new password). A suspended
// account gets no token: `suspended: true` and the reason instead.
export const POST = route(async (request: Request) => {
  const { member, suspended } = await resetPassword(await readJson(request));
  if (suspended) {
    return NextResponse.json({
      success: true,
      suspended: true,
      message: `Your password has been changed. ${SUSPENDED_MESSAGE}`,
    });
  }
  const ip = clientIp(request.headers);
  const sessionId = await openSession(member.id, "API", { ip, userAgent: request.headers.get("user-agent") });
  return NextResponse.json({
    success: true,
    message: "Your password has been changed, and you are signed in.",
    email: member.email,
    token: await signApiToken(member, sessionId),
  });
});
