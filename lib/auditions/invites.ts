import "server-only";
import type { z } from "zod";
import { languageOf } from "../members/language.ts";
import type { AuthUser } from "../auth/identity.ts";
import { AppError, parseOrThrow, type Said } from "../errors.ts";
import { refusal } from "../i18n/refusals.ts";
import type { Prisma } from "../generated/prisma/client.ts";
import { sendNotices, recordNotices, type Notice } from "../notifications/notices.ts";
import { refuseMoneyRequests } from "../screening/money-requests.ts";
import { VISIBLE_MEMBER } from "../members/visibility.ts";
import { db, type Db } from "../server/db.ts";
import { rateLimits } from "../server/rate-limits.ts";
import { inviteParties, lockedSession, lockSession, requireInviteParty, requireSessionOrganiser } from "./access.ts";
import { inviteCalendar } from "./ics.ts";
import { INVITE_DETAIL, type InviteDetail } from "./invite-detail.ts";
import { organiserNotice, tellInvitees } from "./notices.ts";
import { holdsSeat, SEAT_HOLDING, statusName } from "./present.ts";
import { inviteAnswerSchema, inviteMoveSchema, inviteSchema } from "./schemas.ts";
import { INVITABLE_STATUSES, isInvitable } from "./invitable.ts";
import { requireLive } from "./sessions.ts";
import type { CreatedInvite, InvitesResult, InviteView } from "./views.ts";
import { withdrawInvitations } from "./withdrawals.ts";
import { formError } from "../i18n/form-errors.ts";

// Invitations to a session's slots and their answers. Every write locks the session's row first
// (lib/auditions/access.ts lockSession), so that seats are counted and taken one writer at a time: two
// casting assistants autofilling at once, or an invitee confirming as the team moves someone into the
// same slot, never put more people in a slot than it holds.

type LockedSession = Awaited<ReturnType<typeof lockSession>>;

/** Seats still free in each of the session's slots that have not begun, earliest first. */
async function freeSeats(tx: Prisma.TransactionClient, session: LockedSession, now: Date) {
  const held = await tx.auditionInvite.groupBy({
    by: ["slotId"],
    where: { sessionId: session.id, status: { in: SEAT_HOLDING } },
    _count: true,
  });
  const taken = new Map(held.map((h) => [h.slotId, h._count]));
  return session.slots
    .filter((slot) => slot.startsAt > now)
    .map((slot) => ({
      id: slot.id,
      startsAt: slot.startsAt,
      endsAt: slot.endsAt,
      free: slot.capacity - (taken.get(slot.id) ?? 0),
    }));
}

/** The seats of one slot held now (awaiting or confirmed). */
function seatsTaken(tx: Prisma.TransactionClient, slotId: string): Promise<number> {
  return tx.auditionInvite.count({ where: { slotId, status: { in: SEAT_HOLDING } } });
}

/**
 * Locks the applications (in the order of their ids, as triage and closing lock them) against a decision or
 * a withdrawal until the invitations are made, and answers those still shortlisted or selected.
 */
