import "server-only";
import type { Prisma } from "../generated/prisma/client.ts";
import { defineJob, enqueue } from "../jobs/queue.ts";
import { notInvitable } from "../auditions/invitable.ts";
import { withdrawInvitations } from "../auditions/withdrawals.ts";
import { sendNotices, recordNotices, type Notice } from "../notifications/notices.ts";
import { inEnglish, phrase, type Phrase } from "../notifications/words.ts";
import { config } from "../server/config.ts";
import { db } from "../server/db.ts";
import { closedNotice, statusNotice } from "./notices.ts";
import { UNDO_WINDOW_MS, type StatusName } from "./status-labels.ts";
import { withdrawTapeRequestsOfEnded } from "../tapes/ending.ts";

// An applicant hears of a decision on their application only after a delay (DECISION_NOTICE_DELAY_SECONDS),
// and only of the status it has then: the casting team may undo it or decide again meanwhile, and the
// applicant hears the final word once. The pending notice lives on the application row (noticeDueAt,
// toldStatus, undoStatus), so a restart loses nothing: a sweep every minute, and a delayed job at each due
// time, send what is due. Each row is claimed by one conditional update (FOR UPDATE SKIP LOCKED), in the
// transaction that records its notice, so two instances sweeping at once tell the applicant once.

export const DECISION_NOTICES_JOB = "send-decision-notices";
/** Rows claimed per transaction of the sweep. */
const BATCH = 200;
/** The board stops offering Undo this long before the notice is due. */
const UNDO_MARGIN_MS = 2000;

const statusName = (status: string) => status.toLowerCase() as StatusName;

/** When the applicant is to be told of a decision taken at `now`. */
export function noticeDueAt(now: Date): Date {
  return new Date(now.getTime() + config.decisionNoticeDelaySeconds * 1000);
}

/** How long the board offers Undo: UNDO_WINDOW_MS, ending earlier when notices go sooner (a test's setting). */
export function undoWindowMs(): number {
  return Math.max(0, Math.min(UNDO_WINDOW_MS, config.decisionNoticeDelaySeconds * 1000 - UNDO_MARGIN_MS));
}

/** How long after a decision the applicant is told, in words: "a minute", "2 minutes", "8 seconds". */
export function noticeDelayWords(): string {
  const seconds = config.decisionNoticeDelaySeconds;
  if (seconds % 60 === 0 && seconds > 0) return seconds === 60 ? "a minute" : `${seconds / 60} minutes`;
  return seconds === 1 ? "a second" : `${seconds} seconds`;
}

/** After a decision commits: the sweep runs just after its notice is due (the minute's sweep covers a lost job). */
export function sendWhenDue(due: Date): void {
  enqueue(
    DECISION_NOTICES_JOB,
    {},
    {
      jobId: `${DECISION_NOTICES_JOB}-${Math.ceil(due.getTime() / 1000)}`,
      delayMs: Math.max(0, due.getTime() - Date.now() + 500),
    },
  );
}

export interface Decision {
  role: string;
  status: StatusName;
}

/**
 * One notice for an applicant about their applications to one call (two roles, one mail): the words of each
 * status for the roles it concerns; none when nothing is to be told (moved back to submitted).
 */
export function decisionsNotice(applicantId: string, project: string, decisions: readonly Decision[]): Notice | null {
  const told = decisions.filter((d) => d.status !== "submitted");
  if (!told.length) return null;
  const rolesOf = new Map<StatusName, string[]>();
  for (const d of told) rolesOf.set(d.status, [...(rolesOf.get(d.status) ?? []), d.role]);
  const parts = [...rolesOf].map(([status, roles]) =>
    status === "closed"
      ? closedNotice(applicantId, roles, project)
      : statusNotice(applicantId, status, roles, project)!,
  );
  if (parts.length === 1) return parts[0];
  // Several outcomes: each one's sentences, a sentence they share ("Thank you for applying…") said once, last.
  const sentences = parts.flatMap((p) => p.body.split(/(?<=\.)\s+/));
  const phrases = parts.flatMap((p) => p.message?.body ?? []);
  const same = (a: Phrase, b: Phrase) => JSON.stringify(a) === JSON.stringify(b);
  const title = phrase("application.updateTitle", { role: { list: told.map((d) => d.role) }, project });
  return {
    userId: applicantId,
    title: inEnglish(title),
    body: sentences.filter((s, i) => sentences.lastIndexOf(s) === i).join(" "),
    message: { title, body: phrases.filter((p, i) => !phrases.slice(i + 1).some((later) => same(p, later))) },
    link: "/my-applications",
  };
}

