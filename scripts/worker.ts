// npm run worker: runs the background jobs (mail, the hourly sweeps) in a process of its own, beside app
// instances started with JOBS_IN_APP=0. It needs REDIS_URL (the queue) and DATABASE_URL (the embedded
// database takes one process at a time). Stops on SIGTERM or SIGINT once its running jobs are done.
import { config, configProblems } from "../lib/server/config.ts";
import { stopJobs } from "../lib/jobs/queue.ts";
import { runJobs } from "../lib/background-work.ts";
import { database } from "../lib/server/db.ts";
import { closeAllRedis } from "../lib/server/redis.ts";

const problems = configProblems();
if (problems || !config.redisUrl || !config.databaseUrl) {
  console.error(
    problems ?? "npm run worker needs REDIS_URL and DATABASE_URL; without them the app runs its jobs itself.",
  );
  process.exit(1);
}
runJobs();
console.log("Castfolio worker: running jobs from the queue.");
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    console.log(`Castfolio worker: ${signal}, finishing the jobs in progress.`);
    void stopJobs()
      .then(() => Promise.allSettled([database().close(), closeAllRedis()]))
      .then(() => process.exit(0));
  });
}
