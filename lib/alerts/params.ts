import { dayLabel } from "../i18n/date-labels.ts";
import { invalidFields } from "../errors.ts";
import { formError } from "../i18n/form-errors.ts";
import { callFilterSchema, readCallParams, type CallFilters } from "../hiring/filters.ts";
import { categoryLabel, genderLabel, subcategoryLabel, type CatalogTranslator } from "../search/catalog-names.ts";
import { projectTypeLabel } from "../hiring/job-names.ts";
import { translatorFor } from "../i18n/catalogs.ts";
import { byRuntimeKey } from "../i18n/runtime-keys.ts";
import { DEFAULT_LOCALE, type Locale } from "../i18n/locales.ts";
import { formatInr } from "../money.ts";
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

/** The canonical query string of a search of `kind`, or 400 naming each parameter that is wrong. */
export function canonicalParams(kind: SavedSearchKind, input: SearchParamsInput): string {
  const params = toSearchParams(input);
  const unknown = [...new Set(params.keys())].filter((key) => !KNOWN[kind].has(key));
  if (unknown.length) {
    throw invalidFields(
      Object.fromEntries(unknown.map((key) => [`params.${key}`, formError("alerts.notAParameter", { key })])),
    );
  }
  if (kind === "calls") {
    const parsed = callFilterSchema.safeParse(readCallParams(params));
    if (!parsed.success) {
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) errors[`params.${String(issue.path[0])}`] ??= issue.message;
      throw invalidFields(errors);
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
    throw invalidFields(
      Object.fromEntries(Object.entries(parsed.errors).map(([key, message]) => [`params.${key}`, message])),
    );
  }
  return searchParamsOf(parsed.query, UNSAVED.talent).toString();
}

/**
 * Who reads a search's filters in words: a language, its "Notices" messages (group "Notices.search") and, in a
 * language other than English, its "Catalog" names (a lib/notifications/words.ts NoticeReader is one). English
 * keeps the catalog's names as they are. Members' words (a city, a query, languages, skills) stay as typed.
 */
export interface SearchReader {
  locale: Locale;
  t: (key: string, values?: Record<string, string | number>) => string;
  catalog?: CatalogTranslator;
}

/** How the site names searches (suggested names, and the English of alerts). */
const ENGLISH: SearchReader = { locale: DEFAULT_LOCALE, t: byRuntimeKey(translatorFor(DEFAULT_LOCALE, "Notices")) };

/** A reader of `locale`: the names a page in that language suggests for the searches it saves. */
export function searchReader(locale: Locale): SearchReader {
  if (locale === DEFAULT_LOCALE) return ENGLISH;
  return { locale, t: byRuntimeKey(translatorFor(locale, "Notices")), catalog: translatorFor(locale, "Catalog") };
}

const categoryIn = (reader: SearchReader, name: string) =>
  reader.catalog ? categoryLabel(reader.catalog, name) : name;
const subcategoryIn = (reader: SearchReader, name: string) =>
  reader.catalog ? subcategoryLabel(reader.catalog, name) : name;
const genderIn = (reader: SearchReader, name: string) => (reader.catalog ? genderLabel(reader.catalog, name) : name);

/** The role a search looks for, in the reader's words: its subcategory, else its category. */
function roleIn(reader: SearchReader, filters: { category?: string; subcategory?: string }): string | undefined {
  if (filters.subcategory) return subcategoryIn(reader, filters.subcategory);
  return filters.category && categoryIn(reader, filters.category);
}

/** A calls search's filters in words, to name it: "Heroine · Mumbai · Paid", "All casting calls". */
export function callSearchName(
  filters: {
    category?: string;
    subcategory?: string;
    city?: string;
    paid?: boolean;
    projectType?: string;
  },
  reader: SearchReader = ENGLISH,
): string {
  const { t } = reader;
  const paid = filters.paid === undefined ? undefined : filters.paid ? t("search.paid") : t("search.unpaid");
  // English keeps the stored value as it is; the other languages name the project type in their words.
  const project =
    filters.projectType && reader.catalog
      ? projectTypeLabel(translatorFor(reader.locale, "JobsClient"), filters.projectType)
      : filters.projectType;
  const parts = [roleIn(reader, filters), project, filters.city, paid].filter(Boolean);
  return parts.length ? parts.join(" · ") : t("search.allCalls");
}

