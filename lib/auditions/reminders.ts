import "server-only";
import { defineJob } from "../jobs/queue.ts";
import { db } from "../server/db.ts";
import { INVITABLE_STATUSES } from "./invitable.ts";
import { sendNotices, type Notice } from "../notifications/notices.ts";
import { tellInvitees } from "./notices.ts";

// A day before a confirmed audition, its invitee is reminded (bell and mail), once. Each invitation is
// claimed by setting `remindedAt` on rows locked with SKIP LOCKED, in the transaction that records the
// notice: two instances running the job at once remind each person once. Moving an invitation clears
// `remindedAt` (it must be confirmed again, and is reminded of the new time).

export const AUDITION_REMINDERS_JOB = "audition-reminders";
export const REMIND_BEFORE_MS = 24 * 3_600_000;
const BATCH = 200;

/** Reminds the confirmed invitees whose audition begins within a day; returns how many. */
export async function sendAuditionReminders(now = new Date()): Promise<number> {
  let total = 0;
  for (;;) {
    let told: Notice[] = [];
    await db().$transaction(async (tx) => {
      const due = await tx.$queryRaw<{ id: string }[]>`
        SELECT i."id" FROM "AuditionInvite" i
          JOIN "AuditionSlot" s ON s."id" = i."slotId"
          JOIN "AuditionSession" a ON a."id" = i."sessionId"
          JOIN "Application" ap ON ap."id" = i."applicationId"
          JOIN "User" u ON u."id" = ap."applicantId"
        WHERE i."status" = 'CONFIRMED' AND i."remindedAt" IS NULL AND a."cancelledAt" IS NULL
          AND ap."status"::text = ANY(${[...INVITABLE_STATUSES]}::text[]) AND u."suspendedAt" IS NULL
          AND s."startsAt" > ${now} AND s."startsAt" <= ${new Date(now.getTime() + REMIND_BEFORE_MS)}
        ORDER BY s."startsAt", i."id" LIMIT ${BATCH} FOR UPDATE OF i SKIP LOCKED`;
      if (!due.length) return;
      const ids = due.map((row) => row.id);
      await tx.auditionInvite.updateMany({ where: { id: { in: ids } }, data: { remindedAt: now } });
      told = await tellInvitees(tx, ids, "reminder", now);
    });
    sendNotices(told);
    total += told.length;
    if (told.length < BATCH) return total;
  }
}

defineJob(AUDITION_REMINDERS_JOB, async () => {
  const sent = await sendAuditionReminders();
  if (sent) console.log(`[auditions] reminded ${sent} invitee(s) of tomorrow's audition`);
});
