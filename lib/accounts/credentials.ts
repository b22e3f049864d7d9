import "server-only";
import type { RequestMember } from "../auth/guard.ts";
import { db } from "../server/db.ts";
import { AppError, parseOrThrow, type Said } from "../errors.ts";
import { answer } from "../i18n/answers.ts";
import { refusal } from "../i18n/refusals.ts";
import { formError } from "../i18n/form-errors.ts";
import { sendMail } from "../mail/mailer.ts";
import { accountMails } from "../notifications/mails.ts";
import { rateLimits } from "../server/rate-limits.ts";
import { revokeAccess } from "./access.ts";
import { checkCurrentPassword } from "./current-password.ts";
import { EMAIL_TAKEN } from "./email-confirmation.ts";
import { memberLocale } from "../i18n/locales.ts";
import { languageOf } from "../members/language.ts";
import { hashPassword } from "./password.ts";
import { changeEmailSchema, changePasswordSchema, confirmEmailSchema } from "./schemas.ts";
import { consumeToken, issueToken } from "./tokens.ts";

// Changing the password or the email of a signed-in member: both need the current password
// (lib/accounts/current-password.ts). A change of email is warned to the current address at once, with a
// link that stops it; a new password voids every pending change.

/** POST /api/user/change-password: sets a new password and ends every other session and pending link. */
export async function changePassword(member: RequestMember, body: unknown, ip: string): Promise<{ ended: number }> {
  const { currentPassword, newPassword } = parseOrThrow(changePasswordSchema, body);
  await checkCurrentPassword(member, currentPassword, ip);
  const { locale } = await db().user.update({
    where: { id: member.id },
    data: { passwordHash: await hashPassword(newPassword) },
    select: { locale: true },
  });
  const ended = await revokeAccess(member.id, member.sessionId);
  sendMail(accountMails.passwordChanged(member.email, member.name, memberLocale(locale)));
  return { ended };
}

/**
 * POST /api/user/change-email: mails a link to the new address; the email changes when it is opened,
 * so a typo cannot lock anyone out of their account. The current address is told at once, with a link
 * that cancels the change (and signs out every device), in case it was not the member who asked.
 */
export async function requestEmailChange(member: RequestMember, body: unknown, ip: string): Promise<Said> {
  const { newEmail, currentPassword } = parseOrThrow(changeEmailSchema, body);
  await checkCurrentPassword(member, currentPassword, ip);
  if (newEmail === member.email)
    throw new AppError("invalid", refusal("alreadyYourEmail"), {
      errors: { newEmail: formError("account.emailUnchanged") },
    });
  if (await db().user.findUnique({ where: { email: newEmail }, select: { id: true } })) {
    throw new AppError("conflict", EMAIL_TAKEN, { code: "email_taken", errors: { newEmail: EMAIL_TAKEN } });
  }
  await rateLimits.beforeAccountMail(ip, member.id);
  const token = await issueToken(member.id, "CHANGE_EMAIL", newEmail);
  const cancelToken = await issueToken(member.id, "CANCEL_EMAIL_CHANGE", member.email);
  const locale = await languageOf(member.id);
  sendMail(accountMails.confirmNewEmail(newEmail, member.name, token, locale));
  sendMail(accountMails.emailChangeRequested(member.email, member.name, newEmail, cancelToken, locale));
  return answer("account.emailLinkSent", { email: newEmail });
}

/**
 * POST /api/user/cancel-email-change { token }: opened from the warning mailed to the current address.
 * Voids the pending change and every other link that hands the account over, and ends every session:
 * whoever asked for the change has the password or a session, so the member is told to choose a new one.
 */
export async function cancelEmailChange(body: unknown): Promise<Said> {
  const { token } = parseOrThrow(confirmEmailSchema, body);
  const { userId, email } = await consumeToken(token, ["CANCEL_EMAIL_CHANGE"]);
  const member = await db().user.findUnique({ where: { id: userId }, select: { email: true } });
  if (!member || member.email !== email) {
    throw new AppError("invalid", refusal("linkOldAddress"), {
      code: "link_outdated",
    });
  }
  await revokeAccess(userId);
  return answer("account.emailChangeCancelled");
}
