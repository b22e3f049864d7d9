import "server-only";
import type { PageAddress } from "../i18n/addresses.ts";

// What the request pipeline (lib/process/request-pipeline.ts) does with some domains' pages, handed to it when it
// is handed to the server (lib/platform-wiring.ts), so that the platform imports no domain.

/** Pages rendered for other addresses: the listings' and searches' cached pages. */
export interface PageRewrite {
  /** The internal pages' prefixes: asked for directly, they are not found. */
  internalPrefixes: readonly string[];
  /** The internal page that renders a read of this English path with these parameters, if any. */
  rewrite: (path: string, params: URLSearchParams) => string | undefined;
}

/**
 * Pages gone for good (an expired look-book link), answered 410 since a page can only answer 200 or 404:
 * undefined at once for an address that is not this kind of page; else, in time, its gone page's HTML in the
 * address's language, or undefined to render the page.
 */
export type GonePage = (address: PageAddress) => Promise<string | undefined> | undefined;

export interface PageHooks {
  rewrites: readonly PageRewrite[];
  gonePages: readonly GonePage[];
}

/** Whether this path is an internal page that no address leads to directly. */
export function isInternalPage(hooks: PageHooks, path: string): boolean {
  return hooks.rewrites.some(({ internalPrefixes }) => internalPrefixes.some((prefix) => path.startsWith(prefix)));
}

/** The internal page that renders this read, or undefined. */
export function rewrittenPage(hooks: PageHooks, path: string, params: URLSearchParams): string | undefined {
  for (const { rewrite } of hooks.rewrites) {
    const target = rewrite(path, params);
    if (target) return target;
  }
  return undefined;
}

/** The gone-page check a domain claims this address with, or undefined. */
export function goneCheck(hooks: PageHooks, address: PageAddress): Promise<string | undefined> | undefined {
  for (const gone of hooks.gonePages) {
    const check = gone(address);
    if (check) return check;
  }
  return undefined;
}
