import "server-only";
import { CLOSE_AFTER_DEADLINE_DAYS, sweepExpiredCalls } from "../hiring/closing.ts";
import { sweepOrphans } from "../media/orphans.ts";
import { defineJob, repeat } from "./queue.ts";

// The hourly work: stored files nothing refers to are removed, and calls 14 days past their deadline are
// closed (their applicants told). With Redis, once an hour for the whole deployment, not per instance.

const HOUR_MS = 3_600_000;

defineJob("sweep-orphans", () => sweepOrphans());
defineJob("close-expired-calls", async () => {
  const closed = await sweepExpiredCalls();
  if (closed) console.log(`[hiring] closed ${closed} call(s) ${CLOSE_AFTER_DEADLINE_DAYS} days past their deadline`);
});

/** Runs each now, then every hour. */
export async function scheduleRecurringJobs(): Promise<void> {
  await repeat("sweep-orphans", HOUR_MS);
  await repeat("close-expired-calls", HOUR_MS);
}
