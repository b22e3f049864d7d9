import "server-only";
import { todayInIndia } from "../dates.ts";
import { cached } from "../server/cache.ts";
import { AppError } from "../errors.ts";
import { searchTags } from "./cache-tags.ts";
import { checkCursor, searchMembers, type Facets, type SearchOptions, type SearchPage } from "./engine.ts";
import { searchParamsOf } from "./params.ts";
import type { SearchQuery } from "./query.ts";

// The directory's one way in: listings, /search and the APIs all ask here. Results are kept per normalised
// query and day (ages and availability change with the date) until a member they may hold changes
// (lib/search/cache-tags.ts, expired by lib/profiles/refresh-pages.ts) or five minutes pass.

const KEEP_SECONDS = 300;

type DirectoryOptions = Omit<SearchOptions, "today">;

/** With `facets`, every page carries them (a later page the first page's). */
export function searchDirectory(
  query: SearchQuery,
  options: DirectoryOptions & { facets: true },
): Promise<SearchPage & { facets: Facets }>;
export function searchDirectory(query: SearchQuery, options?: DirectoryOptions): Promise<SearchPage>;
export function searchDirectory(query: SearchQuery, options: DirectoryOptions = {}): Promise<SearchPage> {
  const today = todayInIndia();
  const key = ["search", today, JSON.stringify(options), searchParamsOf(query).toString()];
  return cached(key, searchTags(query, Boolean(options.facets)), KEEP_SECONDS, async () => {
    if (!query.after || !options.facets) return searchMembers(query, { ...options, today });
    // A later page counts what the first counted: its facets come from the first page's cached copy.
    const [page, first] = await Promise.all([
      searchMembers(query, { ...options, facets: false, today }),
      searchDirectory({ ...query, after: undefined }, options),
    ]);
    return { ...page, facets: first.facets };
  });
}

/**
 * For pages: the search, or, when its `after` is not a cursor of this search (a hand-edited address), its
 * first page and what was wrong, so that the page can say so instead of failing.
 */
export async function searchForPage(
  query: SearchQuery,
  options: DirectoryOptions = {},
): Promise<{ page: SearchPage; query: SearchQuery; errors?: Record<string, string> }> {
  try {
    checkCursor(query);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const first = { ...query, after: undefined };
    return { page: await searchDirectory(first, options), query: first, errors: error.errors };
  }
  return { page: await searchDirectory(query, options), query };
}

export type { SearchPage, Facets } from "./engine.ts";
