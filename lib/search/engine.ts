import "server-only";
import { currentAvailability, type AvailabilityState } from "../profiles/availability-states.ts";
import { db, searchDb, type Db } from "../server/db.ts";
import { markDatabaseUnavailable } from "../server/db-unavailable.ts";
import { Prisma } from "../generated/prisma/client.ts";
import { ageOn, todayInIndia } from "../dates.ts";
import {
  conditions,
  filtersWithout,
  FTS,
  nameMatchScore,
  prefixQuery,
  sharedConditions,
  termsOf,
  where,
  type Facet,
} from "./conditions.ts";
import { decodeCursor, encodeCursor, type KeyKind } from "./cursor.ts";
import { searchParamsOf } from "./params.ts";
import { spellingSuggestion } from "./suggest.ts";
import type { SearchQuery } from "./query.ts";
import type { SearchResult } from "./views.ts";

// The search itself: one table (SearchProfile), every filter an indexed column, keyset pages, and facet
// counts that reflect the other filters. Listings are searches scoped to a subcategory. The conditions
// are built in conditions.ts.

const { sql, join, empty } = Prisma;

export type Facets = Record<"category" | "city" | "language" | "gender", Record<string, number>>;

export interface SearchPage {
  results: SearchResult[];
  total: number;
  facets?: Facets;
  /** The cursor of the next page, or null on the last. */
  next: string | null;
  /** For free text that found nobody (searchDirectory's `suggest`): the text to try instead, or null. */
  suggestion?: string | null;
}

interface Row {
  userId: string;
  name: string;
  category: string;
  subcategory: string;
  city: string | null;
  gender: string;
  dateOfBirth: string | null;
  heightCm: number | null;
  languages: string[] | null;
  availability: AvailabilityState;
  busyUntil: string | null;
  verified: boolean;
  completeness: number;
  profilePic: string | null;
  cardPic: string | null;
  dayRate: number | null;
  k1: string;
  k2: string | null;
  k3: string | null;
}

/** The order of a sort as SQL keys, all descending so that one row comparison continues a page. */
function sortKeys(query: SearchQuery): Prisma.Sql[] {
  const text = query.q?.trim();
  if (query.sort === "best" && text) {
    const prefix = termsOf(text).map(prefixQuery).filter(Boolean).join(" & ");
    const rank = prefix ? sql` + ts_rank(${FTS}, to_tsquery('simple'::regconfig, ${prefix}))` : empty;
    const names = nameMatchScore(text);
    const byName = names ? sql` + ${names}` : empty;
    return [
      sql`round((word_similarity(${text}, "keywords")${rank}${byName})::numeric, 6)`,
      sql`"rank"`,
      sql`"profileUpdatedAt"`,
    ];
  }
  if (query.sort === "updated") return [sql`"profileUpdatedAt"`];
  if (query.sort === "complete") return [sql`"completeness"`, sql`"profileUpdatedAt"`];
  return [sql`"rank"`, sql`"profileUpdatedAt"`];
}

/** What each sort key is, for checking a cursor's values and casting them back to the column's type. */
const KEY_KIND: Record<string, KeyKind> = {
  '"rank"': "int",
  '"completeness"': "int",
  '"profileUpdatedAt"': "timestamp",
};
const CAST: Record<KeyKind, string> = { int: "int", timestamp: "timestamp(3)", numeric: "numeric", id: "text" };

/** The relevance score is the one computed key: numeric. */
const keyKind = (key: Prisma.Sql): KeyKind => KEY_KIND[key.sql] ?? "numeric";
const keyCast = (key: Prisma.Sql) => CAST[keyKind(key)];

/** The cursor's keys after checking them: a 400 (AppError) for one that is malformed or of another search. */
function cursorKeys(query: SearchQuery, keys: Prisma.Sql[], identity: string): string[] | undefined {
  return query.after ? decodeCursor(query.after, identity, [...keys.map(keyKind), "id"]) : undefined;
}

/** Throws the 400 a search with this `after` would answer, without asking the database. */
export function checkCursor(query: SearchQuery): void {
  cursorKeys(query, sortKeys(query), searchParamsOf(query, ["after", "pageSize"]).toString());
}

