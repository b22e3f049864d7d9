import "server-only";
import { access, constants } from "node:fs/promises";
import type http from "node:http";
import { config, handleSignalsOurselves } from "../server/config.ts";
import { backgroundIdle } from "../server/background.ts";
import { isDraining, startDraining } from "../server/draining.ts";
import { database } from "../server/db.ts";
import { storage } from "../storage/index.ts";
import { stopJobs } from "../jobs/queue.ts";
import { closeAllRedis, redis } from "../server/redis.ts";

// The process's life as an operator sees it: liveness (GET /api/health), readiness (GET /api/ready: the
// database, Redis and storage answer, and the process is not draining), and a graceful shutdown on
// SIGTERM or SIGINT: stop taking connections, let the requests in flight (uploads above all) finish
// within SHUTDOWN_GRACE_SECONDS, close the database and Redis, exit 0.

interface State {
  servers: Set<http.Server>;
  inFlight: number;
}
// On globalThis: the request pipeline (instrumentation's bundle) and the routes share it.
const state = ((globalThis as unknown as { __castfolioLifecycle?: State }).__castfolioLifecycle ??= {
  servers: new Set(),
  inFlight: 0,
});

/** Counts a request of `server` until its response is done (the request pipeline calls it). */
export function trackRequest(server: http.Server, response: http.ServerResponse): void {
  state.servers.add(server);
  state.inFlight += 1;
  response.once("close", () => (state.inFlight -= 1));
}

type Check = "ok" | "down";
export interface Readiness {
  ready: boolean;
  draining: boolean;
  db: Check;
  redis: Check | "off";
  storage: Check;
}

const within = <T>(promise: Promise<T>, ms = 2000) =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error("timed out")), ms))]);
const check = (probe: () => Promise<unknown>): Promise<Check> =>
  within(probe()).then(
    () => "ok" as const,
    () => "down" as const,
  );

/** What GET /api/ready answers. */
export async function readiness(): Promise<Readiness> {
  const store = redis();
  const [db, redisState, files] = await Promise.all([
    check(() => database().sql.query("SELECT 1")),
    store ? check(() => store.ping()) : Promise.resolve("off" as const),
    check(async () => {
      if (config.storageDriver === "disk") return access(config.uploadDir, constants.W_OK);
      for await (const found of storage().list("castfolio-ready-check/")) void found;
    }),
  ]);
  const draining = isDraining();
  const ready = !draining && db === "ok" && redisState !== "down" && files === "ok";
  return { ready, draining, db, redis: redisState, storage: files };
}

async function drain(signal: NodeJS.Signals): Promise<void> {
  // Live event streams end here too: browsers reconnect to another instance.
  if (!startDraining()) return;
  const grace = config.shutdownGraceSeconds;
  console.log(`[shutdown] ${signal}: no new connections; ${state.inFlight} request(s) in flight, at most ${grace} s`);
  for (const server of state.servers) {
    server.close();
    server.closeIdleConnections();
  }
  const deadline = Date.now() + grace * 1000;
  while (state.inFlight > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    for (const server of state.servers) server.closeIdleConnections();
  }
  if (state.inFlight > 0) console.error(`[shutdown] ${state.inFlight} request(s) cut off after ${grace} s`);
  // Jobs running here (mail being sent) finish too, within what is left of the grace period.
  await within(Promise.all([stopJobs(), backgroundIdle()]), Math.max(deadline - Date.now(), 1000)).catch(() =>
    console.error("[shutdown] background jobs cut off"),
  );
  await Promise.allSettled([database().close(), closeAllRedis()]);
  console.log("[shutdown] done");
  process.exit(0);
}

/** Takes SIGTERM and SIGINT over from Next.js (which would exit 143 at once after closing). */
export function installShutdown(): void {
  handleSignalsOurselves();
  for (const signal of ["SIGTERM", "SIGINT"] as const) process.once(signal, () => void drain(signal));
}
