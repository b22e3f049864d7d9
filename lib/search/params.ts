// The search's parameter names and how a query is written into an address: shared by the server and the
// browser's filter form, without the validation (lib/search/query.ts) that only the server needs.

export const SORTS = ["best", "updated", "complete"] as const;
export type Sort = (typeof SORTS)[number];
export const SORT_LABELS: Record<Sort, string> = {
  best: "Best match",
  updated: "Recently updated",
  complete: "Most complete",
};

export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;

/** Every parameter, in the order a canonical address lists them (tests keep it the schema's). */
export const QUERY_KEYS = [
  "q",
  "category",
  "subcategory",
  "city",
  "gender",
  "ageMin",
  "ageMax",
  "heightMin",
  "heightMax",
  "languages",
  "skills",
  "skinTone",
  "available",
  "maxDayRate",
  "showreel",
  "portfolio",
  "verified",
  "sort",
  "after",
  "pageSize",
] as const;

/** A query as these helpers read it: lib/search/query.ts SearchQuery has exactly these keys. */
type QueryValues = Partial<Record<(typeof QUERY_KEYS)[number], string | number | boolean | readonly string[]>>;

export const LIST_KEYS: ReadonlySet<string> = new Set(["languages", "skills"]);

/** What joins the first and last day of an `available` range: 2026-12-01..2026-12-05, both days included. */
export const DAY_RANGE = "..";

/**
 * The filter form's two date fields for `available` (listings of camera units and locations): a plain GET
 * form cannot join them, so reading an address folds them into `available` (lib/search/query.ts
 * readSearchParams), and every address the app writes has the one form `available=first..last`.
 */
export const AVAILABLE_FIELDS = { from: "availableFrom", until: "availableUntil" } as const;

/** The first and last day (YYYY-MM-DD) a well-formed `available` stands for: `now` is today, a date that day alone. */
export function availableDays(available: string, today: string): [first: string, last: string] {
  if (available === "now") return [today, today];
  const [first, last = first] = available.split(DAY_RANGE);
  return [first, last];
}

/** The query's non-default choices as URL parameters, in a fixed order: the same search, the same string. */
export function searchParamsOf(query: QueryValues, omit: readonly string[] = []): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of QUERY_KEYS) {
    if (omit.includes(key)) continue;
    const value = query[key];
    if (value === undefined || (Array.isArray(value) && !value.length)) continue;
    if (key === "sort" && value === "best") continue;
    if (key === "pageSize" && value === DEFAULT_PAGE_SIZE) continue;
    params.set(key, Array.isArray(value) ? value.join(",") : value === true ? "1" : String(value));
  }
  return params;
}

/** Whether the visitor chose any filter (free text included), as opposed to browsing. */
export function hasFilters(query: QueryValues, scope: readonly string[] = []): boolean {
  const filters = searchParamsOf(query, ["sort", "after", "pageSize", ...scope]);
  return [...filters.keys()].length > 0;
}
