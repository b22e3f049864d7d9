import "server-only";
import { inBackground } from "../server/background.ts";
import type { AuthUser } from "../auth/identity.ts";
import { db } from "../server/db.ts";
import { Prisma } from "../generated/prisma/client.ts";
import { AppError, parseOrThrow, type Said } from "../errors.ts";
import { answer } from "../i18n/answers.ts";
import { refusal } from "../i18n/refusals.ts";
import { sendMail } from "../mail/mailer.ts";
import { accountMails } from "../notifications/mails.ts";
import { rateLimits } from "../server/rate-limits.ts";
import { memberLocale } from "../i18n/locales.ts";
import { languageOf } from "../members/language.ts";
import { confirmEmailSchema } from "./schemas.ts";
import { consumeToken, issueToken } from "./tokens.ts";
import { formError } from "../i18n/form-errors.ts";

// A user's `status` means "email confirmed": false at sign-up, true once the member opens the link
// mailed to them. Unconfirmed members use the site as usual; the settings page offers to resend it.

export const EMAIL_TAKEN = formError("account.emailTaken");

/** Mails a confirmation link to a member's address (after sign-up, or when they ask again). */
export function mailEmailConfirmation(member: { id: string; name: string; email: string }): void {
  inBackground("email confirmation link", async () => {
    const token = await issueToken(member.id, "VERIFY_EMAIL", member.email);
    sendMail(accountMails.confirmEmail(member.email, member.name, token, await languageOf(member.id)));
  });
}

/** POST /api/user/verify-email/resend: another link, for a member whose email is not confirmed yet. */
export async function resendEmailConfirmation(member: AuthUser, ip: string): Promise<Said> {
  const current = await db().user.findUnique({ where: { id: member.id }, select: { status: true } });
  if (current?.status) return answer("account.emailAlreadyConfirmed");
  await rateLimits.beforeAccountMail(ip, member.id);
  mailEmailConfirmation(member);
  return answer("account.emailLinkResent", { email: member.email });
}

/**
 * POST /api/user/verify-email: confirms the address a link was sent to. For a new member's link, marks
 * their email confirmed; for a change of email, makes the new address the account's (and tells the old
 * one). A link sent to an address that is no longer the account's confirms nothing.
 */
export async function confirmEmail(body: unknown): Promise<{ email: string; changed: boolean }> {
  const { token } = parseOrThrow(confirmEmailSchema, body);
  const { userId, purpose, email } = await consumeToken(token, ["VERIFY_EMAIL", "CHANGE_EMAIL"]);
  const member = await db().user.findUnique({
    where: { id: userId },
    select: { name: true, email: true, locale: true },
  });
  if (!member) throw new AppError("invalid", refusal("linkInvalid"), { code: "link_invalid" });
  if (purpose === "VERIFY_EMAIL") {
    if (member.email !== email)
      throw new AppError("invalid", refusal("linkOldAddress"), {
        code: "link_outdated",
      });
    await db().user.update({ where: { id: userId }, data: { status: true } });
    return { email, changed: false };
  }
  try {
    await db().$transaction([
      db().user.update({ where: { id: userId }, data: { email, status: true } }),
      // Links mailed to the old address stop working with it.
      db().accountToken.updateMany({ where: { userId, usedAt: null }, data: { usedAt: new Date() } }),
    ]);
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      throw new AppError("conflict", EMAIL_TAKEN, { code: "email_taken", errors: { email: EMAIL_TAKEN } });
    }
    throw error;
  }
  sendMail(accountMails.emailChanged(member.email, member.name, email, memberLocale(member.locale)));
  return { email, changed: true };
}
