import { dayLabel } from "../dates.ts";
import { AppError } from "../errors.ts";
import { callFilterSchema, readCallParams, type CallFilters } from "../hiring/filters.ts";
import { DAY_RANGE, QUERY_KEYS, searchParamsOf } from "../search/params.ts";
import { parseSearchQuery, readSearchParams, type SearchQuery } from "../search/query.ts";
import { MAX_SEARCH_NAME, SEARCH_PAGES, type SavedSearchKind } from "./options.ts";
import type { SearchParamsInput } from "./schemas.ts";

// A saved search keeps its parameters as the canonical query string of its listing: validated by the
// listing's own schema (GET /api/calls, GET /api/search), in a fixed order, without paging or sorting,
// which change what is shown first but not what matches. The same search is always the same string.

const CALL_KEYS = ["category", "subcategory", "city", "paid", "projectType"] as const;
/** Parameters of the listings that a saved search drops: they page or order results, not choose them. */
const UNSAVED: Record<SavedSearchKind, readonly string[]> = {
  calls: ["page"],
  talent: ["sort", "after", "pageSize"],
};
const KNOWN: Record<SavedSearchKind, ReadonlySet<string>> = {
  calls: new Set([...CALL_KEYS, ...UNSAVED.calls]),
  talent: new Set([...QUERY_KEYS, "availableFrom", "availableUntil"]),
};

function toSearchParams(input: SearchParamsInput): URLSearchParams {
  if (typeof input === "string") return new URLSearchParams(input.replace(/^\?/, ""));
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    for (const one of Array.isArray(value) ? value : [value]) params.append(key, String(one));
  }
  return params;
}

function invalid(errors: Record<string, string>): AppError {
  return new AppError("invalid", `Invalid input. ${Object.values(errors).join("; ")}`, { errors });
}

/** The canonical query string of a search of `kind`, or 400 naming each parameter that is wrong. */
export function canonicalParams(kind: SavedSearchKind, input: SearchParamsInput): string {
  const params = toSearchParams(input);
  const unknown = [...new Set(params.keys())].filter((key) => !KNOWN[kind].has(key));
  if (unknown.length) {
    throw invalid(
      Object.fromEntries(unknown.map((key) => [`params.${key}`, `${key} is not a parameter of this search`])),
    );
  }
  if (kind === "calls") {
    const parsed = callFilterSchema.safeParse(readCallParams(params));
    if (!parsed.success) {
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) errors[`params.${String(issue.path[0])}`] ??= issue.message;
      throw invalid(errors);
    }
    const canonical = new URLSearchParams();
    for (const key of CALL_KEYS) {
      const value = parsed.data[key];
      if (value !== undefined) canonical.set(key, String(value));
    }
    return canonical.toString();
  }
  const parsed = parseSearchQuery(readSearchParams(params));
  if (!parsed.ok) {
    throw invalid(
      Object.fromEntries(Object.entries(parsed.errors).map(([key, message]) => [`params.${key}`, message])),
    );
  }
  return searchParamsOf(parsed.query, UNSAVED.talent).toString();
}

/** A calls search's filters in words, to name it: "Heroine · Mumbai · Paid", "All casting calls". */
export function callSearchName(filters: {
  category?: string;
  subcategory?: string;
  city?: string;
  paid?: boolean;
  projectType?: string;
}): string {
  const role = filters.subcategory ?? filters.category;
  const paid = filters.paid === undefined ? undefined : filters.paid ? "Paid" : "Unpaid";
  const parts = [role, filters.projectType, filters.city, paid].filter(Boolean);
  return parts.length ? parts.join(" · ") : "All casting calls";
}

/** A talent search's parameters as a saved search keeps them: a parsed query's choices, paging and sorting aside. */
export function talentSearchParams(query: Partial<SearchQuery>): string {
  return searchParamsOf(query, UNSAVED.talent).toString();
}

