import "server-only";
import { revalidatePath, revalidateTag, unstable_cache } from "next/cache";

// What the server keeps between requests, and how a change clears it: rendered pages (each with a path)
// and query results (each with tags). Both live in Next.js's cache, in memory in each instance.
// Outside a Next.js server (tests calling route handlers, scripts) there is no cache: queries run each
// time and nothing needs clearing.

/** One member's public profile. */
export const memberTag = (id: string) => `member:${id}`;

const NO_SERVER = /static generation store missing|incrementalCache missing/;

/** Renders a cached page afresh on its next visit; with "layout", every page under the path. */
export function refreshPage(path: string, type?: "layout"): void {
  outsideServerIsFine(() => revalidatePath(path, type));
}

/** Drops cached results with these tags at once: the next request computes them again. */
export function expireTags(...tags: string[]): void {
  for (const tag of tags) outsideServerIsFine(() => revalidateTag(tag, { expire: 0 }));
}

function outsideServerIsFine(action: () => void): void {
  try {
    action();
  } catch (error) {
    if (!NO_SERVER.test((error as Error).message)) throw error;
  }
}

/**
 * The result of `compute`, kept under `key` until one of `tags` is expired or `seconds` pass. The result
 * must be plain JSON (dates come back as strings).
 */
export async function cached<T>(key: string[], tags: string[], seconds: number, compute: () => Promise<T>): Promise<T> {
  try {
    return await unstable_cache(compute, key, { tags, revalidate: seconds })();
  } catch (error) {
    if (NO_SERVER.test((error as Error).message)) return compute();
    throw error;
  }
}
