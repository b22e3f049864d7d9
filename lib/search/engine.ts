import "server-only";
import { config } from "../config.ts";
import { currentAvailability, todayInIndia, type Availability, type AvailabilityState } from "../availability.ts";
import { db } from "../db.ts";
import { markDatabaseUnavailable } from "../db-unavailable.ts";
import { Prisma } from "../generated/prisma/client.ts";
import { birthDateRange, ageOn } from "./age.ts";
import { decodeCursor, encodeCursor, type KeyKind } from "./cursor.ts";
import { searchParamsOf } from "./params.ts";
import type { SearchQuery } from "./query.ts";
import { cityKey } from "./vocabulary.ts";

// The search itself: one table (SearchProfile), every filter an indexed column, keyset pages, and facet
// counts that reflect the other filters. Listings are searches scoped to a subcategory. Free text matches
// whole words and their beginnings (full-text search), words with typos (trigram similarity) and exact
// substrings; what people type is never a pattern: %, _ and \ are literal characters.

const { sql, join, empty } = Prisma;

export interface SearchResult {
  id: string;
  name: string;
  category: string;
  subcategory: string;
  city: string | null;
  gender: string;
  age: number | null;
  heightCm: number | null;
  languages: string[];
  availability: Availability;
  verified: boolean;
  completeness: number;
  /** Stored paths: the picture and its small card variant. */
  profilePic: string | null;
  cardPic: string | null;
}

export type Facets = Record<"category" | "city" | "language" | "gender", Record<string, number>>;

export interface SearchPage {
  results: SearchResult[];
  total: number;
  facets?: Facets;
  /** The cursor of the next page, or null on the last. */
  next: string | null;
}

type Facet = keyof Facets;

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
  k1: string;
  k2: string | null;
  k3: string | null;
}

/** Words of the free text, at most six, each a literal piece to find. */
function termsOf(text: string | undefined): string[] {
  return (text ?? "").split(/\s+/).filter(Boolean).slice(0, 6);
}

/** A full-text prefix query for one term ("o'brien" -> "o:* & brien:*"), or null when it has no word. */
function prefixQuery(term: string): string | null {
  const words = term.toLowerCase().match(/[\p{L}\p{N}]+/gu);
  return words ? words.map((w) => `${w}:*`).join(" & ") : null;
}

/** A LIKE pattern that finds `term` literally anywhere. */
function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const FTS = sql`"documentVector"`;

// Similarity is computed against the short keywords (name, subcategory, city, languages): over the whole
// document it cost ten times as much, for the typos that matter, which are in names and places.
function termCondition(term: string): Prisma.Sql {
  const prefix = prefixQuery(term);
  const parts = [
    sql`${term} <% "keywords"`,
    sql`"document" ILIKE ${containsPattern(term)} ESCAPE '\\'`,
    ...(prefix ? [sql`${FTS} @@ to_tsquery('simple'::regconfig, ${prefix})`] : []),
  ];
  return sql`(${join(parts, " OR ")})`;
}

/** The WHERE conditions of a query, leaving out the filter a facet counts by. */
function conditions(query: SearchQuery, today: string, without?: Facet): Prisma.Sql[] {
  const c: Prisma.Sql[] = [];
  if (without !== "category") {
    if (query.category) c.push(sql`"category" = ${query.category}`);
    if (query.subcategory) c.push(sql`"subcategory" = ${query.subcategory}`);
  }
  if (query.city && without !== "city") c.push(sql`"cityKey" = ${cityKey(query.city)}`);
  if (query.gender && without !== "gender") c.push(sql`"gender" = ${query.gender}`);
  const born = birthDateRange(today, query.ageMin, query.ageMax);
  if (born.onOrBefore) c.push(sql`"dateOfBirth" <= ${born.onOrBefore}::date`);
  if (born.after) c.push(sql`"dateOfBirth" > ${born.after}::date`);
  if (query.heightMin !== undefined) c.push(sql`"heightCm" >= ${query.heightMin}`);
  if (query.heightMax !== undefined) c.push(sql`"heightCm" <= ${query.heightMax}`);
  if (query.languages.length && without !== "language") c.push(sql`"languages" && ${query.languages}::text[]`);
  if (query.skills.length) c.push(sql`"skills" @> ${query.skills}::text[]`);
  if (query.skinTone) c.push(sql`"skinTone" = ${query.skinTone}`);
  if (query.available) {
    // Free on the day: available, or on a shoot whose last day is before it (lib/availability.ts).
    const day = query.available === "now" ? today : query.available;
    c.push(sql`("availability" = 'AVAILABLE' OR ("availability" = 'ON_SHOOT' AND "busyUntil" < ${day}::date))`);
  }
  if (query.showreel) c.push(sql`"hasShowreel"`);
  if (query.portfolio) c.push(sql`"hasPortfolio"`);
  if (query.verified) c.push(sql`"verified"`);
  for (const term of termsOf(query.q)) c.push(termCondition(term));
  return c;
}

const where = (c: Prisma.Sql[]) => (c.length ? sql`WHERE ${join(c, " AND ")}` : empty);

