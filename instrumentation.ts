// Runs once when the server starts: checks configuration and applies pending migrations, so a
// deployment that runs `next start` directly is migrated too (npm start has already done it).
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { prepare, runOrExplain } = await import("./lib/startup");
  await runOrExplain(() => prepare());
}
