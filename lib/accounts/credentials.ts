import "server-only";
import type { RequestMember } from "../auth/guard.ts";
import { endAllSessions } from "../auth/sessions.ts";
import { db } from "../db.ts";
import { AppError, parseOrThrow } from "../errors.ts";
import { sendMail } from "../mail/mailer.ts";
import { accountMails } from "../mail/messages.ts";
import { rateLimits } from "../rate-limits.ts";
import { EMAIL_TAKEN } from "./email-confirmation.ts";
import { hashPassword, verifyPassword } from "./password.ts";
import { changeEmailSchema, changePasswordSchema } from "./schemas.ts";
import { issueToken } from "./tokens.ts";

// Changing the password or the email of a signed-in member: both need the current password, which
// someone at an unlocked computer does not have (and which counts as a sign-in attempt).

const WRONG_PASSWORD = "Your current password is not right.";

async function checkCurrentPassword(member: RequestMember, password: string, ip: string): Promise<void> {
  await rateLimits.beforeSignIn(ip, member.email, () => Promise.resolve(true));
  const row = await db().user.findUnique({ where: { id: member.id }, select: { passwordHash: true } });
  if (!(await verifyPassword(password, row?.passwordHash))) {
    await rateLimits.signInFailed(ip, member.email);
    throw new AppError("forbidden", WRONG_PASSWORD, { errors: { currentPassword: WRONG_PASSWORD } });
  }
}

/** POST /api/user/change-password: sets a new password and ends every other session and token. */
export async function changePassword(member: RequestMember, body: unknown, ip: string): Promise<{ ended: number }> {
  const { currentPassword, newPassword } = parseOrThrow(changePasswordSchema, body);
  await checkCurrentPassword(member, currentPassword, ip);
  await db().user.update({ where: { id: member.id }, data: { passwordHash: await hashPassword(newPassword) } });
  const ended = await endAllSessions(member.id, member.sessionId);
  sendMail(accountMails.passwordChanged(member.email, member.name));
  return { ended };
}

/**
 * POST /api/user/change-email: mails a link to the new address; the email changes when it is opened,
 * so a typo cannot lock anyone out of their account.
 */
export async function requestEmailChange(member: RequestMember, body: unknown, ip: string): Promise<string> {
  const { newEmail, currentPassword } = parseOrThrow(changeEmailSchema, body);
  await checkCurrentPassword(member, currentPassword, ip);
  if (newEmail === member.email)
    throw new AppError("invalid", "This is already your email.", { errors: { newEmail: "unchanged" } });
  if (await db().user.findUnique({ where: { email: newEmail }, select: { id: true } })) {
    throw new AppError("conflict", EMAIL_TAKEN, { errors: { newEmail: EMAIL_TAKEN } });
  }
  await rateLimits.beforeAccountMail(ip, member.id);
  const token = await issueToken(member.id, "CHANGE_EMAIL", newEmail);
  sendMail(accountMails.confirmNewEmail(newEmail, member.name, token));
  return `We have sent a link to ${newEmail}. Your email changes when you open it.`;
}
