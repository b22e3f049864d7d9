import "server-only";
import { endAllSessions } from "../auth/sessions.ts";
import { sendMail } from "../mail/mailer.ts";
import { accountMails } from "../notifications/mails.ts";
import { memberLocale } from "../i18n/locales.ts";
import { db } from "../server/db.ts";
import { ACCESS_LINKS, voidTokens } from "./tokens.ts";

/** What a member made that keeps working without the password, besides sessions and mailed links. */
export interface StandingCredentials {
  /** The private calendar feed's address (lib/rentals/ical.ts): ended, a new one must be made. */
  calendarFeed: boolean;
  /** The confirmed WhatsApp number for alerts: it needs confirming again, and gets nothing till then. */
  whatsappNumber: string | null;
  /** Devices that took the member's notices as pushes: forgotten (a device still signed in takes them back). */
  pushDevices: number;
}

/**
 * Ends the standing credentials, each only as it still stands (a concurrent change wins): the feed's token
 * cleared, the WhatsApp number moved back to waiting for its code (lib/alerts/whatsapp-number.ts), and the
 * devices that took pushes forgotten.
 */
async function endStandingCredentials(userId: string): Promise<StandingCredentials> {
  return db().$transaction(async (tx) => {
    const feed = await tx.rentalTerms.updateMany({
      where: { ownerId: userId, calendarToken: { not: null } },
      data: { calendarToken: null },
    });
    const preferences = await tx.alertPreferences.findUnique({
      where: { userId },
      select: { whatsappNumber: true },
    });
    const number = preferences?.whatsappNumber ?? null;
    const unconfirmed = number
      ? await tx.alertPreferences.updateMany({
          where: { userId, whatsappNumber: number },
          data: { whatsappNumber: null, pendingNumber: number, codeHash: null, codeExpiresAt: null, codeTries: 0 },
        })
      : { count: 0 };
    const devices = await tx.pushSubscription.deleteMany({ where: { userId } });
    return {
      calendarFeed: feed.count > 0,
      whatsappNumber: unconfirmed.count ? number : null,
      pushDevices: devices.count,
    };
  });
}

/**
 * Takes the account back from whoever else may hold it: ends every session (but `except`, the one asking),
 * voids every mailed link that could hand the account over, such as a pending change of email, and ends the
 * standing credentials (a calendar feed, a confirmed WhatsApp number, devices taking pushes), telling the
 * member by mail which.
 * Look-book links are shared on purpose and stay. Used by a password reset, a password change and "sign out
 * everywhere". Answers the sessions ended.
 */
export async function revokeAccess(userId: string, except?: string): Promise<number> {
  const ended = await endAllSessions(userId, except);
  await voidTokens(userId, ACCESS_LINKS);
  const standing = await endStandingCredentials(userId);
  if (standing.calendarFeed || standing.whatsappNumber || standing.pushDevices) {
    const member = await db().user.findUnique({
      where: { id: userId },
      select: { email: true, name: true, locale: true },
    });
    if (member)
      sendMail(accountMails.credentialsEnded(member.email, member.name, standing, memberLocale(member.locale)));
  }
  return ended;
}
