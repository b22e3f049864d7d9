import "server-only";
import { MAIL_RECIPIENT, mailRecipientOf } from "../accounts/minors.ts";
import { dayInIndia, todayInIndia } from "../dates.ts";
import type { Prisma } from "../generated/prisma/client.ts";
import { sendMail, type Mail } from "../mail/mailer.ts";
import { noticeMail } from "../mail/templates.ts";
import { recordNotices, type Notice } from "../notifications/notices.ts";
import { inBackground } from "../server/background.ts";
import { db } from "../server/db.ts";
import { eventCancelled, inviteCalendar } from "./ics.ts";
import { INVITE_DETAIL, type InviteDetail } from "./invite-detail.ts";
import { auditionsPath, invitePagePath } from "./paths.ts";
import { auditionWhen, auditionWhere } from "./words.ts";

// What invitees and casting teams are told. An invitee's notice is recorded in the transaction of the change
// and mailed after it commits with the invitation's calendar file as it then stands (to a minor's parent or
// guardian, who holds the account).

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

/** An invitee told, for the mail after the transaction. */
export interface Told {
  inviteId: string;
  notice: Notice;
}

/** What an invitation's mail reads: its details, and where its invitee's mail goes. */
const MAILABLE = {
  ...INVITE_DETAIL,
  application: {
    select: { ...INVITE_DETAIL.application.select, applicant: { select: { id: true, ...MAIL_RECIPIENT } } },
  },
} as const satisfies Prisma.AuditionInviteSelect;

type Mailable = Prisma.AuditionInviteGetPayload<{ select: typeof MAILABLE }>;

/** The invitation's calendar file as a mail attachment (a cancellation when `cancelled`). */
export function calendarAttachment(invite: InviteDetail, cancelled = eventCancelled(invite)) {
  return {
    filename: "audition.ics",
    content: inviteCalendar(invite, cancelled),
    contentType: "text/calendar; charset=utf-8; method=PUBLISH",
  };
}

/** The notice as a mail to the invitee (a minor's parent or guardian), with the calendar file. */
function inviteMail(invite: Mailable, notice: Notice): Mail {
  const person = mailRecipientOf(invite.application.applicant);
  return { ...noticeMail(person.email, person.name, notice), attachments: [calendarAttachment(invite)] };
}

/** Inside the change's transaction: records each invitee's notice (as the invitations now stand). */
export async function tellInvitees(
  tx: Prisma.TransactionClient,
  inviteIds: readonly string[],
  news: InviteNews,
  now = new Date(),
): Promise<Told[]> {
  if (!inviteIds.length) return [];
  const invites = await tx.auditionInvite.findMany({ where: { id: { in: [...inviteIds] } }, select: INVITE_DETAIL });
  const told = invites.map((invite) => ({ inviteId: invite.id, notice: inviteeNotice(invite, news, now) }));
  await recordNotices(
    tx,
    told.map((t) => t.notice),
  );
  return told;
}

/** After the commit: mails each told invitee their notice with the calendar file as it stands. */
export function mailInvitees(told: readonly Told[]): void {
  if (!told.length) return;
  inBackground(`audition mail (${told.length})`, async () => {
    const invites = await db().auditionInvite.findMany({
      where: { id: { in: told.map((t) => t.inviteId) } },
      select: MAILABLE,
    });
    const byId = new Map(invites.map((i) => [i.id, i]));
    for (const { inviteId, notice } of told) {
      const invite = byId.get(inviteId);
      if (invite) sendMail(inviteMail(invite, notice));
    }
  });
}