/** The applications whose notices were claimed, with what each applicant is to hear. */
export interface ClaimedDecision {
  id: string;
  applicantId: string;
  status: StatusName;
}

/** One notice per applicant and call for the claimed decisions (roles in the call's order). */
export async function noticesFor(tx: Prisma.TransactionClient, claimed: readonly ClaimedDecision[]): Promise<Notice[]> {
  if (!claimed.length) return [];
  const rows = await tx.application.findMany({
    where: { id: { in: claimed.map((c) => c.id) } },
    select: {
      id: true,
      applicantId: true,
      callId: true,
      role: { select: { name: true } },
      call: { select: { projectTitle: true } },
    },
    orderBy: [{ callId: "asc" }, { role: { position: "asc" } }, { id: "asc" }],
  });
  const statusOf = new Map(claimed.map((c) => [c.id, c.status]));
  const groups = new Map<string, { applicantId: string; project: string; decisions: Decision[] }>();
  for (const row of rows) {
    const key = `${row.applicantId} ${row.callId}`;
    const group = groups.get(key) ?? { applicantId: row.applicantId, project: row.call.projectTitle, decisions: [] };
    group.decisions.push({ role: row.role.name, status: statusOf.get(row.id)! });
    groups.set(key, group);
  }
  return [...groups.values()].flatMap((g) => decisionsNotice(g.applicantId, g.project, g.decisions) ?? []);
}

type ClaimedRow = { id: string; applicantId: string; status: string; toldStatus: string | null };

/** Claims up to BATCH due notices and records them, in one transaction: the notices to mail, or null if none was due. */
async function claimDue(now: Date): Promise<Notice[] | null> {
  return db().$transaction(async (tx) => {
    // A row being decided or undone right now is skipped (its lock is held): the next sweep finds it.
    const claimed = await tx.$queryRaw<ClaimedRow[]>`
      WITH due AS (
        SELECT "id", "toldStatus" FROM "Application"
        WHERE "noticeDueAt" <= (${now.toISOString()}::timestamptz AT TIME ZONE 'UTC')
        ORDER BY "noticeDueAt", "id" LIMIT ${BATCH} FOR UPDATE SKIP LOCKED
      )
      UPDATE "Application" AS a SET "noticeDueAt" = NULL, "toldStatus" = NULL, "undoStatus" = NULL
      FROM due WHERE a."id" = due."id"
      RETURNING a."id", a."applicantId", a."status"::text AS "status", due."toldStatus"::text AS "toldStatus"`;
    if (!claimed.length) return null;
    const changed = claimed.filter((c) => c.status !== c.toldStatus);
    const notices = await noticesFor(
      tx,
      changed.map((c) => ({ id: c.id, applicantId: c.applicantId, status: statusName(c.status) })),
    );
    // Told they are no longer shortlisted: their coming auditions are withdrawn too.
    notices.push(...(await withdrawInvitations(tx, { applicationIds: notInvitable(changed) }, now)));
    // Told they are not selected: a tape asked of them and not sent is no longer wanted.
    await withdrawTapeRequestsOfEnded(
      tx,
      changed.map((c) => c.id),
      now,
    );
    await recordNotices(tx, notices);
    return notices;
  });
}

/** Tells applicants of every decision due by `now`, once each. Answers how many notices went. */
export async function sendDueDecisionNotices(now = new Date()): Promise<number> {
  let sent = 0;
  for (;;) {
    const notices = await claimDue(now);
    if (notices === null) return sent;
    sendNotices(notices);
    sent += notices.length;
  }
}

defineJob(DECISION_NOTICES_JOB, async () => {
  const sent = await sendDueDecisionNotices();
  if (sent) console.log(`[hiring] told ${sent} applicant(s) of decisions on their applications`);
});
