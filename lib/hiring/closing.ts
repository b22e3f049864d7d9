import "server-only";
import { db } from "../server/db.ts";
import type { Prisma } from "../generated/prisma/client.ts";
import { mailNotices, recordNotices, type Notice } from "../notifications/notices.ts";
import { closedNotice } from "./notices.ts";

// Nobody is left waiting: when a call closes (its owner closes it, or its deadline passed 14 days ago
// and it is still open), every application still submitted or shortlisted becomes closed and its
// applicant is told, once for all their roles.

/** How long after its deadline an open call is closed by the system. */
export const CLOSE_AFTER_DEADLINE_DAYS = 14;
const DAY_MS = 86_400_000;

/** Inside the closing transaction: closes the waiting applications and records their notices. */
export async function closeWaitingApplications(tx: Prisma.TransactionClient, callId: string): Promise<Notice[]> {
  const waiting = await tx.application.findMany({
    where: { callId, status: { in: ["SUBMITTED", "SHORTLISTED"] } },
    select: { id: true, applicantId: true, role: { select: { name: true } }, call: { select: { projectTitle: true } } },
    orderBy: [{ role: { position: "asc" } }, { id: "asc" }],
  });
  if (!waiting.length) return [];
  await tx.application.updateMany({
    where: { id: { in: waiting.map((a) => a.id) } },
    data: { status: "CLOSED", statusChangedAt: new Date() },
  });
  const rolesOf = new Map<string, string[]>();
  for (const a of waiting) rolesOf.set(a.applicantId, [...(rolesOf.get(a.applicantId) ?? []), a.role.name]);
  const project = waiting[0].call.projectTitle;
  const notices = [...rolesOf].map(([applicantId, roles]) => closedNotice(applicantId, roles, project));
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
  mailNotices(notices);
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
