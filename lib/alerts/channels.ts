import "server-only";
import { MAIL_RECIPIENT, mailRecipientOf } from "../accounts/minors.ts";
import type { Prisma } from "../generated/prisma/client.ts";
import { sendMail } from "../mail/mailer.ts";
import { alertMail, type AlertItem } from "../mail/templates.ts";
import { DEFAULT_LOCALE } from "../i18n/locales.ts";
import { mailReader } from "../mail/words.ts";
import { recordNotices, type Notice } from "../notifications/notices.ts";
import { memberLocale, noticeTexts, say, type Phrase } from "../notifications/words.ts";
import { config } from "../server/config.ts";
import { db } from "../server/db.ts";
import { inBackground } from "../server/background.ts";
import type { WhatsAppMessage } from "../whatsapp/templates.ts";
import { sendWhatsApp } from "../whatsapp/send.ts";
import { DEFAULT_ALERT_PREFERENCES } from "./preferences-view.ts";
import { oneClickUrl, unsubscribeUrl } from "./unsubscribe.ts";

// Where a saved search's alert goes: the bell always (recorded in the transaction that marks it sent), then,
// once that has committed, by mail in the member's language unless the member switched mail off (with
// one-click unsubscribe), and on WhatsApp when they switched it on with a number they confirmed
// (lib/alerts/whatsapp-number.ts).

export interface Alert {
  userId: string;
  searchId: string;
  searchName: string;
  /** The bell's notice; its title is the mail's subject. */
  notice: Notice;
  /** The mail's words (lib/notifications/words.ts), in the member's language when it goes. */
  intro: Phrase;
  items: AlertItem[];
  action: { label: Phrase; url: string };
  whatsapp: (to: string) => WhatsAppMessage;
}

export const absolute = (path: string) => `${config.siteUrl}${path}`;

/** Records the alerts' notices in the transaction that marks them sent. */
export function recordAlerts(tx: Prisma.TransactionClient, alerts: readonly Alert[]): Promise<void> {
  return recordNotices(
    tx,
    alerts.map((a) => a.notice),
  );
}

/** Mails and WhatsApps the alerts once their transaction has committed, as each member chose. */
export function sendAlerts(alerts: readonly Alert[]): void {
  if (!alerts.length) return;
  inBackground(`alerts (${alerts.length})`, async () => {
    const people = await db().user.findMany({
      where: { id: { in: [...new Set(alerts.map((a) => a.userId))] } },
      select: {
        id: true,
        locale: true,
        ...MAIL_RECIPIENT,
        alertPreferences: { select: { mail: true, whatsapp: true, whatsappNumber: true } },
      },
    });
    const byId = new Map(people.map((p) => [p.id, p]));
    for (const alert of alerts) {
      const person = byId.get(alert.userId);
      if (!person) continue;
      const preferences = person.alertPreferences ?? DEFAULT_ALERT_PREFERENCES;
      if (preferences.mail) {
        // In the member's language; a minor's parent or guardian reads the child's.
        const to = mailRecipientOf(person);
        const locale = memberLocale(person.locale);
        const { notices: reader } = mailReader(locale);
        const english = locale === DEFAULT_LOCALE;
        sendMail(
          alertMail(
            to.email,
            to.name,
            {
              subject: noticeTexts(reader, alert.notice).title,
              intro: say(reader, alert.intro),
              items: alert.items.map((item) => ({
                ...item,
                detail: item.words && !english ? say(reader, item.words) : item.detail,
              })),
              action: { label: say(reader, alert.action.label), url: alert.action.url },
              searchName: alert.searchName,
              unsubscribe: { page: unsubscribeUrl(alert.searchId), oneClick: oneClickUrl(alert.searchId) },
            },
            locale,
          ),
        );
      }
      if (preferences.whatsapp && preferences.whatsappNumber) sendWhatsApp(alert.whatsapp(preferences.whatsappNumber));
    }
  });
}
