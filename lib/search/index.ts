import "server-only";
import { todayInIndia } from "../availability.ts";
import { cached, DIRECTORY_TAG } from "../cache.ts";
import { searchMembers, type SearchOptions, type SearchPage } from "./engine.ts";
import { searchParamsOf } from "./params.ts";
import type { SearchQuery } from "./query.ts";

// The directory's one way in: listings, /search and the APIs all ask here. Results are kept per normalised
// query and day (ages and availability change with the date) until a member changes (lib/profiles/refresh-pages.ts
// expires DIRECTORY_TAG) or five minutes pass.

const KEEP_SECONDS = 300;

export function searchDirectory(query: SearchQuery, options: Omit<SearchOptions, "today"> = {}): Promise<SearchPage> {
  const today = todayInIndia();
  const key = ["search", today, JSON.stringify(options), searchParamsOf(query).toString()];
  return cached(key, [DIRECTORY_TAG], KEEP_SECONDS, () => searchMembers(query, { ...options, today }));
}

export type { SearchPage, Facets } from "./engine.ts";
