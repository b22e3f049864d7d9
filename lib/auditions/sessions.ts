import "server-only";
import type { AuthUser } from "../auth/identity.ts";
import { momentInIndia, toDateOnly, todayInIndia } from "../dates.ts";
import { AppError, parseOrThrow } from "../errors.ts";
import { refusal } from "../i18n/refusals.ts";
import type { z } from "zod";
import type { Prisma } from "../generated/prisma/client.ts";
import type { InviteStatus } from "../generated/prisma/enums.ts";
import { db } from "../server/db.ts";
import { callOfOrganization, lockSession, requireSessionOrganiser } from "./access.ts";
import { sendNotices, type Notice } from "../notifications/notices.ts";
import { tellInvitees } from "./notices.ts";
import { holdsSeat, presentSession, SESSION_INCLUDE, storedBreaks } from "./present.ts";
import type { SessionView } from "./views.ts";
import { mergedSessionSchema, sessionChangeSchema, sessionSchema } from "./schemas.ts";
import { slotSpans, type MinuteSpan } from "./slots.ts";
import { refuseMoneyRequests } from "../screening/money-requests.ts";
import { formError } from "../i18n/form-errors.ts";

// A call's audition sessions: a day of slots (lib/auditions/slots.ts) at a place or on a video call. Moving
// a session's day or times moves its invitations with it (in their order, into the new slots), sets each
// moved one back to awaiting an answer and tells its invitee with a new calendar file; cancelling tells
// every invitee. Invitations and answers: lib/auditions/invites.ts.

const pastError = () =>
  new AppError("invalid", formError("auditions.startInFuture"), {
    errors: { date: formError("auditions.startInFuture") },
  });

/** The breaks in the order of the day (so that the same breaks sent in another order are the same). */
const byStart = (breaks: MinuteSpan[]) => [...breaks].sort((x, y) => x.start - y.start);

function slotRows(day: string, start: number, end: number, slotMinutes: number, breaks: MinuteSpan[], perSlot: number) {
  return slotSpans({ start, end }, slotMinutes, breaks).map((span) => ({
    startsAt: momentInIndia(day, span.start),
    endsAt: momentInIndia(day, span.end),
    capacity: perSlot,
  }));
}

async function sessionView(client: Prisma.TransactionClient, id: string): Promise<SessionView> {
  return presentSession(await client.auditionSession.findUniqueOrThrow({ where: { id }, include: SESSION_INCLUDE }));
}

/** A new session's row, with its slots, from a checked body (the API's, or the demo data's). */
export function newSessionData(callId: string, body: z.output<typeof sessionSchema>) {
  const breaks = byStart(body.breaks);
  return {
    callId,
    day: new Date(`${body.date}T00:00:00Z`),
    startMinute: body.start,
    endMinute: body.end,
    slotMinutes: body.slotMinutes,
    perSlot: body.perSlot,
    breaks: breaks.map((b) => ({ start: b.start, end: b.end })),
    place: body.place || null,
    link: body.link || null,
    slots: { create: slotRows(body.date, body.start, body.end, body.slotMinutes, breaks, body.perSlot) },
  } satisfies Prisma.AuditionSessionUncheckedCreateInput;
}

/** What of a session reaches the invitees as written (invitation, mail, calendar file): screened for money requests. */
const screened = (body: { place?: string | null; link?: string | null }) => ({
  place: { text: body.place, what: "auditionPlace" as const },
  link: { text: body.link, what: "videoCallLink" as const },
});

/** POST /api/calls/{id}/sessions: a new session, with its slots. */
export async function createSession(
  member: AuthUser,
  callId: string,
  input: unknown,
  now = new Date(),
): Promise<SessionView> {
  const call = await callOfOrganization(member, callId);
  const body = parseOrThrow(sessionSchema, input);
  refuseMoneyRequests(screened(body));
  if (body.date < todayInIndia(now) || momentInIndia(body.date, body.start) <= now) throw pastError();
  return db().$transaction(async (tx) => {
    const created = await tx.auditionSession.create({
      data: newSessionData(call.id, body),
      select: { id: true },
    });
    return sessionView(tx, created.id);
  });
}

