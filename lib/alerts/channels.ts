import "server-only";
import { MAIL_RECIPIENT, mailRecipientOf } from "../members/minors.ts";
import type { Prisma } from "../generated/prisma/client.ts";
import { sendMail } from "../mail/mailer.ts";
import { alertMail, type AlertItem } from "../notifications/mails.ts";
import { DEFAULT_LOCALE, memberLocale, type Locale } from "../i18n/locales.ts";
import { mailReader } from "../notifications/mail-words.ts";
import { recordNotices, type Notice } from "../notifications/notices.ts";
import { noticeTexts, say, type Phrase } from "../notifications/words.ts";
import { pushNotices } from "../push/notices.ts";
import { config } from "../server/config.ts";
import { db } from "../server/db.ts";
import { inBackground } from "../server/background.ts";
import { sendWhatsApp, type WhatsAppMessage } from "../whatsapp/send.ts";
import { DEFAULT_ALERT_PREFERENCES, whatsappTo } from "./preferences-view.ts";
import { oneClickUrl, unsubscribeUrl } from "./unsubscribe.ts";

// Where a saved search's alert goes: the bell always (recorded in the transaction that marks it sent), then,
// once that has committed, to the member's devices that take pushes, by mail in the member's language unless the member switched mail off (with
// one-click unsubscribe), and on WhatsApp, in their language too, when they switched it on with a number they
// confirmed (lib/alerts/whatsapp-number.ts).

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
  /** The WhatsApp message to a number, in the member's language. */
  whatsapp: (to: string, locale: Locale) => WhatsAppMessage;
}

export const absolute = (path: string) => `${config.siteUrl}${path}`;

/** Records the alerts' notices in the transaction that marks them sent. */
export function recordAlerts(tx: Prisma.TransactionClient, alerts: readonly Alert[]): Promise<void> {
  return recordNotices(
    tx,
    alerts.map((a) => a.notice),
  );
}

/** Pushes the alerts, and mails and WhatsApps them as each member chose, once their transaction has committed. */
export function sendAlerts(alerts: readonly Alert[]): void {
  if (!alerts.length) return;
  pushNotices(alerts.map((a) => a.notice));
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
      // In the member's language; a minor's parent or guardian reads the child's.
      const locale = memberLocale(person.locale);
      if (preferences.mail) {
        const to = mailRecipientOf(person);
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
      const number = whatsappTo(preferences);
      if (number) sendWhatsApp(alert.whatsapp(number, locale));
    }
  });
}
