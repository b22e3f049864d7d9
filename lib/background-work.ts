import "server-only";
// The product's background work, for a process that runs jobs (the app, or `npm run worker`): it stands above the
// domains and wires them to the job queue (lib/jobs), which knows none of them. Each domain defines its jobs
// (defineJob) in its own module, imported here so that they are defined; the recurring ones are scheduled here.
import "./mail/mailer.ts";
import "./alerts/call-alerts.ts";
import { ALERT_DIGESTS_JOB } from "./alerts/digests.ts";
import { AUDITION_REMINDERS_JOB } from "./auditions/reminders.ts";
import { pruneAlerts } from "./alerts/prune.ts";
import { CLOSE_AFTER_DEADLINE_DAYS, sweepExpiredCalls } from "./hiring/closing.ts";
import { DECISION_NOTICES_JOB } from "./hiring/decision-notices.ts";
import { sweepOrphans } from "./media/orphans.ts";
import { EXPIRE_BOOKINGS_JOB, expireBookings } from "./rentals/bookings.ts";
import { queueMissingVariants } from "./media/variants.ts";
import { SITEMAP_JOB } from "./seo/sitemap.ts";
import { settleChoicesReview } from "./profiles/choices-review.ts";
import { sweepUploads } from "./uploads/sweep.ts";
import { VIDEO_PROCESSING_JOB } from "./media/video-processing.ts";
import { sweepVideoOriginals } from "./media/video-originals.ts";
import { sweepUnusedSides } from "./tapes/sides.ts";
import { defineJob, repeat, startWorker } from "./jobs/queue.ts";

// The hourly work: stored files nothing refers to are removed, pictures whose variants job was lost get
// another, calls 14 days past their deadline are closed (their applicants told), saved searches' alert rows
// that can no longer matter are forgotten, resumable uploads a day old are removed, videos whose transcoding
// was lost are taken again and originals kept 30 days past their MP4 are removed, artists' choices that the old form may have ticked are settled
// (lib/profiles/choices-review.ts: a no-op once done), and the sitemap is built
// (for the dates of change; joins and leaves rebuild it within a minute). With Redis, once an hour for the whole deployment, not per instance.
// Every five minutes, booking requests left unanswered past their time expire (each request also queues a run
// for its own deadline). Every minute, applicants are told of the casting teams' decisions that are due (each decision also queues a
// delayed run for its due time; this one sends what a stopped process dropped). Every quarter of an hour, the
// saved searches' digests that are due go out (at 08:00 India time: lib/alerts/digests.ts). Every ten minutes,
// confirmed invitees whose audition begins within a day are reminded (lib/auditions/reminders.ts).

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

defineJob("sweep-orphans", () => sweepOrphans());
defineJob("queue-missing-variants", async () => {
  const queued = await queueMissingVariants();
  if (queued) console.log(`[media] queued the variants of ${queued} picture(s) that had none`);
});
defineJob("close-expired-calls", async () => {
  const closed = await sweepExpiredCalls();
  if (closed) console.log(`[hiring] closed ${closed} call(s) ${CLOSE_AFTER_DEADLINE_DAYS} days past their deadline`);
});

defineJob("prune-alerts", async () => {
  const pruned = await pruneAlerts();
  if (pruned) console.log(`[alerts] forgot ${pruned} alert(s) that can no longer matter`);
});

defineJob("settle-choices-review", async () => {
  const { cleared, asked } = await settleChoicesReview();
  if (cleared)
    console.log(`[profiles] cleared the old form's ticks from ${cleared} minor(s)' profiles (guardians told)`);
  if (asked) console.log(`[profiles] asked ${asked} artist(s) to review the choices the old form may have made`);
});

defineJob("sweep-uploads", async () => {
  const removed = await sweepUploads();
  if (removed) console.log(`[uploads] removed ${removed} resumable upload(s) a day old`);
});

defineJob("sweep-video-originals", async () => {
  const removed = await sweepVideoOriginals();
  if (removed) console.log(`[media] removed ${removed} video original(s) kept past their time`);
});

defineJob("sweep-unused-sides", async () => {
  const removed = await sweepUnusedSides();
  if (removed) console.log(`[tapes] removed ${removed} sides no tape request uses`);
});

defineJob(EXPIRE_BOOKINGS_JOB, async () => {
  const expired = await expireBookings();
  if (expired) console.log(`[rentals] ${expired} booking request(s) expired unanswered`);
});

/** Runs each now, then every hour (the decisions' notices every minute). */
async function scheduleRecurringJobs(): Promise<void> {
  await repeat(DECISION_NOTICES_JOB, MINUTE_MS);
  await repeat(EXPIRE_BOOKINGS_JOB, 5 * MINUTE_MS);
  await repeat("sweep-orphans", HOUR_MS);
  await repeat("queue-missing-variants", HOUR_MS);
  await repeat("close-expired-calls", HOUR_MS);
  await repeat("prune-alerts", HOUR_MS);
  await repeat("sweep-uploads", HOUR_MS);
  await repeat(VIDEO_PROCESSING_JOB, HOUR_MS);
  await repeat("sweep-video-originals", HOUR_MS);
  await repeat("sweep-unused-sides", HOUR_MS);
  await repeat("settle-choices-review", HOUR_MS);
  await repeat(SITEMAP_JOB, HOUR_MS);
  await repeat(ALERT_DIGESTS_JOB, 15 * MINUTE_MS);
  await repeat(AUDITION_REMINDERS_JOB, 10 * MINUTE_MS);
}

/** Starts running jobs in this process and schedules the recurring ones (without waiting for Redis). */
export function runJobs(): void {
  startWorker();
  scheduleRecurringJobs().catch((error: unknown) =>
    console.error("[jobs] could not schedule the hourly jobs:", error instanceof Error ? error.message : error),
  );
}
