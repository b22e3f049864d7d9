import "server-only";
import { MAIL_RECIPIENT, mailRecipientOf } from "../members/minors.ts";
import type { AuthUser } from "../auth/identity.ts";
import { inBackground } from "../server/background.ts";
import { db } from "../server/db.ts";
import type { Prisma } from "../generated/prisma/client.ts";
import { sendMail, type Mail } from "../mail/mailer.ts";
import { noticeMail } from "./mails.ts";
import { noticeTexts, type NoticeMessage, type NoticeReader } from "./words.ts";
import { memberLocale } from "../i18n/locales.ts";
import { pushNotices } from "../push/notices.ts";

// What members should know about (their application's status, a call that closed): kept in the
// database for the bell in the header and the notifications page, mailed, and pushed to the member's
// devices (lib/push/). Recording happens in the transaction of the change it reports; mail and pushes
// go out after it, never holding up the request.

export interface Notice {
  userId: string;
  title: string;
  body: string;
  /** A path of this site. */
  link: string;
  /** Its words as message keys (lib/notifications/words.ts), for the reader's language; title and body are their English. */
  message?: NoticeMessage;
  /** Files its mail carries (an audition's calendar file); the bell keeps none. */
  attachments?: Mail["attachments"];
}

export const NOTIFICATIONS_PAGE_SIZE = 30;

/** Records notices inside the transaction that causes them. */
export async function recordNotices(tx: Prisma.TransactionClient, notices: readonly Notice[]): Promise<void> {
  if (notices.length) {
    await tx.notification.createMany({
      data: notices.map(({ userId, title, body, link, message }) => ({
        userId,
        title,
        body,
        link,
        ...(message ? { message } : {}),
      })),
    });
  }
}

/** Mails and pushes notices once their transaction has committed. */
export function sendNotices(notices: readonly Notice[]): void {
  if (!notices.length) return;
  pushNotices(notices);
  inBackground(`notification mail (${notices.length})`, async () => {
    const people = await db().user.findMany({
      where: { id: { in: [...new Set(notices.map((n) => n.userId))] } },
      select: { id: true, locale: true, ...MAIL_RECIPIENT },
    });
    // In the member's language; a minor's parent or guardian reads the child's.
    const byId = new Map(people.map((p) => [p.id, { ...mailRecipientOf(p), locale: memberLocale(p.locale) }]));
    for (const notice of notices) {
      const person = byId.get(notice.userId);
      if (person) {
        sendMail({
          ...noticeMail(person.email, person.name, notice, person.locale),
          ...(notice.attachments ? { attachments: notice.attachments } : {}),
        });
      }
    }
  });
}

/** GET /api/notifications: the member's newest notifications and how many are unread. */
export async function notificationsOf(member: AuthUser) {
  const [items, unread] = await Promise.all([
    db().notification.findMany({
      where: { userId: member.id },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: NOTIFICATIONS_PAGE_SIZE,
      select: { id: true, title: true, body: true, link: true, readAt: true, createdAt: true },
    }),
    unreadCount(member),
  ]);
  return { items, unread };
}

/**
 * The notifications page: the member's newest notifications (as GET /api/notifications lists them), each in
 * the reader's language when its words are known, else in the English it was recorded with.
 */
export async function notificationsToRead(member: AuthUser, reader: NoticeReader) {
  const items = await db().notification.findMany({
    where: { userId: member.id },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: NOTIFICATIONS_PAGE_SIZE,
    select: { id: true, title: true, body: true, message: true, link: true, readAt: true, createdAt: true },
  });
  return items.map(({ message, ...item }) => ({ ...item, ...noticeTexts(reader, { ...item, message }) }));
}

export function unreadCount(member: AuthUser): Promise<number> {
  return db().notification.count({ where: { userId: member.id, readAt: null } });
}

/** POST /api/notifications/read: marks all the member's notifications read. */
export async function markAllRead(member: AuthUser): Promise<number> {
  const { count } = await db().notification.updateMany({
    where: { userId: member.id, readAt: null },
    data: { readAt: new Date() },
  });
  return count;
}
