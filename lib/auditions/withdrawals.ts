import "server-only";
import type { Prisma } from "../generated/prisma/client.ts";
import type { Notice } from "../notifications/notices.ts";
import { INVITE_DETAIL } from "./invite-detail.ts";
import { calendarAttachment, inviteeNotice } from "./notices.ts";

// Invitations withdrawn: by the casting team (DELETE /api/invites/{id}), or because the application is no
// longer shortlisted or selected (rejected, put back, closed with its call) once its applicant is told of
// that. Each coming invitation is deleted (its seat freed) and its invitee's notice carries a calendar file
// that cancels the event. Past invitations, and those of cancelled sessions, stay as they were.

/**
 * Inside the transaction of the change: deletes the coming invitations named (by invitation or by
 * application) and answers their invitees' notices, for the caller to record and mail.
 */
export async function withdrawInvitations(
  tx: Prisma.TransactionClient,
  which: { inviteIds: readonly string[] } | { applicationIds: readonly string[] },
  now = new Date(),
): Promise<Notice[]> {
  // Most decisions and closings concern nobody invited: no query for an empty list.
  const given = "inviteIds" in which ? which.inviteIds : which.applicationIds;
  if (!given.length) return [];
  const named = "inviteIds" in which ? { id: { in: [...given] } } : { applicationId: { in: [...given] } };
  const where = { ...named, session: { cancelledAt: null }, slot: { startsAt: { gt: now } } };
  const found = await tx.auditionInvite.findMany({ where, select: { id: true } });
  if (!found.length) return [];
  // Locked in the order of their ids, as a change of their session locks them, before they are read and deleted.
  const ids = found.map((i) => i.id);
  await tx.$queryRaw`SELECT 1 FROM "AuditionInvite" WHERE "id" = ANY(${ids}::text[]) ORDER BY "id" FOR UPDATE`;
  const invites = await tx.auditionInvite.findMany({ where: { ...where, id: { in: ids } }, select: INVITE_DETAIL });
  if (!invites.length) return [];
  await tx.auditionInvite.deleteMany({ where: { id: { in: invites.map((i) => i.id) } } });
  return invites.map((invite) => ({
    ...inviteeNotice(invite, "withdrawn", now),
    attachments: [calendarAttachment({ ...invite, sequence: invite.sequence + 1 }, true)],
  }));
}

/**
 * Inside the suspension's transaction: withdraws the coming invitations the member holds, and those their
 * organisation's calls gave, so that nobody travels to an audition with a suspended account. Its invitees are
 * told, but for the suspended member.
 */
export async function withdrawInvitationsOfSuspended(
  tx: Prisma.TransactionClient,
  userId: string,
  now = new Date(),
): Promise<Notice[]> {
  const applications = await tx.application.findMany({
    where: {
      OR: [{ applicantId: userId }, { call: { organization: { ownerId: userId } } }],
      auditionInvites: { some: {} },
    },
    select: { id: true },
  });
  const notices = await withdrawInvitations(tx, { applicationIds: applications.map((a) => a.id) }, now);
  return notices.filter((notice) => notice.userId !== userId);
}