/** GET /api/calls/{id}/sessions: the call's sessions, soonest first and the cancelled after, each slot with who is in it. */
export async function sessionsOfCall(member: AuthUser, callId: string): Promise<SessionView[]> {
  return sessionsOf((await callOfOrganization(member, callId)).id);
}

/** The sessions of a call whose organisation the caller has checked. */
export async function sessionsOf(callId: string): Promise<SessionView[]> {
  const rows = await db().auditionSession.findMany({
    where: { callId },
    orderBy: [{ cancelledAt: { sort: "asc", nulls: "first" } }, { day: "asc" }, { startMinute: "asc" }, { id: "asc" }],
    include: SESSION_INCLUDE,
  });
  return rows.map((row) => presentSession(row));
}

/** GET /api/sessions/{id}: one session (its call's organisation only). */
export async function getSession(member: AuthUser, sessionId: string): Promise<SessionView> {
  await requireSessionOrganiser(db(), member, sessionId);
  return presentSession(
    await db().auditionSession.findUniqueOrThrow({ where: { id: sessionId }, include: SESSION_INCLUDE }),
  );
}

export function requireLive(session: { cancelledAt: Date | null }): void {
  if (session.cancelledAt) {
    throw new AppError("conflict", refusal("auditionSessionCancelled"), { code: "session_cancelled" });
  }
}

/**
 * The invitations of a session placed into its new slots. Whoever holds a seat keeps their time where a new
 * slot still begins then (on the new day) and has room; the others go to the slot with room nearest their old
 * time, in their order. Those holding no seat (declined, asking for another time) go to the nearest slot.
 * Null when the seats are too few.
 */
function replace(
  invites: { id: string; status: InviteStatus; startsAt: Date }[],
  slots: { id: string; startsAt: Date; capacity: number }[],
  shiftMs: number,
): Map<string, string> | null {
  const placed = new Map<string, string>();
  const used = new Map<string, number>();
  const take = (inviteId: string, slot: { id: string }) => {
    placed.set(inviteId, slot.id);
    used.set(slot.id, (used.get(slot.id) ?? 0) + 1);
  };
  const hasRoom = (slot: { id: string; capacity: number }) => (used.get(slot.id) ?? 0) < slot.capacity;
  const nearest = <T extends { startsAt: Date }>(candidates: T[], target: number) =>
    candidates.reduce<T | undefined>(
      (best, s) =>
        !best || Math.abs(s.startsAt.getTime() - target) < Math.abs(best.startsAt.getTime() - target) ? s : best,
      undefined,
    );
  const slotAt = new Map(slots.map((slot) => [slot.startsAt.getTime(), slot]));
  const holding = invites.filter((i) => holdsSeat(i.status));
  const unplaced = holding.filter((invite) => {
    const same = slotAt.get(invite.startsAt.getTime() + shiftMs);
    if (!same || !hasRoom(same)) return true;
    take(invite.id, same);
    return false;
  });
  for (const invite of unplaced) {
    const slot = nearest(slots.filter(hasRoom), invite.startsAt.getTime() + shiftMs);
    if (!slot) return null;
    take(invite.id, slot);
  }
  for (const invite of invites.filter((i) => !holdsSeat(i.status))) {
    placed.set(invite.id, nearest(slots, invite.startsAt.getTime() + shiftMs)!.id);
  }
  return placed;
}

type LockedSession = Awaited<ReturnType<typeof lockSession>>;
type SessionChange = z.infer<typeof sessionChangeSchema>;
/** An invitation of the session before the change, with the slot it held. */
type InviteBefore = { id: string; status: InviteStatus; slot: { startsAt: Date; endsAt: Date } };

