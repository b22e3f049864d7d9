// Runs once when the server starts: sends every log line through the JSON logger (lib/server/log.ts), marks
// the process as a Next.js server (lib/server/cache.ts), takes over SIGTERM and SIGINT for a graceful
// shutdown, checks configuration, opens the database and applies pending migrations (a deployment that runs
// the standalone server directly is migrated too; npm start has already done it), then runs background jobs
// (unless JOBS_IN_APP=0: `npm run worker` does), among them the hourly sweep of stored files that nothing
// refers to and the closing of calls long past their deadline; on the embedded database, opens the channel
// `npm run admin:create` uses (lib/moderation/operator.ts). Last, it hands the request pipeline to server.mjs
// (lib/process/request-pipeline.ts) with the domains' pages it answers or rewrites (lib/platform-wiring.ts),
// which only then listens: a request never waits for the start-up (opening
// the embedded database alone takes about a second), and a load balancer sees the port open once it is ready.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { routeConsoleThroughLogger } = await import("./lib/server/log");
  routeConsoleThroughLogger();
  const { markNextServer } = await import("./lib/server/cache");
  markNextServer();
  const { prepare, runOrExplain } = await import("./lib/process/startup");
  const { handOverRequestPipeline, pipelineReceiver } = await import("./lib/process/request-pipeline");
  const receive = await runOrExplain(pipelineReceiver);
  const { installShutdown } = await import("./lib/process/lifecycle");
  installShutdown();
  const { PAGE_HOOKS, STARTUP_STEPS } = await import("./lib/platform-wiring");
  await runOrExplain(() => prepare(STARTUP_STEPS));
  const { config } = await import("./lib/server/config");
  if (config.jobsInApp) {
    const { runJobs } = await import("./lib/background-work");
    runJobs();
  }
  const { openOperatorChannel } = await import("./lib/moderation/operator");
  openOperatorChannel();
  handOverRequestPipeline(receive, PAGE_HOOKS);
}
