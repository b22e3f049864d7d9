// Runs once when the server starts, before it takes requests: records each request's real client
// address (see lib/request-hook.ts), checks configuration and applies pending migrations, so that a
// deployment that runs `next start` directly is migrated too (npm start has already done it), then
// sweeps stored files that nothing refers to and closes calls long past their deadline, now and every
// hour.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { installRequestHook } = await import("./lib/request-hook");
  installRequestHook();
  const { prepare, runOrExplain } = await import("./lib/startup");
  await runOrExplain(() => prepare());
  const { scheduleOrphanSweeps } = await import("./lib/media/orphans");
  scheduleOrphanSweeps();
  const { scheduleCallSweeps } = await import("./lib/hiring/closing");
  scheduleCallSweeps();
}