/** A talent search's parameters as a saved search keeps them: a parsed query's choices, paging and sorting aside. */
export function talentSearchParams(query: Partial<SearchQuery>): string {
  return searchParamsOf(query, UNSAVED.talent).toString();
}

/** "Aged 25-45", "Aged 25", "Aged 25+", "Aged up to 45" in the reader's words; undefined without either end. */
function ageWords({ t }: SearchReader, min: number | undefined, max: number | undefined): string | undefined {
  if (min !== undefined && max !== undefined)
    return min === max
      ? t("search.ageExactly", { age: `${min}` })
      : t("search.ageBetween", { min: `${min}`, max: `${max}` });
  if (min !== undefined) return t("search.ageFrom", { min: `${min}` });
  if (max !== undefined) return t("search.ageUpTo", { max: `${max}` });
  return undefined;
}

/** "Height 160-175 cm", "Height 160 cm", "Height 160+ cm", "Height up to 175 cm" in the reader's words. */
function heightWords({ t }: SearchReader, min: number | undefined, max: number | undefined): string | undefined {
  if (min !== undefined && max !== undefined)
    return min === max
      ? t("search.heightExactly", { height: `${min}` })
      : t("search.heightBetween", { min: `${min}`, max: `${max}` });
  if (min !== undefined) return t("search.heightFrom", { min: `${min}` });
  if (max !== undefined) return t("search.heightUpTo", { max: `${max}` });
  return undefined;
}

/** `available` in words: "Available now", "Free on 4 Dec 2026", "Free 1 Dec 2026 – 5 Dec 2026". */
function availableWords({ t, locale }: SearchReader, available: string): string {
  if (available === "now") return t("search.availableNow");
  const [first, last = first] = available.split(DAY_RANGE);
  const day = (value: string) => dayLabel(value, "short", locale);
  return first === last
    ? t("search.freeOn", { day: day(first) })
    : t("search.freeBetween", { first: day(first), last: day(last) });
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
export function talentSearchName(query: Partial<SearchQuery>, reader: SearchReader = ENGLISH): string {
  const { t, locale } = reader;
  const parts = [
    query.q && `"${query.q}"`,
    roleIn(reader, query),
    query.gender && genderIn(reader, query.gender),
    query.city,
    ageWords(reader, query.ageMin, query.ageMax),
    heightWords(reader, query.heightMin, query.heightMax),
    query.languages?.join(", "),
    query.skills?.join(", "),
    query.skinTone && t("search.skinTone", { tone: query.skinTone }),
    query.available && availableWords(reader, query.available),
    query.maxDayRate !== undefined && t("search.maxDayRate", { amount: formatInr(query.maxDayRate, locale) }),
    query.verified && t("search.verified"),
    query.showreel && t("search.showreel"),
    query.portfolio && t("search.portfolio"),
  ].filter((part): part is string => Boolean(part));
  return parts.length ? fitName(parts) : t("search.allProfiles");
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

/**
 * A saved search's filters in words, from its canonical parameters: why something matched it, in the reader's
 * language (English unless told).
 */
export function describeSearch(kind: SavedSearchKind, params: string, reader: SearchReader = ENGLISH): string {
  if (kind === "calls") {
    const filters = savedCallFilters(params);
    return filters ? callSearchName(filters, reader) : params;
  }
  const query = savedTalentQuery(params);
  return query ? talentSearchName(query, reader) : params;
}

/** The listing's address that runs a saved search. */
export function searchLink(kind: SavedSearchKind, params: string): string {
  return params ? `${SEARCH_PAGES[kind]}?${params}` : SEARCH_PAGES[kind];
}