/** The order of a sort as SQL keys, all descending so that one row comparison continues a page. */
function sortKeys(query: SearchQuery): Prisma.Sql[] {
  const text = query.q?.trim();
  if (query.sort === "best" && text) {
    const prefix = termsOf(text).map(prefixQuery).filter(Boolean).join(" & ");
    const rank = prefix ? sql` + ts_rank(${FTS}, to_tsquery('simple'::regconfig, ${prefix}))` : empty;
    return [
      sql`round((word_similarity(${text}, "keywords")${rank})::numeric, 6)`,
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

function afterCursor(keys: Prisma.Sql[], values: string[]): Prisma.Sql {
  const typed = keys.map((key, i) => sql`${values[i]}::${Prisma.raw(keyCast(key))}`);
  return sql`(${join([...keys, sql`"userId"`], ", ")}) < (${join([...typed, sql`${values[keys.length]}`], ", ")})`;
}

const RESULT_COLUMNS = sql`"userId", "name", "category", "subcategory", "city", "gender", "dateOfBirth"::text AS "dateOfBirth",
  "heightCm", "languages", "availability"::text AS "availability", "busyUntil"::text AS "busyUntil", "verified",
  "completeness", "profilePic", "cardPic"`;

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
  };
}

const FACETS: Record<Facet, { select: Prisma.Sql; from: Prisma.Sql; extra: Prisma.Sql[]; limit?: number }> = {
  category: { select: sql`"category"`, from: sql`"SearchProfile"`, extra: [] },
  city: { select: sql`"city"`, from: sql`"SearchProfile"`, extra: [sql`"city" IS NOT NULL`], limit: 20 },
  language: {
    select: sql`language`,
    from: sql`"SearchProfile", unnest("languages") AS language`,
    extra: [],
    limit: 20,
  },
  gender: { select: sql`"gender"`, from: sql`"SearchProfile"`, extra: [] },
};

function facetStatement(query: SearchQuery, today: string, facet: Facet): Prisma.Sql {
  const { select, from, extra, limit } = FACETS[facet];
  return sql`
    SELECT ${select} AS value, count(*)::int AS n FROM ${from}
    ${where([...conditions(query, today, facet), ...extra])}
    GROUP BY 1 ORDER BY 2 DESC, 1 ${limit ? sql`LIMIT ${limit}` : empty}`;
}

export interface SearchOptions {
  /** Count by category, city, language and gender as well (the search page and API; listings do not). */
  facets?: boolean;
  /** The day ages and availability are computed for (India time). */
  today?: string;
  /** For the old listing API's page numbers and whole-subcategory answers only (never for /api/search). */
  offset?: number;
  limit?: number;
}

interface Statements {
  results: Prisma.Sql;
  count: Prisma.Sql;
  facets: Partial<Record<Facet, Prisma.Sql>>;
  /** What a cursor of this search is tied to, and how many keys it holds. */
  identity: string;
  keyCount: number;
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
  return {
    results: sql`
      SELECT ${RESULT_COLUMNS}, ${selectKeys}
      FROM "SearchProfile" ${where(after ? [...base, after] : base)}
      ORDER BY ${order}
      LIMIT ${limit + 1} ${options.offset ? sql`OFFSET ${options.offset}` : empty}`,
    count: sql`SELECT count(*)::int AS n FROM "SearchProfile" ${where(base)}`,
    facets: options.facets
      ? Object.fromEntries((Object.keys(FACETS) as Facet[]).map((f) => [f, facetStatement(query, today, f)]))
      : {},
    identity,
    keyCount: keys.length,
  };
}

/**
 * One page of a search. Its statements run one after another on one connection, in a read-only
 * transaction whose statements may take at most SEARCH_STATEMENT_TIMEOUT_MS: a search holds one of the
 * pool's connections, never six, and never for long (a statement cut off answers 503 with Retry-After).
 */
export async function searchMembers(query: SearchQuery, options: SearchOptions = {}): Promise<SearchPage> {
  const today = options.today ?? todayInIndia();
  const limit = options.limit ?? query.pageSize;
  const statements = searchStatements(query, { ...options, today });
  const { rows, total, facets } = await db()
    .$transaction(async (tx) => {
      await tx.$executeRawUnsafe(`SET LOCAL statement_timeout = ${config.searchStatementTimeoutMs}`);
      const rows = await tx.$queryRaw<Row[]>(statements.results);
      const total = (await tx.$queryRaw<{ n: number }[]>(statements.count))[0].n;
      if (!options.facets) return { rows, total, facets: undefined };
      const facets: Partial<Facets> = {};
      for (const facet of Object.keys(FACETS) as Facet[]) {
        const counted = await tx.$queryRaw<{ value: string; n: number }[]>(statements.facets[facet]!);
        facets[facet] = Object.fromEntries(counted.map((r) => [r.value, r.n]));
      }
      return { rows, total, facets: facets as Facets };
    })
    .catch((error: unknown) => {
      // A transaction's own failures (its BEGIN on a dead connection) pass by the client's query extension
      // that labels an unreachable database for the error pages (lib/db.ts): labelled here.
      throw markDatabaseUnavailable(error);
    });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const lastKeys = last
    ? [last.k1, last.k2 ?? "", last.k3 ?? ""].slice(0, statements.keyCount).concat(last.userId)
    : [];
  return {
    results: page.map((row) => toResult(row, today)),
    total,
    ...(facets ? { facets } : {}),
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
