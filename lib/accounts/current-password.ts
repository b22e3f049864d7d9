import "server-only";
import type { RequestMember } from "../auth/guard.ts";
import { signedInFromBefore } from "../auth/sessions.ts";
import { db } from "../server/db.ts";
import { AppError } from "../errors.ts";
import { rateLimits } from "../server/rate-limits.ts";
import { verifyPassword } from "./password.ts";
import { formError } from "../i18n/form-errors.ts";

// Changing the password or the email and deleting the account ask for the current password, which
// someone at an unlocked computer (or with a stolen session) does not have. Each check counts as a sign-in
// attempt of the account, and a session that guesses wrong too often is refused (lib/server/rate-limits.ts).

export const WRONG_CURRENT_PASSWORD = formError("account.currentPasswordWrong");

/** Throws 403 naming `currentPassword` when it is not the member's password, 429 when guessing too often. */
export async function checkCurrentPassword(member: RequestMember, password: string, ip: string): Promise<void> {
  await rateLimits.beforeCurrentPassword(ip, member.email, member.sessionId, () =>
    signedInFromBefore(member.email, ip),
  );
  const row = await db().user.findUnique({ where: { id: member.id }, select: { passwordHash: true } });
  if (!(await verifyPassword(password, row?.passwordHash))) {
    await rateLimits.currentPasswordFailed(ip, member.email, member.sessionId);
    throw new AppError("forbidden", WRONG_CURRENT_PASSWORD, {
      code: "wrong_current_password",
      errors: { currentPassword: WRONG_CURRENT_PASSWORD },
    });
  }
}
