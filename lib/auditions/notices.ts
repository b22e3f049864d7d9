import "server-only";
import { MAIL_RECIPIENT, mailRecipientOf } from "../accounts/minors.ts";
import type { Prisma } from "../generated/prisma/client.ts";
import { sendMail } from "../mail/mailer.ts";
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

export type InviteNews = "invited" | "moved" | "cancelled" | "reminder";

function inviteeNotice(invite: InviteDetail, news: InviteNews): Notice {
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
    cancelled: {
      title: `Audition cancelled: ${call.projectTitle}`,
      body: `${org} has cancelled the audition for ${role} on ${when}. Your application stands.`,
    },
    reminder: {
      title: `Audition tomorrow: ${role} in ${call.projectTitle}`,
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

/** Inside the change's transaction: records each invitee's notice (as the invitations now stand). */
export async function tellInvitees(
  tx: Prisma.TransactionClient,
  inviteIds: readonly string[],
  news: InviteNews,
): Promise<Told[]> {
  if (!inviteIds.length) return [];
  const invites = await tx.auditionInvite.findMany({ where: { id: { in: [...inviteIds] } }, select: INVITE_DETAIL });
  const told = invites.map((invite) => ({ inviteId: invite.id, notice: inviteeNotice(invite, news) }));
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
      select: {
        ...INVITE_DETAIL,
        application: {
          select: { ...INVITE_DETAIL.application.select, applicant: { select: { id: true, ...MAIL_RECIPIENT } } },
        },
      },
    });
    const byId = new Map(invites.map((i) => [i.id, i]));
    for (const { inviteId, notice } of told) {
      const invite = byId.get(inviteId);
      if (!invite) continue;
      const person = mailRecipientOf(invite.application.applicant);
      sendMail({
        ...noticeMail(person.email, person.name, notice),
        attachments: [
          {
            filename: "audition.ics",
            content: inviteCalendar(invite),
            contentType: `text/calendar; charset=utf-8; method=${eventCancelled(invite) ? "CANCEL" : "PUBLISH"}`,
          },
        ],
      });
    }
  });
}
