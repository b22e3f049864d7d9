import "server-only";
import { resolveListing } from "../catalog.ts";
import { AppError } from "../errors.ts";
import { checkCursor } from "./engine.ts";
import { searchParamsOf } from "./params.ts";
import { readSearchParams, searchQuerySchema, type SearchQuery } from "./query.ts";

// Listings and /search are cached per set of filters. A page cache keys pages by path, so the request pipeline
// (lib/process/request-pipeline.ts) rewrites each well-formed address to a path that carries its filters in canonical
// form, one segment:
//   /Artists/Heroine?gender=Female&city=hyderabad -> /cached-listing/Artists/Heroine/city%3Dhyderabad%26gender%3DFemale
//   /search?q=dancer                              -> /cached-search/q%3Ddancer
// The same search written two ways is one cached page. Addresses whose filters do not parse (a cursor
// included) are left alone: their own pages render per request and say what is wrong. The cached pages
// answer only their canonical names (queryOfKey), and the pipeline refuses them from outside, so that made-up
// names cannot fill the cache.

const NONE = "all";

type Scope = { category?: string; subcategory?: string };

/** A well-formed query of this scope (its cursor checked too), or undefined. */
function parse(params: URLSearchParams, scope: Scope): SearchQuery | undefined {
  const parsed = searchQuerySchema.safeParse({ ...readSearchParams(params), ...scope });
  if (!parsed.success) return undefined;
  try {
    checkCursor(parsed.data);
  } catch (error) {
    if (error instanceof AppError) return undefined;
    throw error;
  }
  return parsed.data;
}

const keyOf = (query: SearchQuery, scope: Scope) => searchParamsOf(query, Object.keys(scope)).toString() || NONE;

/** The query a cached page's name stands for, or undefined when the name is not the canonical one. */
export function queryOfKey(key: string, scope: Scope = {}): SearchQuery | undefined {
  // Next hands the segment over decoded or not, depending on the path: a canonical key always has "=".
  let text = key;
  if (!key.includes("=")) {
    try {
      text = decodeURIComponent(key);
    } catch {
      return undefined;
    }
  }
  const query = parse(text === NONE ? new URLSearchParams() : new URLSearchParams(text), scope);
  return query && keyOf(query, scope) === text ? query : undefined;
}

/** The cached page that answers a listing or search address, or undefined to leave it as it is. */
export function cachedPathFor(pathname: string, params: URLSearchParams): string | undefined {
  if (pathname === "/search") {
    const query = parse(params, {});
    return query && `/cached-search/${encodeURIComponent(keyOf(query, {}))}`;
  }
  const parts = pathname.split("/").filter(Boolean);
  if (parts.length !== 2) return undefined;
  const found = resolveListing(parts[0], parts[1]);
  if (!found) return undefined;
  const scope = { category: found.category.name, subcategory: found.subcategory };
  const query = parse(params, scope);
  return query && `/cached-listing/${parts[0]}/${parts[1]}/${encodeURIComponent(keyOf(query, scope))}`;
}

/** The paths only the rewrite may lead to. */
export const CACHED_PREFIXES = ["/cached-listing/", "/cached-search/", "/cached-jobs/"];