/** "from-to", "from+" or "up to to", with the unit after: "25-45", "160+ cm". */
function range(min: number | undefined, max: number | undefined, unit = ""): string | undefined {
  if (min !== undefined && max !== undefined) return min === max ? `${min}${unit}` : `${min}-${max}${unit}`;
  if (min !== undefined) return `${min}+${unit}`;
  if (max !== undefined) return `up to ${max}${unit}`;
  return undefined;
}

/** `available` in words: "Available now", "Free on 4 Dec 2026", "Free 1 Dec 2026 – 5 Dec 2026". */
function availableWords(available: string): string {
  if (available === "now") return "Available now";
  const [first, last = first] = available.split(DAY_RANGE);
  return first === last ? `Free on ${dayLabel(first)}` : `Free ${dayLabel(first)} – ${dayLabel(last)}`;
}

/**
 * The parts joined while they fit in a search's name, the first ones first; " …" says that some were left
 * out. A first part too long on its own is cut short.
 */
function fitName(parts: string[], max = MAX_SEARCH_NAME): string {
  const separator = " · ";
  let name = "";
  for (const part of parts) {
    const longer = name ? `${name}${separator}${part}` : part;
    if (longer.length <= max) {
      name = longer;
      continue;
    }
    if (!name) return `${part.slice(0, max - 1).replace(/[\uD800-\uDBFF]$/, "")}…`;
    return name.length + 2 <= max ? `${name} …` : name;
  }
  return name;
}

/**
 * A talent search's filters in words, to name it (at most MAX_SEARCH_NAME characters), those that say most
 * first: `Heroine · Female · Mumbai · Aged 20-30`, `"kathak" · Dancers · Chennai`, `All profiles`.
 */
export function talentSearchName(query: Partial<SearchQuery>): string {
  const age = range(query.ageMin, query.ageMax);
  const height = range(query.heightMin, query.heightMax, " cm");
  const parts = [
    query.q && `"${query.q}"`,
    query.subcategory ?? query.category,
    query.gender,
    query.city,
    age && `Aged ${age}`,
    height && `Height ${height}`,
    query.languages?.join(", "),
    query.skills?.join(", "),
    query.skinTone && `${query.skinTone} skin`,
    query.available && availableWords(query.available),
    query.maxDayRate !== undefined && `Up to ₹${query.maxDayRate.toLocaleString("en-IN")} a day`,
    query.verified && "Verified",
    query.showreel && "With a show reel",
    query.portfolio && "With a portfolio",
  ].filter((part): part is string => Boolean(part));
  return parts.length ? fitName(parts) : "All profiles";
}

/**
 * A saved calls search's filters, or undefined when they no longer read (a category renamed since it was
 * saved): such a search matches nothing rather than stopping the alerts of every other.
 */
export function savedCallFilters(params: string): CallFilters | undefined {
  const parsed = callFilterSchema.safeParse(readCallParams(new URLSearchParams(params)));
  if (!parsed.success) console.warn(`[alerts] a saved calls search no longer reads: ${params}`);
  return parsed.success ? parsed.data : undefined;
}

/** A saved talent search's query, or undefined when it no longer reads. */
export function savedTalentQuery(params: string): SearchQuery | undefined {
  const parsed = parseSearchQuery(readSearchParams(new URLSearchParams(params)));
  if (!parsed.ok) console.warn(`[alerts] a saved talent search no longer reads: ${params}`);
  return parsed.ok ? parsed.query : undefined;
}

/** A saved search's filters in words, from its canonical parameters: why something matched it. */
export function describeSearch(kind: SavedSearchKind, params: string): string {
  if (kind === "calls") {
    const filters = savedCallFilters(params);
    return filters ? callSearchName(filters) : params;
  }
  const query = savedTalentQuery(params);
  return query ? talentSearchName(query) : params;
}

/** The listing's address that runs a saved search. */
export function searchLink(kind: SavedSearchKind, params: string): string {
  return params ? `${SEARCH_PAGES[kind]}?${params}` : SEARCH_PAGES[kind];
}