/** The rows after a cursor's; `columns` names the keys where a subquery computed them already. */
function afterCursor(keys: Prisma.Sql[], values: string[], columns: Prisma.Sql[] = keys): Prisma.Sql {
  const typed = keys.map((key, i) => sql`${values[i]}::${Prisma.raw(keyCast(key))}`);
  return sql`(${join([...columns, sql`"userId"`], ", ")}) < (${join([...typed, sql`${values[keys.length]}`], ", ")})`;
}

const RESULT_COLUMNS = sql`"userId", "name", "category", "subcategory", "city", "gender", "dateOfBirth"::text AS "dateOfBirth",
  "heightCm", "languages", "availability"::text AS "availability", "busyUntil"::text AS "busyUntil", "verified",
  "completeness", "profilePic", "cardPic",
  (SELECT t."dayRate" FROM "RentalTerms" t WHERE t."ownerId" = "userId") AS "dayRate"`;

function toResult(row: Row, today: string): SearchResult {
  return {
    id: row.userId,
    name: row.name,
    category: row.category,
    subcategory: row.subcategory,
    city: row.city,
    gender: row.gender,
    age: row.dateOfBirth ? ageOn(row.dateOfBirth, today) : null,
    heightCm: row.heightCm,
    languages: row.languages ?? [],
    availability: currentAvailability(row.availability, row.busyUntil, today),
    verified: row.verified,
    completeness: row.completeness,
    profilePic: row.profilePic,
    cardPic: row.cardPic,
    dayRate: row.dayRate,
  };
}

/** How each facet is counted, over the table or over the rows a search matched once (`m`, matchedOnce). */
const FACETS: Record<
  Facet,
  { select: Prisma.Sql; from: (table: Prisma.Sql) => Prisma.Sql; extra: Prisma.Sql[]; limit?: number }
> = {
  category: { select: sql`"category"`, from: (t) => t, extra: [] },
  city: { select: sql`"city"`, from: (t) => t, extra: [sql`"city" IS NOT NULL`], limit: 20 },
  language: { select: sql`language`, from: (t) => sql`${t}, unnest("languages") AS language`, extra: [], limit: 20 },
  gender: { select: sql`"gender"`, from: (t) => t, extra: [] },
};
const FACET_NAMES = Object.keys(FACETS) as Facet[];
const TABLE = sql`"SearchProfile"`;

function facetCount(facet: Facet, table: Prisma.Sql, c: Prisma.Sql[]): Prisma.Sql {
  const { select, from, extra, limit } = FACETS[facet];
  return sql`
    SELECT ${select} AS value, count(*)::int AS n FROM ${from(table)}
    ${where([...c, ...extra])}
    GROUP BY 1 ORDER BY 2 DESC, 1 ${limit ? sql`LIMIT ${limit}` : empty}`;
}

/** What m holds of each matched row: the result columns, the facets' and filters' columns, the sort keys. */
const MATCHED_COLUMNS = sql`"userId", "name", "category", "subcategory", "city", "cityKey", "gender", "dateOfBirth",
  "heightCm", "languages", "availability", "busyUntil", "verified", "completeness", "profilePic", "cardPic"`;

/**
 * A search with free text, or with facets and skills, as one statement: the rows the text or skills (and
 * the other filters no facet leaves out) match are found once, into `m`, and the page, the total and every
 * facet count are read from them. As separate statements, each of the six matched the text over the whole
 * table again (40 ms each for a common first name at 5,000 members; 240 ms a search). Skills narrow a
 * search to a few hundred members (27 ms as six statements at 100,000 members, 11 ms as one); an age band
 * alone does not (20,000 members: six indexed statements are as fast, or faster with a city).
 */
function matchOnce(query: SearchQuery, options: SearchOptions): boolean {
  return termsOf(query.q).length > 0 || (!!options.facets && query.skills.length > 0);
}