async function lockApplications(tx: Prisma.TransactionClient, ids: readonly string[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await tx.$queryRaw<{ id: string }[]>`
    SELECT "id" FROM "Application" WHERE "id" = ANY(${[...new Set(ids)]}::text[])
      AND "status"::text = ANY(${[...INVITABLE_STATUSES]}::text[]) ORDER BY "id" FOR SHARE`;
  const live = new Set(rows.map((r) => r.id));
  return ids.filter((id) => live.has(id));
}

/** The applications named, checked: of this call, shortlisted or selected, not yet invited to this session. */
async function invitableApplications(
  tx: Prisma.TransactionClient,
  session: LockedSession,
  ids: readonly string[],
): Promise<string[]> {
  const unique = [...new Set(ids)];
  const found = await tx.application.findMany({
    where: { id: { in: unique } },
    select: {
      id: true,
      callId: true,
      status: true,
      applicant: { select: { name: true, suspendedAt: true } },
      // Invitations to this session, and those held (not declined) in the call's other live sessions.
      auditionInvites: {
        where: {
          OR: [{ sessionId: session.id }, { session: { cancelledAt: null }, status: { not: "DECLINED" } }],
        },
        select: { sessionId: true },
      },
    },
  });
  const byId = new Map(found.map((a) => [a.id, a]));
  const problems: Said[] = [];
  const namesOf = (applications: typeof found) => applications.map((a) => a.applicant.name).join(", ");
  const foreign = unique.filter((id) => byId.get(id)?.callId !== session.callId);
  if (foreign.length) problems.push(refusal("inviteNotInCall", { ids: foreign.join(", ") }));
  const mine = unique.map((id) => byId.get(id)).filter((a) => a && a.callId === session.callId) as typeof found;
  const suspended = mine.filter((a) => a.applicant.suspendedAt);
  if (suspended.length) {
    throw new AppError("conflict", refusal("membersSuspended", { names: namesOf(suspended) }), {
      code: "member_suspended",
    });
  }
  const notShortlisted = mine.filter((a) => !isInvitable(a.status));
  if (notShortlisted.length) {
    problems.push(refusal("inviteNotShortlisted", { names: namesOf(notShortlisted) }));
  }
  const already = mine.filter((a) => a.auditionInvites.some((i) => i.sessionId === session.id));
  if (already.length) problems.push(refusal("inviteAlreadyInvited", { names: namesOf(already) }));
  const elsewhere = mine.filter((a) => !already.includes(a) && a.auditionInvites.length);
  if (elsewhere.length) {
    problems.push(refusal("inviteHeldElsewhere", { names: namesOf(elsewhere) }));
  }
  if (problems.length) {
    const said = refusal("invitesRefused", { problems });
    throw new AppError("invalid", said, { errors: { applicationIds: said.english } });
  }
  return unique;
}

/** Shortlisted applicants of the call (of one role when asked) not invited to any live session of it, in the order they applied. */
async function autofillApplications(tx: Prisma.TransactionClient, session: LockedSession, roleId?: string) {
  if (roleId) {
    const role = await tx.role.findFirst({ where: { id: roleId, callId: session.callId }, select: { id: true } });
    if (!role)
      throw new AppError("invalid", refusal("auditionRoleUnknown"), {
        errors: { roleId: formError("generic.unknownRole") },
      });
  }
  const rows = await tx.application.findMany({
    where: {
      callId: session.callId,
      status: "SHORTLISTED",
      ...(roleId ? { roleId } : {}),
      applicant: VISIBLE_MEMBER,
      auditionInvites: { none: { session: { cancelledAt: null } } },
    },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { id: true },
  });
  return rows.map((r) => r.id);
}

/**
 * POST /api/sessions/{id}/invites: `applicationIds` (into `slotId`, or the earliest slots with room) or
 * `autofill` (every shortlisted applicant not yet invited, as many as the free seats take). Each invitee is
 * told, with the calendar file.
 */
export async function inviteToSession(
  member: AuthUser,
  sessionId: string,
  input: unknown,
  now = new Date(),
): Promise<InvitesResult> {
  const body = parseOrThrow(inviteSchema, input);
  let told: Notice[] = [];
  const result = await db().$transaction(async (tx) => {
    // The call first (who autofill takes depends on every session of the call), then the session's seats.
    await requireSessionOrganiser(tx, member, sessionId);
    const { callId } = await tx.auditionSession.findUniqueOrThrow({
      where: { id: sessionId },
      select: { callId: true },
    });
    await tx.$queryRaw`SELECT 1 FROM "CastingCall" WHERE "id" = ${callId} FOR NO KEY UPDATE`;
    const session = await lockedSession(tx, sessionId);
    requireLive(session);
    let seats = await freeSeats(tx, session, now);
    if (!seats.length) throw new AppError("conflict", refusal("auditionSessionBegun"), { code: "session_past" });
    let applicationIds: string[];
    if ("autofill" in body) {
      applicationIds = await lockApplications(tx, await autofillApplications(tx, session, body.roleId));
    } else {
      await lockApplications(tx, body.applicationIds);
      applicationIds = await invitableApplications(tx, session, body.applicationIds);
      if (body.slotId) {
        const slot = seats.find((s) => s.id === body.slotId);
        if (!slot) {
          const said = session.slots.some((s) => s.id === body.slotId)
            ? refusal("auditionSlotBegun")
            : refusal("auditionSlotUnknown");
          throw new AppError("invalid", said, { errors: { slotId: said.english } });
        }
        if (slot.free < applicationIds.length) throw slotFull(slot.free);
        seats = [slot];
      } else {
        const free = seats.reduce((sum, s) => sum + s.free, 0);
        if (free < applicationIds.length) {
          throw new AppError("conflict", refusal("auditionSessionSeats", { count: free }), { code: "session_full" });
        }
      }
    }
    const created: CreatedInvite[] = [];
    let next = 0;
    for (const applicationId of applicationIds) {
      while (next < seats.length && seats[next].free <= 0) next++;
      if (next >= seats.length) break;
      const slot = seats[next];
      const invite = await tx.auditionInvite.create({
        data: { sessionId, slotId: slot.id, applicationId },
        select: { id: true },
      });
      slot.free--;
      created.push({
        id: invite.id,
        applicationId,
        slotStart: slot.startsAt.toISOString(),
        slotEnd: slot.endsAt.toISOString(),
      });
    }
    told = await tellInvitees(
      tx,
      created.map((c) => c.id),
      "invited",
    );
    return { invites: created, notPlaced: applicationIds.length - created.length };
  });
  sendNotices(told);
  return result;
}

function slotFull(free: number) {
  const said = free ? refusal("auditionSlotRoom", { count: free }) : refusal("auditionSlotFull");
  return new AppError("conflict", said, { code: "slot_full", errors: { slotId: said.english } });
}

function presentInvite(invite: InviteDetail, now: Date): InviteView {
  const { session } = invite;
  return {
    id: invite.id,
    status: statusName(invite.status),
    note: invite.note,
    call: {
      id: session.call.id,
      title: session.call.title,
      projectTitle: session.call.projectTitle,
      organization: session.call.organization.name,
    },
    role: invite.application.role.name,
    start: invite.slot.startsAt.toISOString(),
    end: invite.slot.endsAt.toISOString(),
    place: session.place,
    link: session.link,
    cancelled: session.cancelledAt !== null,
    past: invite.slot.startsAt <= now,
  };
}

/** GET /api/me/invites: the member's audition invitations, the coming ones first (soonest first), then the past (latest first). */
export async function invitesOf(member: AuthUser, now = new Date()): Promise<InviteView[]> {
  const mine = { application: { applicantId: member.id } };
  const [coming, past] = await Promise.all([
    db().auditionInvite.findMany({
      where: { ...mine, slot: { startsAt: { gt: now } } },
      select: INVITE_DETAIL,
      orderBy: [{ slot: { startsAt: "asc" } }, { id: "asc" }],
      take: 200,
    }),
    db().auditionInvite.findMany({
      where: { ...mine, slot: { startsAt: { lte: now } } },
      select: INVITE_DETAIL,
      orderBy: [{ slot: { startsAt: "desc" } }, { id: "asc" }],
      take: 20,
    }),
  ]);
  return [...coming, ...past].map((row) => presentInvite(row, now));
}

/** The invitation's details; 404 when it is gone (withdrawn since its parties were read). */
async function inviteDetail(client: Pick<Db, "auditionInvite">, inviteId: string) {
  const invite = await client.auditionInvite.findUnique({ where: { id: inviteId }, select: INVITE_DETAIL });
  if (!invite) throw new AppError("not-found", refusal("noSuchInvitation"));
  return invite;
}

/** GET /api/invites/{id}: the invitation, to its invitee and its casting team. */
export async function getInvite(member: AuthUser, inviteId: string, now = new Date()): Promise<InviteView> {
  requireInviteParty(member, await inviteParties(inviteId));
  return presentInvite(await inviteDetail(db(), inviteId), now);
}

/** GET /api/invites/{id}/calendar.ics: the calendar file, to the invitee and the casting team, in the asker's language. */
export async function inviteCalendarFile(member: AuthUser, inviteId: string): Promise<string> {
  requireInviteParty(member, await inviteParties(inviteId));
  const [invite, locale] = await Promise.all([inviteDetail(db(), inviteId), languageOf(member.id)]);
  return inviteCalendar(invite, locale);
}

type ChangedInvite = { invite: InviteDetail; told: Notice[] };

/** The casting team moves an invitation to another slot with room: it awaits an answer again, and the invitee is told. */
async function moveInvite(
  tx: Prisma.TransactionClient,
  session: Awaited<ReturnType<typeof lockedSession>>,
  invite: InviteDetail,
  slotId: string,
  now: Date,
): Promise<ChangedInvite> {
  if (slotId === invite.slot.id) return { invite, told: [] };
  const slot = session.slots.find((s) => s.id === slotId);
  if (!slot)
    throw new AppError("invalid", refusal("auditionSlotUnknown"), {
      errors: { slotId: formError("generic.unknownSlot") },
    });
  if (slot.startsAt <= now) {
    throw new AppError("invalid", refusal("auditionSlotBegun"), {
      errors: { slotId: formError("auditions.slotBegun") },
    });
  }
  const taken = await seatsTaken(tx, slot.id);
  if (taken >= slot.capacity) throw slotFull(0);
  await tx.auditionInvite.update({
    where: { id: invite.id },
    data: {
      slotId: slot.id,
      status: "AWAITING",
      note: "",
      answeredAt: null,
      remindedAt: null,
      sequence: { increment: 1 },
    },
  });
  const told = await tellInvitees(tx, [invite.id], "moved", now);
  return { invite: await inviteDetail(tx, invite.id), told };
}

/** The invitee confirms, declines or asks for another time; the team is told of all but a confirmation. */
async function answerInvite(
  tx: Prisma.TransactionClient,
  session: Awaited<ReturnType<typeof lockedSession>>,
  invite: InviteDetail,
  answer: z.infer<typeof inviteAnswerSchema>,
  now: Date,
): Promise<ChangedInvite> {
  const { response } = answer;
  const status = response === "confirm" ? "CONFIRMED" : response === "decline" ? "DECLINED" : "RESCHEDULE";
  if (holdsSeat(status) && !holdsSeat(invite.status)) {
    // A decline (or a request for another time) gave the seat up: confirming takes it back only if it is still free.
    const slot = session.slots.find((s) => s.id === invite.slot.id)!;
    const taken = await seatsTaken(tx, slot.id);
    if (taken >= slot.capacity) {
      const said = refusal("auditionSlotGiven");
      throw new AppError("conflict", said, { code: "slot_full", errors: { response: said.english } });
    }
  }
  // Answering again after a decline puts the event back in the calendar: a new calendar file version.
  const reopened = invite.status === "DECLINED" || status === "DECLINED";
  const updated = await tx.auditionInvite.update({
    where: { id: invite.id },
    data: {
      status,
      note: response === "confirm" ? "" : answer.note,
      answeredAt: now,
      ...(reopened && invite.status !== status ? { sequence: { increment: 1 } } : {}),
    },
    select: INVITE_DETAIL,
  });
  if (response === "confirm") return { invite: updated, told: [] };
  const told = [organiserNotice(updated, response)];
  await recordNotices(tx, told);
  return { invite: updated, told };
}

/**
 * PATCH /api/invites/{id}: the invitee answers (`response` confirm | decline | reschedule, a `note` with the
 * last two), or the casting team moves the invitation to another slot of the session (`slotId`): it then
 * awaits an answer again and the invitee is told with a new calendar file.
 */
export async function actOnInvite(
  member: AuthUser,
  inviteId: string,
  input: unknown,
  now = new Date(),
): Promise<InviteView> {
  const parties = await inviteParties(inviteId);
  requireInviteParty(member, parties);
  const isInvitee = member.id === parties.inviteeId;
  const answer = isInvitee ? parseOrThrow(inviteAnswerSchema, input) : null;
  if (answer) refuseMoneyRequests({ note: { text: answer.note, what: "note" } });
  const move = isInvitee ? null : parseOrThrow(inviteMoveSchema, input);
  // Each change tells the other side (a notification and a mail): not to be repeated without end.
  await rateLimits.beforeInviteChange(member.id, inviteId);
  let told: Notice[] = [];
  const final = await db().$transaction(async (tx) => {
    // The session's lock, as every write to its seats takes it.
    const session = await lockedSession(tx, parties.sessionId);
    requireLive(session);
    // Locked: an application withdrawn meanwhile (its invitations go with it) is seen as gone.
    await tx.$queryRaw`SELECT 1 FROM "AuditionInvite" WHERE "id" = ${inviteId} FOR UPDATE`;
    const invite = await inviteDetail(tx, inviteId);
    if (invite.slot.startsAt <= now) {
      throw new AppError("conflict", refusal("auditionInviteBegunChange"), {
        code: "session_past",
      });
    }
    const changed = move
      ? await moveInvite(tx, session, invite, move.slotId, now)
      : await answerInvite(tx, session, invite, answer!, now);
    told = changed.told;
    return changed.invite;
  });
  sendNotices(told);
  return presentInvite(final, now);
}

/**
 * DELETE /api/invites/{id}: the casting team withdraws an invitation (someone rejected after all, say); its
 * invitee is told, with a calendar file that cancels the event. The invitee declines instead.
 */
export async function withdrawInvite(member: AuthUser, inviteId: string, now = new Date()): Promise<void> {
  const parties = await inviteParties(inviteId);
  requireInviteParty(member, parties);
  if (member.id !== parties.organiserId) {
    throw new AppError("forbidden", refusal("auditionWithdrawTeamOnly"));
  }
  await rateLimits.beforeInviteChange(member.id, inviteId);
  const notices = await db().$transaction(async (tx) => {
    requireLive(await lockedSession(tx, parties.sessionId));
    await tx.$queryRaw`SELECT 1 FROM "AuditionInvite" WHERE "id" = ${inviteId} FOR UPDATE`;
    const invite = await tx.auditionInvite.findUnique({ where: { id: inviteId }, select: { slot: true } });
    if (!invite) throw new AppError("not-found", refusal("noSuchInvitation"));
    if (invite.slot.startsAt <= now) {
      throw new AppError("conflict", refusal("auditionInviteBegunWithdraw"), {
        code: "session_past",
      });
    }
    const withdrawn = await withdrawInvitations(tx, { inviteIds: [inviteId] }, now);
    await recordNotices(tx, withdrawn);
    return withdrawn;
  });
  sendNotices(notices);
}
