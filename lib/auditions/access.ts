import "server-only";
import type { AuthUser } from "../auth/identity.ts";
import { AppError } from "../errors.ts";
import { refusal } from "../i18n/refusals.ts";
import type { Prisma } from "../generated/prisma/client.ts";
import { CALL_OWNER_SELECT, ownedCallOf } from "../hiring/call-owner.ts";
import { isId } from "../ids.ts";
import { db, type Db } from "../server/db.ts";

// Who may do what with auditions: a call's sessions and their invitations belong to the organisation that
// posted the call; an invitation is also its invitee's (the applicant). Everything else is 403, and an id
// that names nothing is 404.

const ONLY_ORGANIZATION = refusal("auditionsOwnerOnly");

/** The call, provided the member's organisation posted it. */
export async function callOfOrganization(member: AuthUser, callId: string) {
  const call = isId(callId)
    ? await db().castingCall.findUnique({
        where: { id: callId },
        select: {
          id: true,
          title: true,
          projectTitle: true,
          organization: { select: { name: true, ownerId: true } },
          roles: { select: { id: true, name: true }, orderBy: { position: "asc" } },
        },
      })
    : null;
  return ownedCallOf(member, call, ONLY_ORGANIZATION);
}

/**
 * Inside a transaction: locks the session's row and reads it, to its call's organisation only. Every write
 * to a session's slots and invitations takes this lock first, so seats are counted one writer at a time.
 */
export async function lockSession(tx: Prisma.TransactionClient, member: AuthUser, sessionId: string) {
  await requireSessionOrganiser(tx, member, sessionId);
  return lockedSession(tx, sessionId);
}

/** 404 when there is no such session, 403 unless the member's organisation posted its call. */
export async function requireSessionOrganiser(
  client: Pick<Db, "auditionSession">,
  member: AuthUser,
  sessionId: string,
): Promise<void> {
  const found = isId(sessionId)
    ? await client.auditionSession.findUnique({
        where: { id: sessionId },
        select: { call: { select: CALL_OWNER_SELECT } },
      })
    : null;
  if (!found) throw new AppError("not-found", refusal("noSuchAuditionSession"));
  ownedCallOf(member, found.call, ONLY_ORGANIZATION);
}

/** Inside a transaction: locks a session's row and reads it with its slots (the caller has checked who may). */
export async function lockedSession(tx: Prisma.TransactionClient, sessionId: string) {
  await tx.$queryRaw`SELECT 1 FROM "AuditionSession" WHERE "id" = ${sessionId} FOR UPDATE`;
  return tx.auditionSession.findUniqueOrThrow({
    where: { id: sessionId },
    include: {
      slots: { orderBy: { startsAt: "asc" } },
      call: { select: { id: true, title: true, projectTitle: true } },
    },
  });
}

/** An invitation's parties: the invitee (the applicant) and the organisation's owner. */
export async function inviteParties(inviteId: string) {
  const found = isId(inviteId)
    ? await db().auditionInvite.findUnique({
        where: { id: inviteId },
        select: {
          sessionId: true,
          application: { select: { applicantId: true } },
          session: { select: { call: { select: { organization: { select: { ownerId: true } } } } } },
        },
      })
    : null;
  if (!found) throw new AppError("not-found", refusal("noSuchInvitation"));
  return {
    sessionId: found.sessionId,
    inviteeId: found.application.applicantId,
    organiserId: found.session.call.organization.ownerId,
  };
}

/** 403 unless the member is the invitee or the organisation. */
export function requireInviteParty(member: AuthUser, parties: { inviteeId: string; organiserId: string }): void {
  if (member.id !== parties.inviteeId && member.id !== parties.organiserId) {
    throw new AppError("forbidden", refusal("auditionInvitePartiesOnly"));
  }
}