function matchedOnce(
  query: SearchQuery,
  today: string,
  page: { keys: Prisma.Sql[]; cursor?: string[]; limit: number; offset?: number; facets?: boolean },
): Prisma.Sql {
  const names = page.keys.map((_, i) => Prisma.raw(`"s${i + 1}"`));
  const filters = filtersWithout(query);
  const after = page.cursor ? [afterCursor(page.keys, page.cursor, names)] : [];
  const order = join(
    [...names, sql`"userId"`].map((k) => sql`${k} DESC`),
    ", ",
  );
  const selectKeys = join(
    [0, 1, 2].map((i) => sql`${names[i] ?? sql`NULL`}::text AS ${Prisma.raw(`k${i + 1}`)}`),
    ", ",
  );
  const M = sql`m`;
  const facetColumns = page.facets
    ? FACET_NAMES.map(
        (f) => sql`, (SELECT coalesce(json_object_agg(value, n ORDER BY n DESC, value), '{}'::json)
          FROM (${facetCount(f, M, filtersWithout(query, f))}) f) AS ${Prisma.raw(`"${f}"`)}`,
      )
    : [];
  return sql`
    WITH m AS MATERIALIZED (
      SELECT ${MATCHED_COLUMNS}, ${join(
        page.keys.map((key, i) => sql`${key} AS ${names[i]}`),
        ", ",
      )}
      FROM "SearchProfile" ${where(sharedConditions(query, today))}
    )
    SELECT
      (SELECT coalesce(json_agg(r ORDER BY r.ord), '[]'::json) FROM (
        SELECT ${RESULT_COLUMNS}, ${selectKeys}, row_number() OVER (ORDER BY ${order}) AS ord
        FROM m ${where([...filters, ...after])}
        ORDER BY ${order}
        LIMIT ${page.limit + 1} ${page.offset ? sql`OFFSET ${page.offset}` : empty}
      ) r) AS results,
      (SELECT count(*)::int FROM m ${where(filters)}) AS total
      ${facetColumns.length ? join(facetColumns, "") : empty}`;
}

export interface SearchOptions {
  /** Count by category, city, language and gender as well (the search page and API; listings do not). */
  facets?: boolean;
  /** The day ages and availability are computed for (India time). */
  today?: string;
  /** For the old listing API's page numbers and whole-subcategory answers only (never for /api/search). */
  offset?: number;
  limit?: number;
  /** When free text finds nobody, look for a spelling that finds someone ("Did you mean"): /search and its API. */
  suggest?: boolean;
}

interface Statements {
  /** The page (rows in order), the total and the facets asked for, in one statement. */
  one: Prisma.Sql;
  /** What a cursor of this search is tied to, and how many keys it holds. */
  identity: string;
  keyCount: number;
}

/**
 * The page, the total and the facets as one statement of independent parts: each is planned on its own,
 * through its own indexes, as it would be alone, and the search costs one round trip.
 */
function inOneStatement(page: Prisma.Sql, count: Prisma.Sql, facets: Partial<Record<Facet, Prisma.Sql>>): Prisma.Sql {
  const facetColumns = Object.entries(facets).map(
    ([f, counted]) => sql`, (SELECT coalesce(json_object_agg(value, n ORDER BY n DESC, value), '{}'::json)
      FROM (${counted}) f) AS ${Prisma.raw(`"${f}"`)}`,
  );
  // The page's rows reach json_agg in the order its ORDER BY … LIMIT gives them (an aggregate over a sorted
  // subquery, nothing joined): numbering them in there would cost the LIMIT its top-N sort.
  return sql`
    SELECT (SELECT coalesce(json_agg(r), '[]'::json) FROM (${page}) r) AS results,
      (${count}) AS total
      ${facetColumns.length ? join(facetColumns, "") : empty}`;
}

/**
 * The SQL of one page of a search: the page (one row more than asked, to know whether another follows),
 * the total, and the facet counts. Exported for the benchmark, which prints each statement's plan.
 */
