import "server-only";
import { Redis } from "ioredis";
import { config } from "./config.ts";

// The Redis connection of this process, when REDIS_URL is set. Commands fail at once while Redis is
// unreachable (no offline queue), so that callers can choose to go on or to refuse, and the client keeps
// reconnecting in the background; a lost connection is logged, never thrown at the process.

let client: Redis | undefined;
let down = false;
// Every client of the process (Next.js loads instrumentation and routes as separate bundles, each with
// its own copy of this module), so that shutdown closes them all.
const every = ((globalThis as unknown as { __castfolioRedisClients?: Set<Redis> }).__castfolioRedisClients ??=
  new Set<Redis>());

/** The shared client, or undefined without REDIS_URL. */
export function redis(): Redis | undefined {
  const url = config.redisUrl;
  if (!url) return undefined;
  if (!client) {
    client = new Redis(url, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
      retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
    });
    const lost = (reason: string) => {
      if (down) return;
      down = true;
      console.error(`[redis] unreachable (${reason}); shared limits are degraded until it is back`);
    };
    client.on("error", (error: Error) => lost(error.message));
    // A connection that closes and comes back before any reconnection fails raises no error.
    client.on("close", () => lost("connection closed"));
    client.on("ready", () => {
      if (down) console.log("[redis] connected again");
      down = false;
    });
    every.add(client);
  }
  return client;
}

/**
 * Waits (up to `ms`) for the first connection of a client that is still making it: without an offline
 * queue, a command sent before then would fail. A client that lost Redis and is reconnecting is not waited
 * for: its callers decide at once.
 */
export async function firstConnection(store: Redis, ms = 1000): Promise<void> {
  if (store.status !== "connecting" && store.status !== "wait" && store.status !== "connect") return;
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      store.off("ready", done);
      store.off("error", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    store.once("ready", done);
    store.once("error", done);
  });
}

async function quit(open: Redis): Promise<void> {
  every.delete(open);
  open.removeAllListeners("close");
  await open.quit().catch(() => open.disconnect());
}

/** Closes this module's connection (tests). */
export async function closeRedis(): Promise<void> {
  const open = client;
  client = undefined;
  down = false;
  if (open) await quit(open);
}

/** Closes every connection of the process (shutdown). */
export async function closeAllRedis(): Promise<void> {
  await Promise.all([...every].map(quit));
}
