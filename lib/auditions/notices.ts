import "server-only";
import { dayInIndia, todayInIndia } from "../dates.ts";
import type { Prisma } from "../generated/prisma/client.ts";
import { recordNotices, type Notice } from "../notifications/notices.ts";
import { eventCancelled, inviteCalendar } from "./ics.ts";
import { INVITE_DETAIL, type InviteDetail } from "./invite-detail.ts";
import { auditionsPath, invitePagePath } from "./paths.ts";
import { auditionWhen, auditionWhere } from "./words.ts";

// What invitees and casting teams are told. An invitee's notice is recorded in the transaction of the change
// and mailed after it commits (lib/notifications/notices.ts mailNotices: to a minor's parent or guardian, who
// holds the account), with the invitation's calendar file as the change left it.

export type InviteNews = "invited" | "moved" | "relocated" | "cancelled" | "withdrawn" | "reminder";

export function inviteeNotice(invite: InviteDetail, news: InviteNews, now = new Date()): Notice {
  const { call } = invite.session;
  const org = call.organization.name;
  const role = invite.application.role.name;
  const when = auditionWhen(invite.slot.startsAt, invite.slot.endsAt);
  const where = auditionWhere(invite.session);
  const words: Record<InviteNews, { title: string; body: string }> = {
    invited: {
      title: `Audition invitation: ${role} in ${call.projectTitle}`,
      body: `${org} invites you to audition on ${when}, ${where}. Confirm, decline or ask for another time.`,
    },
    moved: {
      title: `Your audition time has changed: ${call.projectTitle}`,
      body: `${org} has moved your audition for ${role} to ${when}, ${where}. Please confirm the new time.`,
    },
    relocated: {
      title: `Your audition has a new ${invite.session.place ? "place" : "link"}: ${call.projectTitle}`,
      body: `${org} has changed where your audition for ${role} is: on ${when}, ${where}. The time stays the same.`,
    },
    cancelled: {
      title: `Audition cancelled: ${call.projectTitle}`,
      body: `${org} has cancelled the audition for ${role} on ${when}. Your application stands.`,
    },
    withdrawn: {
      title: `Audition invitation withdrawn: ${call.projectTitle}`,
      body: `${org} has withdrawn the invitation to audition for ${role} on ${when}.`,
    },
    reminder: {
      title: `Audition ${dayInIndia(invite.slot.startsAt) === todayInIndia(now) ? "today" : "tomorrow"}: ${role} in ${call.projectTitle}`,
      body: `A reminder: your audition with ${org} is on ${when}, ${where}.`,
    },
  };
  return { userId: invite.application.applicantId, ...words[news], link: invitePagePath(invite.id) };
}

/** The casting team's notice of a decline or a request for another time. */
export function organiserNotice(invite: InviteDetail, response: "decline" | "reschedule"): Notice {
  const { call } = invite.session;
  const name = invite.application.applicant.name;
  const who = `${name} (${invite.application.role.name})`;
  const when = auditionWhen(invite.slot.startsAt, invite.slot.endsAt);
  return {
    userId: call.organization.ownerId,
    ...(response === "decline"
      ? {
          title: `${name} declined the audition: ${call.projectTitle}`,
          body: `${who} will not come on ${when}: “${invite.note}”`,
        }
      : {
          title: `${name} asks for another audition time: ${call.projectTitle}`,
          body: `${who} cannot come on ${when}: “${invite.note}” Move them to another slot on the schedule.`,
        }),
    link: auditionsPath(call.id),
  };
}

/** The invitation's calendar file as a mail attachment (a cancellation when `cancelled`). */
export function calendarAttachment(invite: InviteDetail, cancelled = eventCancelled(invite)) {
  return {
    filename: "audition.ics",
    content: inviteCalendar(invite, cancelled),
    contentType: "text/calendar; charset=utf-8; method=PUBLISH",
  };
}

/**
 * Inside the change's transaction, once its writes are done: records each invitee's notice, carrying the
 * invitation's calendar file as it now stands, and answers the notices for mailNotices after the commit.
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