export function searchStatements(query: SearchQuery, options: SearchOptions = {}): Statements {
  const today = options.today ?? todayInIndia();
  const keys = sortKeys(query);
  const limit = options.limit ?? query.pageSize;
  const identity = searchParamsOf(query, ["after", "pageSize"]).toString();
  const base = conditions(query, today);
  const cursor = cursorKeys(query, keys, identity);
  const after = cursor ? afterCursor(keys, cursor) : undefined;
  // The sort keys come back as text, exactly as a cursor carries them.
  const selectKeys = join(
    [0, 1, 2].map((i) => sql`${keys[i] ?? sql`NULL`}::text AS ${Prisma.raw(`k${i + 1}`)}`),
    ", ",
  );
  const order = join(
    [...keys, sql`"userId"`].map((k) => sql`${k} DESC`),
    ", ",
  );
  const page = sql`
    SELECT ${RESULT_COLUMNS}, ${selectKeys}
    FROM ${TABLE} ${where(after ? [...base, after] : base)}
    ORDER BY ${order}
    LIMIT ${limit + 1} ${options.offset ? sql`OFFSET ${options.offset}` : empty}`;
  const facets = options.facets
    ? Object.fromEntries(FACET_NAMES.map((f) => [f, facetCount(f, TABLE, conditions(query, today, f))]))
    : {};
  return {
    one: matchOnce(query, options)
      ? matchedOnce(query, today, { keys, cursor, limit, offset: options.offset, facets: options.facets })
      : inOneStatement(page, sql`SELECT count(*)::int FROM ${TABLE} ${where(base)}`, facets),
    identity,
    keyCount: keys.length,
  };
}

type Reader = Pick<Db, "$queryRaw">;

/** The page, total and facets of a search, read with `reader`. */
async function readSearch(
  reader: Reader,
  statements: Statements,
  options: SearchOptions,
): Promise<{ rows: Row[]; total: number; facets?: Facets; suggestion?: string | null }> {
  const [one] = await reader.$queryRaw<({ results: Row[]; total: number } & Partial<Facets>)[]>(statements.one);
  const facets = options.facets ? (Object.fromEntries(FACET_NAMES.map((f) => [f, one[f]!])) as Facets) : undefined;
  return { rows: one.results, total: one.total, facets };
}

/** The search in one statement; free text that finds nobody asks for a spelling suggestion in a transaction. */
async function readWithSuggestion(
  query: SearchQuery,
  statements: Statements,
  options: SearchOptions,
  today: string,
): Promise<{ rows: Row[]; total: number; facets?: Facets; suggestion?: string | null }> {
  const read = await readSearch(searchDb(), statements, options);
  if (!termsOf(query.q).length || !options.suggest || read.total > 0 || query.after) return read;
  return { ...read, suggestion: await searchDb().$transaction((tx) => spellingSuggestion(tx, query, today)) };
}

/**
 * One page of a search, read from the searches' own pool (lib/server/db.ts: each statement at most
 * SEARCH_STATEMENT_TIMEOUT_MS, sequential scans off, a statement cut off answers 503 with Retry-After) in one
 * statement; free text that finds nobody then asks for a spelling suggestion (`suggest`).
 */
export async function searchMembers(query: SearchQuery, options: SearchOptions = {}): Promise<SearchPage> {
  const today = options.today ?? todayInIndia();
  const limit = options.limit ?? query.pageSize;
  const statements = searchStatements(query, { ...options, today });
  const { rows, total, facets, suggestion } = await readWithSuggestion(query, statements, options, today).catch(
    (error: unknown) => {
      // A transaction's own failures (its BEGIN on a dead connection) pass by the client's query extension
      // that labels an unreachable database for the error pages (lib/server/db.ts): labelled here.
      throw markDatabaseUnavailable(error);
    },
  );
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const lastKeys = last
    ? [last.k1, last.k2 ?? "", last.k3 ?? ""].slice(0, statements.keyCount).concat(last.userId)
    : [];
  return {
    results: page.map((row) => toResult(row, today)),
    total,
    ...(facets ? { facets } : {}),
    ...(suggestion !== undefined ? { suggestion } : {}),
    next: rows.length > limit && last ? encodeCursor(statements.identity, lastKeys) : null,
  };
}

/** The cards of these members, in the order given (members who left are skipped): shortlists, look books. */
export async function resultsFor(ids: readonly string[], today = todayInIndia()): Promise<SearchResult[]> {
  if (!ids.length) return [];
  const rows = await db().$queryRaw<Row[]>`
    SELECT ${RESULT_COLUMNS}, '' AS k1, NULL AS k2, NULL AS k3
    FROM "SearchProfile" WHERE "userId" = ANY(${[...ids]}::text[])`;
  const byId = new Map(rows.map((row) => [row.userId, toResult(row, today)]));
  return ids.map((id) => byId.get(id)).filter((r): r is SearchResult => r !== undefined);
}