/** The session as it will be: the change over what is stored. */
function mergeChange(session: LockedSession, change: SessionChange) {
  return {
    date: change.date ?? toDateOnly(session.day),
    start: change.start ?? session.startMinute,
    end: change.end ?? session.endMinute,
    slotMinutes: change.slotMinutes ?? session.slotMinutes,
    perSlot: change.perSlot ?? session.perSlot,
    breaks: byStart(change.breaks ?? storedBreaks(session.breaks)),
    // A place given replaces a link, and the other way round.
    place: change.place !== undefined ? change.place || null : change.link ? null : session.place,
    link: change.link !== undefined ? change.link || null : change.place ? null : session.link,
  };
}
type MergedSession = ReturnType<typeof mergeChange>;

function keepsLayout(session: LockedSession, merged: MergedSession): boolean {
  return (
    merged.start === session.startMinute &&
    merged.end === session.endMinute &&
    merged.slotMinutes === session.slotMinutes &&
    merged.perSlot === session.perSlot &&
    JSON.stringify(merged.breaks) === JSON.stringify(byStart(storedBreaks(session.breaks)))
  );
}

/** The same slots on another day: each slot keeps its invitations. */
async function shiftSlots(tx: Prisma.TransactionClient, session: LockedSession, shiftMs: number): Promise<void> {
  for (const slot of session.slots) {
    await tx.auditionSlot.update({
      where: { id: slot.id },
      data: {
        startsAt: new Date(slot.startsAt.getTime() + shiftMs),
        endsAt: new Date(slot.endsAt.getTime() + shiftMs),
      },
    });
  }
}

/** New slots for a new layout, with every invitation placed in one (see replace), and the old slots gone. */
async function reslot(
  tx: Prisma.TransactionClient,
  session: LockedSession,
  merged: MergedSession,
  invites: readonly InviteBefore[],
  shiftMs: number,
): Promise<void> {
  const rows = slotRows(merged.date, merged.start, merged.end, merged.slotMinutes, merged.breaks, merged.perSlot);
  const fresh = [];
  for (const row of rows) {
    fresh.push(
      await tx.auditionSlot.create({
        data: { ...row, sessionId: session.id },
        select: { id: true, startsAt: true, capacity: true },
      }),
    );
  }
  const placed = replace(
    invites.map((i) => ({ id: i.id, status: i.status, startsAt: i.slot.startsAt })),
    fresh,
    shiftMs,
  );
  if (!placed) {
    const seats = fresh.length * merged.perSlot;
    const holding = invites.filter((i) => holdsSeat(i.status)).length;
    throw new AppError("conflict", refusal("auditionSessionTooSmall", { count: holding, max: seats }), {
      code: "session_full",
    });
  }
  for (const [inviteId, slotId] of placed) {
    await tx.auditionInvite.update({ where: { id: inviteId }, data: { slotId } });
  }
  await tx.auditionSlot.deleteMany({ where: { id: { in: session.slots.map((s) => s.id) } } });
}

/**
 * Whose audition moved is asked to confirm the new time; whose place or link changed is told of it. Each gets a
 * new calendar file; those who declined hear nothing more. Returns the notices, recorded.
 */
async function tellOfChange(
  tx: Prisma.TransactionClient,
  sessionId: string,
  before: readonly InviteBefore[],
  placeChanged: boolean,
): Promise<Notice[]> {
  const slotBefore = new Map(before.map((i) => [i.id, i.slot]));
  const after = await tx.auditionInvite.findMany({
    where: { sessionId },
    select: { id: true, status: true, slot: { select: { startsAt: true, endsAt: true } } },
  });
  const movedIds = new Set(
    after
      .filter((i) => {
        const was = slotBefore.get(i.id)!;
        return was.startsAt.getTime() !== i.slot.startsAt.getTime() || was.endsAt.getTime() !== i.slot.endsAt.getTime();
      })
      .map((i) => i.id),
  );
  const changed = after.filter((i) => placeChanged || movedIds.has(i.id));
  if (!changed.length) return [];
  await tx.auditionInvite.updateMany({
    where: { id: { in: changed.map((i) => i.id) } },
    data: { sequence: { increment: 1 } },
  });
  const moved = changed.filter((i) => movedIds.has(i.id) && i.status !== "DECLINED");
  await tx.auditionInvite.updateMany({
    where: { id: { in: moved.filter((i) => holdsSeat(i.status)).map((i) => i.id) } },
    data: { status: "AWAITING", answeredAt: null, note: "", remindedAt: null },
  });
  const relocated = changed.filter((i) => !movedIds.has(i.id) && i.status !== "DECLINED");
  return [
    ...(await tellInvitees(
      tx,
      moved.map((i) => i.id),
      "moved",
    )),
    ...(await tellInvitees(
      tx,
      relocated.map((i) => i.id),
      "relocated",
    )),
  ];
}

