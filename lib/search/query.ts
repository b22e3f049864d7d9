import { z } from "zod";
import { MAX_RUPEES } from "../money.ts";
import { CATEGORY_NAMES, findCategory, GENDERS } from "../catalog.ts";
import { addDays, parseDateOnly, todayInIndia } from "../dates.ts";
import { HEIGHT_RANGE_CM } from "./measures.ts";
import {
  AVAILABLE_FIELDS,
  DAY_RANGE,
  DEFAULT_PAGE_SIZE,
  LIST_KEYS,
  MAX_PAGE_SIZE,
  QUERY_KEYS,
  SORTS,
} from "./params.ts";
import { cityFromAnyScript, languageFromAnyScript } from "./typed-names.ts";
import { SKIN_TONES, splitList } from "./vocabulary.ts";
import { formError } from "../i18n/form-errors.ts";

// The search's parameters, as /search, the listings and GET /api/search read them from a URL: every choice
// lives in the address, so that a search can be shared and the back button works. One schema for the
// pages, the API and the request pipeline that gives each search its cache key. Their names, and how a query
// is written back into an address, are in lib/search/params.ts (light enough for the browser).

const MAX_AGE = 120;
const MAX_TERMS = 10;

const text = (name: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, formError("generic.maxChars", { field: name, max: max }))
    .refine((v) => !v.includes("\0"), `${name} contains a NUL character`)
    .optional()
    .transform((v) => v || undefined);

const whole = (name: string, min: number, max: number, unit = "") =>
  z.coerce
    .number({ message: formError("generic.number", { field: name }) })
    .int(formError("generic.wholeNumber", { field: name }))
    .min(min, `${name} must be from ${min} to ${max}${unit}`)
    .max(max, `${name} must be from ${min} to ${max}${unit}`)
    .optional();

const flag = (name: string) =>
  z
    .enum(["1", "true", "yes", "0", "false", "no"], { message: `${name} must be 1 or 0` })
    .optional()
    .transform((v) => (v === "1" || v === "true" || v === "yes" ? true : undefined));

const MAX_ENTRY = 60;

/** A list: repeated or comma-separated values, each entry checked once split. */
const list = (name: string, normalise: (v: string) => string) =>
  z
    .array(z.string().max(MAX_TERMS * (MAX_ENTRY + 2), formError("generic.tooLong", { field: name })))
    .max(MAX_TERMS, `${name}: at most ${MAX_TERMS}`)
    .optional()
    .transform((values) => [...new Set(splitList(values ?? []).map(normalise))].sort())
    .refine((entries) => entries.length <= MAX_TERMS, `${name}: at most ${MAX_TERMS}`)
    .refine((entries) => entries.every((e) => e.length <= MAX_ENTRY), `${name}: each at most ${MAX_ENTRY} characters`);

/** The longest range `available` takes, both ends counted: a year, a leap year's too. */
export const MAX_AVAILABLE_DAYS = 366;

const AVAILABLE_FORMS = "now, a date (YYYY-MM-DD) or a range of dates (YYYY-MM-DD..YYYY-MM-DD)";

/** `available` in its one canonical form (a range of one day is that day), or what is wrong with it. */
function readAvailable(value: string): { value: string } | { problem: string } {
  if (value === "now") return { value };
  const parts = value.split(DAY_RANGE);
  if (parts.length === 1) return parseDateOnly(value) ? { value } : { problem: `available must be ${AVAILABLE_FORMS}` };
  if (parts.length > 2) return { problem: `available must be ${AVAILABLE_FORMS}` };
  const [first, last] = parts.map((part) => part.trim());
  if (!parseDateOnly(first)) return { problem: "available must start with a date (YYYY-MM-DD)" };
  if (!parseDateOnly(last)) return { problem: "available must end with a date (YYYY-MM-DD)" };
  if (first > last) return { problem: formError("search.availableCrossed", { first, last }) };
  const latest = addDays(first, MAX_AVAILABLE_DAYS - 1);
  if (last > latest)
    return {
      problem: formError("generic.atMost", {
        field: "available",
        max: `${MAX_AVAILABLE_DAYS} days long (from ${first}, until ${latest} at the latest)`,
      }),
    };
  return { value: first === last ? first : `${first}${DAY_RANGE}${last}` };
}

