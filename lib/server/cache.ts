import "server-only";
import { revalidatePath, revalidateTag, unstable_cache } from "next/cache";
import { config } from "./config.ts";
import { servingRequest } from "./request-scope.ts";

// What the server keeps between requests, and how a change clears it: rendered pages (each with a path)
// and query results (each with tags), in Next.js's cache (cache-handler.mjs: Redis, or each instance's
// memory). That cache exists while Next.js answers a request (lib/server/request-scope.ts) and while it
// builds pages. Anywhere else (tests calling route handlers, scripts, jobs) queries run each time and
// nothing is cleared: a page a job changes is rendered afresh when its minute runs out (every cached page
// revalidates after 60 s).

/** One member's public profile. */
export const memberTag = (id: string) => `member:${id}`;

const nextCacheExists = () => servingRequest() || config.buildingPages;

/** Renders a cached page afresh on its next visit; with "layout", every page under the path. */
export function refreshPage(path: string, type?: "layout"): void {
  if (nextCacheExists()) revalidatePath(path, type);
}

/** Drops cached results with these tags at once: the next request computes them again. */
export function expireTags(...tags: string[]): void {
  if (nextCacheExists()) for (const tag of tags) revalidateTag(tag, { expire: 0 });
}

/**
 * The result of `compute`, kept under `key` until one of `tags` is expired or `seconds` pass. The result
 * must be plain JSON (dates come back as strings).
 */
export async function cached<T>(key: string[], tags: string[], seconds: number, compute: () => Promise<T>): Promise<T> {
  if (!nextCacheExists()) return compute();
  return unstable_cache(compute, key, { tags, revalidate: seconds })();
}
