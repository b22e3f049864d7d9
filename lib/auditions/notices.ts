import "server-only";
import { dayInIndia, todayInIndia } from "../dates.ts";
import type { Prisma } from "../generated/prisma/client.ts";
import { recordNotices, type Notice } from "../notifications/notices.ts";
import { noticeWords, phrase, type Phrase } from "../notifications/words.ts";
import { memberLocale } from "../i18n/locales.ts";
import { eventCancelled, inviteCalendar } from "./ics.ts";
import { INVITE_DETAIL, type InviteDetail } from "./invite-detail.ts";
import { auditionsPath, invitePagePath } from "./paths.ts";

// What invitees and casting teams are told. An invitee's notice is recorded in the transaction of the change
// and mailed after it commits (lib/notifications/notices.ts sendNotices: to a minor's parent or guardian, who
// holds the account), with the invitation's calendar file as the change left it.

export type InviteNews = "invited" | "moved" | "relocated" | "cancelled" | "withdrawn" | "reminder";

const iso = (moment: Date | string) => new Date(moment).toISOString();

/** "Wed, 2 Dec 2026, 10:15 am to 10:30 am (India time)" (lib/auditions/words.ts auditionWhen) in the reader's language. */
function whenPhrase(startsAt: Date | string, endsAt: Date | string): Phrase {
  return phrase("audition.when", {
    day: { auditionDay: iso(startsAt) },
    start: { clock: iso(startsAt) },
    end: { clock: iso(endsAt) },
  });
}

/** "at the address" or "by video call (link)" (lib/auditions/words.ts auditionWhere) in the reader's language. */
function wherePhrase(session: { place: string | null; link: string | null }): Phrase {
  return session.place
    ? phrase("audition.at", { place: session.place })
    : phrase("audition.byVideo", { link: String(session.link) });
}

// Their words: namespace "Notices", group "Notices.audition" (English is what title and body keep).
export function inviteeNotice(invite: InviteDetail, news: InviteNews, now = new Date()): Notice {
  const { call } = invite.session;
  const org = call.organization.name;
  const role = invite.application.role.name;
  const project = call.projectTitle;
  const when = whenPhrase(invite.slot.startsAt, invite.slot.endsAt);
  const where = wherePhrase(invite.session);
  const today = dayInIndia(invite.slot.startsAt) === todayInIndia(now);
  const words: Record<InviteNews, () => { title: Phrase; body: Phrase }> = {
    invited: () => ({
      title: phrase("audition.invitedTitle", { role, project }),
      body: phrase("audition.invitedBody", { org, when, where }),
    }),
    moved: () => ({
      title: phrase("audition.movedTitle", { project }),
      body: phrase("audition.movedBody", { org, role, when, where }),
    }),
    relocated: () => ({
      title: phrase(invite.session.place ? "audition.relocatedPlaceTitle" : "audition.relocatedLinkTitle", { project }),
      body: phrase("audition.relocatedBody", { org, role, when, where }),
    }),
    cancelled: () => ({
      title: phrase("audition.cancelledTitle", { project }),
      body: phrase("audition.cancelledBody", { org, role, when }),
    }),
    withdrawn: () => ({
      title: phrase("audition.withdrawnTitle", { project }),
      body: phrase("audition.withdrawnBody", { org, role, when }),
    }),
    reminder: () => ({
      title: phrase(today ? "audition.reminderTodayTitle" : "audition.reminderTomorrowTitle", { role, project }),
      body: phrase("audition.reminderBody", { org, when, where }),
    }),
  };
  const { title, body } = words[news]();
  return { userId: invite.application.applicantId, ...noticeWords(title, [body]), link: invitePagePath(invite.id) };
}

/** The casting team's notice of a decline or a request for another time. */
export function organiserNotice(invite: InviteDetail, response: "decline" | "reschedule"): Notice {
  const { call } = invite.session;
  const name = invite.application.applicant.name;
  const args = {
    name,
    role: invite.application.role.name,
    when: whenPhrase(invite.slot.startsAt, invite.slot.endsAt),
    note: invite.note,
  };
  const project = call.projectTitle;
  return {
    userId: call.organization.ownerId,
    ...(response === "decline"
      ? noticeWords(phrase("audition.declinedTitle", { name, project }), [phrase("audition.declinedBody", args)])
      : noticeWords(phrase("audition.rescheduleTitle", { name, project }), [phrase("audition.rescheduleBody", args)])),
    link: auditionsPath(call.id),
  };
}

/** The invitation's calendar file as a mail attachment to its invitee, in their language (a cancellation when `cancelled`). */
export function calendarAttachment(invite: InviteDetail, cancelled = eventCancelled(invite)) {
  return {
    filename: "audition.ics",
    content: inviteCalendar(invite, memberLocale(invite.application.applicant.locale), cancelled),
    contentType: "text/calendar; charset=utf-8; method=PUBLISH",
  };
}

/**
 * Inside the change's transaction, once its writes are done: records each invitee's notice, carrying the
 * invitation's calendar file as it now stands, and answers the notices for sendNotices after the commit.
 */
export async function tellInvitees(
  tx: Prisma.TransactionClient,
  inviteIds: readonly string[],
  news: InviteNews,
  now = new Date(),
): Promise<Notice[]> {
  if (!inviteIds.length) return [];
  const invites = await tx.auditionInvite.findMany({ where: { id: { in: [...inviteIds] } }, select: INVITE_DETAIL });
  const notices = invites.map((invite) => ({
    ...inviteeNotice(invite, news, now),
    attachments: [calendarAttachment(invite)],
  }));
  await recordNotices(tx, notices);
  return notices;
}