/** PATCH /api/sessions/{id}: a new day, times, slot length, seats, breaks, place or link. */
export async function changeSession(
  member: AuthUser,
  sessionId: string,
  input: unknown,
  now = new Date(),
): Promise<SessionView> {
  const change = parseOrThrow(sessionChangeSchema, input);
  refuseMoneyRequests(screened(change));
  let told: Notice[] = [];
  const view = await db().$transaction(async (tx) => {
    const session = await lockSession(tx, member, sessionId);
    requireLive(session);
    const merged = mergeChange(session, change);
    parseOrThrow(mergedSessionSchema, merged);
    if (merged.date < todayInIndia(now) || momentInIndia(merged.date, merged.start) <= now) throw pastError();

    // Locked: an application withdrawn meanwhile takes its invitation with it, before or after this change.
    await tx.$queryRaw`SELECT 1 FROM "AuditionInvite" WHERE "sessionId" = ${sessionId} ORDER BY "id" FOR UPDATE`;
    const invites = await tx.auditionInvite.findMany({
      where: { sessionId },
      select: { id: true, status: true, slot: { select: { startsAt: true, endsAt: true } } },
      orderBy: [{ slot: { startsAt: "asc" } }, { createdAt: "asc" }, { id: "asc" }],
    });
    const shiftMs = Date.parse(`${merged.date}T00:00:00Z`) - Date.parse(`${toDateOnly(session.day)}T00:00:00Z`);
    if (!keepsLayout(session, merged)) await reslot(tx, session, merged, invites, shiftMs);
    else if (shiftMs) await shiftSlots(tx, session, shiftMs);

    await tx.auditionSession.update({
      where: { id: sessionId },
      data: {
        day: new Date(`${merged.date}T00:00:00Z`),
        startMinute: merged.start,
        endMinute: merged.end,
        slotMinutes: merged.slotMinutes,
        perSlot: merged.perSlot,
        breaks: merged.breaks.map((b) => ({ start: b.start, end: b.end })),
        place: merged.place,
        link: merged.link,
      },
    });
    told = await tellOfChange(tx, sessionId, invites, merged.place !== session.place || merged.link !== session.link);
    return sessionView(tx, sessionId);
  });
  sendNotices(told);
  return view;
}

/** DELETE /api/sessions/{id}: the session is cancelled (kept, marked), and everyone invited who has not declined is told. */
export async function cancelSession(member: AuthUser, sessionId: string, now = new Date()): Promise<SessionView> {
  let told: Notice[] = [];
  const view = await db().$transaction(async (tx) => {
    const session = await lockSession(tx, member, sessionId);
    if (session.cancelledAt) return sessionView(tx, sessionId);
    await tx.auditionSession.update({ where: { id: sessionId }, data: { cancelledAt: now } });
    await tx.auditionInvite.updateMany({ where: { sessionId }, data: { sequence: { increment: 1 } } });
    const live = await tx.auditionInvite.findMany({
      where: { sessionId, status: { not: "DECLINED" }, slot: { endsAt: { gt: now } } },
      select: { id: true },
    });
    told = await tellInvitees(
      tx,
      live.map((i) => i.id),
      "cancelled",
    );
    return sessionView(tx, sessionId);
  });
  sendNotices(told);
  return view;
}
