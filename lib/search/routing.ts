import { resolveListing } from "../catalog.ts";
import { searchParamsOf } from "./params.ts";
import { readSearchParams, searchQuerySchema } from "./query.ts";

// Listings and /search are cached per set of filters. A page cache keys pages by path, so the request hook (lib/request-hook.ts) rewrites
// each well-formed address to a path that carries its filters in canonical form, one segment:
//   /Artists/Heroine?gender=Female&city=hyderabad -> /cached-listing/Artists/Heroine/city%3Dhyderabad%26gender%3DFemale
//   /search?q=dancer                              -> /cached-search/q%3Ddancer
// The same search written two ways is one cached page. Addresses whose filters do not parse are left
// alone: their own pages render per request and say what is wrong.

const NONE = "all";

export function decodeFilterKey(key: string): URLSearchParams {
  // A canonical key always has "=": without one it is still percent-encoded (or "all").
  const text = key.includes("=") ? key : decodeURIComponent(key);
  return text === NONE ? new URLSearchParams() : new URLSearchParams(text);
}

function keyOf(params: URLSearchParams, scope: Record<string, string> = {}): string | undefined {
  const parsed = searchQuerySchema.safeParse({ ...readSearchParams(params), ...scope });
  if (!parsed.success) return undefined;
  return encodeURIComponent(searchParamsOf(parsed.data, Object.keys(scope)).toString() || NONE);
}

/** The cached page that answers a listing or search address, or undefined to leave it as it is. */
export function cachedPathFor(pathname: string, params: URLSearchParams): string | undefined {
  if (pathname === "/search") {
    const key = keyOf(params);
    return key && `/cached-search/${key}`;
  }
  const parts = pathname.split("/").filter(Boolean);
  if (parts.length !== 2) return undefined;
  const found = resolveListing(parts[0], parts[1]);
  if (!found) return undefined;
  const key = keyOf(params, { category: found.category.name, subcategory: found.subcategory });
  return key && `/cached-listing/${parts[0]}/${parts[1]}/${key}`;
}
