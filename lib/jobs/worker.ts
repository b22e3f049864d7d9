import "server-only";
// Every job's definition, for a process that runs jobs (the app, or `npm run worker`).
import "../mail/mailer.ts";
import "../alerts/call-alerts.ts";
import { scheduleRecurringJobs } from "./recurring.ts";
import { startWorker } from "./queue.ts";

/** Starts running jobs in this process and schedules the recurring ones (without waiting for Redis). */
export function runJobs(): void {
  startWorker();
  scheduleRecurringJobs().catch((error: unknown) =>
    console.error("[jobs] could not schedule the hourly jobs:", error instanceof Error ? error.message : error),
  );
}
