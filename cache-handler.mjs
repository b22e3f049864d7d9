// Next.js's server cache (rendered pages, unstable_cache results) and its invalidation
// (revalidatePath, revalidateTag). With REDIS_URL it lives in Redis, shared by every instance, so that
// a change saved through one instance clears the page on all of them; without, in this process's memory.
// Entries are kept under the build's id: a new deployment never serves pages rendered by the old one.
// Redis unreachable: every read is a miss (pages are rendered afresh, a little slower), never an error.
import { readFileSync } from "node:fs";
import path from "node:path";
import { CacheHandler } from "@fortedigital/nextjs-cache-handler";
import createRedisHandler from "@fortedigital/nextjs-cache-handler/redis-strings";
import { ioredisAdapter } from "@fortedigital/nextjs-cache-handler/helpers/ioredisAdapter";
import { Redis } from "ioredis";
import { createMemoryHandler } from "./lib/server/memory-cache-handler.mjs";

const state = globalThis;

function buildId() {
  try {
    return readFileSync(path.join(process.cwd(), ".next", "BUILD_ID"), "utf8").trim();
  } catch {
    return "development";
  }
}

function handlers() {
  const url = process.env.REDIS_URL?.trim();
  if (!url || process.env.NEXT_PHASE === "phase-production-build") {
    return { handlers: [createMemoryHandler({ maxItems: 2000, maxBytes: 64 * 1024 * 1024 })] };
  }
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  // lib/server/redis.ts reports Redis going away and coming back; this client only reconnects quietly.
  client.on("error", () => {});
  return {
    handlers: [
      createRedisHandler({
        client: ioredisAdapter(client),
        keyPrefix: `castfolio:cache:${buildId()}:`,
        timeoutMs: 1000,
      }),
    ],
  };
}

CacheHandler.onCreation(() => (state.__castfolioCacheConfig ??= handlers()));

export default CacheHandler;
