// Runs once when the server starts, before it takes requests: sends every log line through the JSON
// logger (lib/log.ts), records each request's real client address and logs it (lib/request-hook.ts), takes over SIGTERM and SIGINT for a graceful shutdown, checks configuration and applies pending migrations, so that a
// deployment that runs `next start` directly is migrated too (npm start has already done it), then
// sweeps stored files that nothing refers to and closes calls long past their deadline, now and every
// hour; on the embedded database, opens the channel `npm run admin:create` uses (lib/moderation/operator.ts).
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { routeConsoleThroughLogger } = await import("./lib/log");
  routeConsoleThroughLogger();
  const { installRequestHook } = await import("./lib/request-hook");
  installRequestHook();
  const { installShutdown } = await import("./lib/lifecycle");
  installShutdown();
  const { prepare, runOrExplain } = await import("./lib/startup");
  await runOrExplain(() => prepare());
  const { scheduleOrphanSweeps } = await import("./lib/media/orphans");
  scheduleOrphanSweeps();
  const { scheduleCallSweeps } = await import("./lib/hiring/closing");
  scheduleCallSweeps();
  const { openOperatorChannel } = await import("./lib/moderation/operator");
  openOperatorChannel();
}
