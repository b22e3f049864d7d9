import "server-only";
import { revalidatePath, revalidateTag, unstable_cache } from "next/cache";
import { config } from "./config.ts";
import { internalPath, LOCALES } from "../i18n/locales.ts";

// What the server keeps between requests, and how a change clears it: rendered pages (each with a path)
// and query results (each with tags), in Next.js's cache (cache-handler.mjs: Redis, or each instance's
// memory). That cache exists in a Next.js server (instrumentation.ts marks the process) and while Next.js
// builds pages. Anywhere else (tests calling route handlers, scripts, the worker process) queries run each
// time and nothing needs clearing. In a server, changes are mostly made by requests; Next.js takes a refresh
// only inside one, so a job that changes what pages show (a show reel made playable) expires the entries in
// the cache's own handlers (expireFromJob). In a worker process there are none: the pages there change once
// their revalidate time (60 s) is up.

/** One member's public profile. */
export const memberTag = (id: string) => `member:${id}`;

const SERVER = Symbol.for("castfolio.nextServer");

/** Called once by instrumentation.ts: this process is a Next.js server, with Next.js's cache. */
export function markNextServer(): void {
  (globalThis as { [SERVER]?: true })[SERVER] = true;
}

const nextCacheExists = () => (globalThis as { [SERVER]?: true })[SERVER] === true || config.buildingPages;

/** Renders a cached page afresh on its next visit, in every language; with "layout", every page under the path. */
export function refreshPage(path: string, type?: "layout"): void {
  if (nextCacheExists()) for (const locale of LOCALES) revalidatePath(internalPath(locale, path), type);
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

type CacheHandlerConfig = { handlers: { revalidateTag(tag: string): Promise<void> }[] };
/** Next.js's prefix of the tag every page is cached under with its own path (what revalidatePath expires). */
const PATH_TAG = "_N_T_";

/**
 * What refreshPage and expireTags do, for a job (outside any request): through the cache's handlers, which
 * cache-handler.mjs keeps on globalThis once Next.js has made them, in every language.
 */
export async function expireFromJob(paths: readonly string[], tags: readonly string[]): Promise<void> {
  const handlers = (globalThis as { __castfolioCacheConfig?: CacheHandlerConfig }).__castfolioCacheConfig?.handlers;
  if (!handlers?.length) return;
  const pathTags = paths.flatMap((p) => LOCALES.map((locale) => PATH_TAG + internalPath(locale, p)));
  await Promise.all(handlers.flatMap((handler) => [...pathTags, ...tags].map((tag) => handler.revalidateTag(tag))));
}
