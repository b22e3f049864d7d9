import "server-only";
import { db } from "../server/db.ts";
import type { Prisma } from "../generated/prisma/client.ts";
import { notInvitable } from "../auditions/invitable.ts";
import { withdrawInvitations } from "../auditions/withdrawals.ts";
import { sendNotices, recordNotices, type Notice } from "../notifications/notices.ts";
import { noticesFor } from "./decision-notices.ts";
import type { StatusName } from "./status-labels.ts";
import { withdrawTapeRequestsOfEnded } from "../tapes/ending.ts";

// Nobody is left waiting: when a call closes (its owner closes it, or its deadline passed 14 days ago
// and it is still open), every application still submitted or shortlisted becomes closed and its
// applicant is told, once for all their roles (with any decision on another of their roles not yet told).

/** How long after its deadline an open call is closed by the system. */
export const CLOSE_AFTER_DEADLINE_DAYS = 14;
const DAY_MS = 86_400_000;
const statusName = (status: string) => status.toLowerCase() as StatusName;

type HeldRow = { id: string; applicantId: string; status: string; toldStatus: string | null };

/**
 * Inside the closing transaction: closes the waiting applications and records one notice per applicant,
 * naming every role (two roles, one mail). A decision of the casting team whose notice was still waiting
 * (lib/hiring/decision-notices.ts) goes in that same notice, instead of in a mail of its own moments later.
 */
export async function closeWaitingApplications(tx: Prisma.TransactionClient, callId: string): Promise<Notice[]> {
  // Locked, then read: a decision, an undo or the notices' sweep on one of these rows waits, or went first.
  const held = await tx.$queryRaw<HeldRow[]>`
    SELECT "id", "applicantId", "status"::text AS "status", "toldStatus"::text AS "toldStatus"
    FROM "Application"
    WHERE "callId" = ${callId} AND ("status" IN ('SUBMITTED', 'SHORTLISTED') OR "noticeDueAt" IS NOT NULL)
    ORDER BY "id" FOR UPDATE`;
  if (!held.length) return [];
  const waiting = held.filter((a) => a.status === "SUBMITTED" || a.status === "SHORTLISTED");
  await tx.application.updateMany({
    where: { id: { in: waiting.map((a) => a.id) } },
    data: { status: "CLOSED", statusChangedAt: new Date() },
  });
  await tx.application.updateMany({
    where: { id: { in: held.map((a) => a.id) } },
    data: { noticeDueAt: null, toldStatus: null, undoStatus: null },
  });
  const decided = held.filter((a) => !waiting.includes(a) && a.status !== a.toldStatus);
  const notices = await noticesFor(tx, [
    ...waiting.map((a) => ({ id: a.id, applicantId: a.applicantId, status: "closed" as const })),
    ...decided.map((a) => ({ id: a.id, applicantId: a.applicantId, status: statusName(a.status) })),
  ]);
  // Closed (or rejected meanwhile): their coming auditions are withdrawn too.
  notices.push(
    ...(await withdrawInvitations(tx, { applicationIds: [...waiting.map((a) => a.id), ...notInvitable(decided)] })),
  );
  await withdrawTapeRequestsOfEnded(tx, [...waiting.map((a) => a.id), ...decided.map((a) => a.id)]);
  await recordNotices(tx, notices);
  return notices;
}

/**
 * Closes one call whose deadline passed long ago; false when it was closed meanwhile. Its pages are not
 * refreshed: this runs in a job, outside any request, and they have shown the call closed since its deadline.
 */
async function closeExpired(callId: string): Promise<boolean> {
  const notices = await db().$transaction(async (tx) => {
    const { count } = await tx.castingCall.updateMany({
      where: { id: callId, status: "OPEN" },
      data: { status: "CLOSED", closedAt: new Date() },
    });
    return count ? closeWaitingApplications(tx, callId) : null;
  });
  if (notices === null) return false;
  sendNotices(notices);
  return true;
}

/** Closes every open call whose deadline passed more than 14 days before `now`. Returns how many. */
export async function sweepExpiredCalls(now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - CLOSE_AFTER_DEADLINE_DAYS * DAY_MS);
  const expired = await db().castingCall.findMany({
    where: { status: "OPEN", deadline: { lt: cutoff } },
    select: { id: true },
  });
  let closed = 0;
  for (const call of expired) if (await closeExpired(call.id)) closed++;
  return closed;
}