export const searchQuerySchema = z
  .object({
    q: text("q", 100),
    category: z
      .enum(CATEGORY_NAMES, {
        message: formError("generic.oneOf", { field: "category", options: CATEGORY_NAMES.join(", ") }),
      })
      .optional(),
    subcategory: text("subcategory", 60),
    city: text("city", 80).transform((v) => v && cityFromAnyScript(v)),
    gender: z.enum(GENDERS, { message: "gender must be Male, Female or Other" }).optional(),
    ageMin: whole("ageMin", 0, MAX_AGE),
    ageMax: whole("ageMax", 0, MAX_AGE),
    heightMin: whole("heightMin", HEIGHT_RANGE_CM.min, HEIGHT_RANGE_CM.max, " cm"),
    heightMax: whole("heightMax", HEIGHT_RANGE_CM.min, HEIGHT_RANGE_CM.max, " cm"),
    languages: list("languages", languageFromAnyScript),
    skills: list("skills", (v) => v.toLowerCase()),
    skinTone: z
      .enum(SKIN_TONES, { message: formError("generic.oneOf", { field: "skinTone", options: SKIN_TONES.join(", ") }) })
      .optional(),
    available: z
      .string()
      .trim()
      .optional()
      .transform((v, ctx) => {
        if (!v) return undefined;
        const read = readAvailable(v);
        if ("value" in read) return read.value;
        ctx.addIssue({ code: "custom", message: read.problem });
        return z.NEVER;
      }),
    maxDayRate: whole("maxDayRate", 1, MAX_RUPEES, " rupees"),
    showreel: flag("showreel"),
    portfolio: flag("portfolio"),
    verified: flag("verified"),
    sort: z
      .enum(SORTS, { message: formError("generic.oneOf", { field: "sort", options: SORTS.join(", ") }) })
      .default("best"),
    after: text("after", 400),
    pageSize: whole("pageSize", 1, MAX_PAGE_SIZE).transform((v) => v ?? DEFAULT_PAGE_SIZE),
  })
  .superRefine((query, ctx) => {
    const problem = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    if (query.subcategory) {
      const category = findCategory(query.category);
      if (!category) problem("subcategory", "subcategory needs a category");
      else if (!category.subcategories.includes(query.subcategory))
        problem("subcategory", `subcategory must be one of ${category.name}'s: ${category.subcategories.join(", ")}`);
    }
    if (query.ageMin !== undefined && query.ageMax !== undefined && query.ageMin > query.ageMax)
      problem("ageMin", formError("search.ageCrossed"));
    if (query.heightMin !== undefined && query.heightMax !== undefined && query.heightMin > query.heightMax)
      problem("heightMin", formError("search.heightCrossed"));
  });

export type SearchQuery = z.infer<typeof searchQuerySchema>;

/**
 * The schema's input from a URL's query (or a page's searchParams): lists from repeated or comma-separated
 * values, everything else its first value; empty values are as good as absent (a submitted form sends them).
 * The form's two availability dates (AVAILABLE_FIELDS) are read as `available`, unless that is given too:
 * from and until as the range first..last, from alone as that day, until alone as today..until.
 */
export function readSearchParams(
  params: URLSearchParams | Record<string, string | string[] | undefined>,
): Record<string, unknown> {
  const all = (key: string): string[] => {
    const raw = params instanceof URLSearchParams ? params.getAll(key) : params[key];
    return (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]).filter((v) => v !== "");
  };
  const input: Record<string, unknown> = Object.fromEntries(
    QUERY_KEYS.flatMap((key) => {
      const values = all(key);
      if (!values.length) return [];
      return [[key, LIST_KEYS.has(key) ? values : values[0]]];
    }),
  );
  const [from] = all(AVAILABLE_FIELDS.from);
  const [until] = all(AVAILABLE_FIELDS.until);
  if (input.available === undefined && (from || until))
    input.available = until ? `${from ?? todayInIndia()}${DAY_RANGE}${until}` : from;
  return input;
}

/** A query parsed, or what is wrong with it (for pages, which show the problem instead of failing). */
export function parseSearchQuery(
  input: Record<string, unknown>,
): { ok: true; query: SearchQuery } | { ok: false; errors: Record<string, string> } {
  const parsed = searchQuerySchema.safeParse(input);
  if (parsed.success) return { ok: true, query: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? "query")] ??= issue.message;
  return { ok: false, errors };
}

/** For pages: the query, or (when the address does not parse) no filters within the scope, and what was wrong. */
export function queryOrDefault(
  input: Record<string, unknown>,
  scope: { category?: string; subcategory?: string } = {},
): { query: SearchQuery; errors?: Record<string, string> } {
  const parsed = parseSearchQuery({ ...input, ...scope });
  return parsed.ok ? { query: parsed.query } : { query: searchQuerySchema.parse(scope), errors: parsed.errors };
}
