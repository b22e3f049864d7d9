import "server-only";
import { localisedPath, memberLocale, type Locale } from "../i18n/locales.ts";
import { mailReader } from "../notifications/mail-words.ts";
import { noticeTexts, type NoticeMessage } from "../notifications/words.ts";
import { inBackground } from "../server/background.ts";
import { db } from "../server/db.ts";
import { rateLimits } from "../server/rate-limits.ts";
import { sendPush, type PushPayload } from "./delivery.ts";

// Every notice that reaches the bell also goes to the member's devices that took pushes, in the member's
// language, opening the page it is about. A minor's account is held by their parent or guardian, so its
// devices are theirs. At most PUSHES_PER_HOUR a member an hour (lib/server/rate-limits.ts); the rest wait
// in the bell and the mail.

/** A notice (lib/notifications/notices.ts) as a push; `tag` makes a newer push of the same thing replace it. */
export interface PushedNotice {
  userId: string;
  title: string;
  body: string;
  link: string;
  message?: NoticeMessage;
  tag?: string;
}

/**
 * The words of a notice's body that members wrote (a message's preview, an invitee's note, a booking's
 * reason): a push shows on a locked screen, so a notice that quotes them is pushed with its title only.
 */
const MEMBERS_WORDS = new Set(["preview", "note", "reason"]);

const quotesMembers = (notice: PushedNotice) =>
  !notice.message || notice.message.body.some((p) => Object.keys(p.args).some((name) => MEMBERS_WORDS.has(name)));

function payloadOf(notice: PushedNotice, locale: Locale): PushPayload {
  const { title, body } = noticeTexts(mailReader(locale).notices, notice);
  return {
    title,
    body: quotesMembers(notice) ? "" : body,
    url: localisedPath(locale, notice.link),
    tag: notice.tag ?? notice.link,
  };
}

/** Pushes notices once their transaction has committed. */
export function pushNotices(notices: readonly PushedNotice[]): void {
  if (!notices.length) return;
  inBackground(`pushes (${notices.length})`, async () => {
    const people = await db().user.findMany({
      where: { id: { in: [...new Set(notices.map((n) => n.userId))] }, pushSubscriptions: { some: {} } },
      select: { id: true, locale: true, pushSubscriptions: { select: { id: true } } },
    });
    const byId = new Map(people.map((p) => [p.id, p]));
    for (const notice of notices) {
      const person = byId.get(notice.userId);
      if (!person || !(await rateLimits.mayPush(person.id))) continue;
      const payload = payloadOf(notice, memberLocale(person.locale));
      for (const { id } of person.pushSubscriptions) sendPush({ subscriptionId: id, payload });
    }
  });
}
