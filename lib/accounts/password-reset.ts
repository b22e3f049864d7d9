import "server-only";
import { inBackground } from "../server/background.ts";
import { IDENTITY, type AuthUser } from "../auth/identity.ts";
import { db } from "../server/db.ts";
import { parseOrThrow, type Said } from "../errors.ts";
import { answer } from "../i18n/answers.ts";
import { sendMail } from "../mail/mailer.ts";
import { accountMails } from "../notifications/mails.ts";
import { rateLimits } from "../server/rate-limits.ts";
import { revokeAccess } from "./access.ts";
import { memberLocale } from "../i18n/locales.ts";
import { hashPassword } from "./password.ts";
import { forgotPasswordSchema, resetPasswordSchema } from "./schemas.ts";
import { consumeToken, issueToken, TOKEN_MINUTES } from "./tokens.ts";

/**
 * POST /api/user/forgot-password: answers at once and the same for every email; the lookup and the
 * mail happen afterwards, so neither the answer nor its timing tells whether the email is registered.
 */
export async function requestPasswordReset(body: unknown, ip: string): Promise<Said> {
  const { email } = parseOrThrow(forgotPasswordSchema, body);
  await rateLimits.beforeAccountMail(ip, email);
  inBackground("password reset link", async () => {
    const member = await db().user.findUnique({
      where: { email },
      select: { id: true, name: true, email: true, locale: true },
    });
    if (!member) return;
    const token = await issueToken(member.id, "RESET_PASSWORD", member.email);
    const minutes = TOKEN_MINUTES.RESET_PASSWORD;
    sendMail(accountMails.resetPassword(member.email, member.name, token, minutes, memberLocale(member.locale)));
  });
  return answer("account.resetLinkSent", { minutes: TOKEN_MINUTES.RESET_PASSWORD });
}

/**
 * POST /api/user/reset-password: sets the new password, ends every session and link of the account
 * (whoever had them), and confirms the email (the member just proved they read it). A suspended member's
 * password changes too, but they are told the account is suspended instead of being signed in.
 */
export async function resetPassword(body: unknown): Promise<{ member: AuthUser; suspended: boolean }> {
  const { token, password } = parseOrThrow(resetPasswordSchema, body);
  const { userId, email } = await consumeToken(token, ["RESET_PASSWORD"]);
  const passwordHash = await hashPassword(password);
  const { suspendedAt, ...member } = await db().user.update({
    where: { id: userId },
    data: { passwordHash },
    select: { ...IDENTITY, suspendedAt: true },
  });
  // Reading the mail proves the address, if it is still the account's.
  if (member.email === email) await db().user.update({ where: { id: userId }, data: { status: true } });
  await revokeAccess(userId);
  return { member, suspended: Boolean(suspendedAt) };
}
