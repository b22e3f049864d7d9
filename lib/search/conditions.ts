import { Prisma } from "../generated/prisma/client.ts";
import { birthDateRange } from "./age.ts";
import { availableDays } from "./params.ts";
import type { SearchQuery } from "./query.ts";
import { termKeys } from "./spelling.ts";
import { cityKey } from "./vocabulary.ts";

// The WHERE conditions of a search over SearchProfile. Free text matches whole words and their beginnings
// (full-text search), words with typos (trigram similarity), exact substrings, and names spelled another
// way, with two letters swapped or a vowel left out (spelling keys, lib/search/spelling.ts); what people type is never a
// pattern: %, _ and \ are literal characters.

const { sql, join, empty } = Prisma;

/** What the facet counts count by; each count leaves out its own filter, so it shows the other choices. */
export type Facet = "category" | "city" | "language" | "gender";

/** Words of the free text, at most six, each a literal piece to find. */
export function termsOf(text: string | undefined): string[] {
  return (text ?? "").split(/\s+/).filter(Boolean).slice(0, 6);
}

/** A full-text prefix query for one term ("o'brien" -> "o:* & brien:*"), or null when it has no word. */
export function prefixQuery(term: string): string | null {
  const words = term.toLowerCase().match(/[\p{L}\p{N}]+/gu);
  return words ? words.map((w) => `${w}:*`).join(" & ") : null;
}

/** A LIKE pattern that finds `term` literally anywhere. */
function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export const FTS = sql`"documentVector"`;

// Similarity is computed against the short keywords (name, subcategory, city, languages): over the whole
// document it cost ten times as much, for the typos that matter, which are in names and places.
// A word of one or two letters has no trigram for an index to find: it is matched as the beginning of a
// word only (as a substring, "ab" read half the directory). Symbols are rare and always found as typed.
// A name's spelling keys are compared by equality through their own index: Laxmi shares no trigram
// sequence with Lakshmi that similarity would accept, and "Jsohi" shares almost none with Joshi.
function termCondition(term: string): Prisma.Sql {
  const prefix = prefixQuery(term);
  const keys = termKeys(term);
  const allKeys = [...keys.own, ...keys.near];
  const parts = [
    ...(allKeys.length ? [sql`"nameKeys" && ${allKeys}::text[]`] : []),
    sql`${term} <% "keywords"`,
    ...(term.length >= 3 || !/^[\p{L}\p{N}]+$/u.test(term)
      ? [sql`"document" ILIKE ${containsPattern(term)} ESCAPE '\\'`]
      : []),
    ...(prefix ? [sql`${FTS} @@ to_tsquery('simple'::regconfig, ${prefix})`] : []),
  ];
  return sql`(${join(parts, " OR ")})`;
}

/** The conditions of the filters a facet counts by, by facet. */
export function facetFilters(query: SearchQuery): Record<Facet, Prisma.Sql[]> {
  return {
    category: [
      ...(query.category ? [sql`"category" = ${query.category}`] : []),
      ...(query.subcategory ? [sql`"subcategory" = ${query.subcategory}`] : []),
    ],
    city: query.city ? [sql`"cityKey" = ${cityKey(query.city)}`] : [],
    gender: query.gender ? [sql`"gender" = ${query.gender}`] : [],
    language: query.languages.length ? [sql`"languages" && ${query.languages}::text[]`] : [],
  };
}

/** Every other condition: those no facet leaves out, free text among them. */
export function sharedConditions(query: SearchQuery, today: string): Prisma.Sql[] {
  const c: Prisma.Sql[] = [];
  const born = birthDateRange(today, query.ageMin, query.ageMax);
  if (born.onOrBefore) c.push(sql`"dateOfBirth" <= ${born.onOrBefore}::date`);
  if (born.after) c.push(sql`"dateOfBirth" > ${born.after}::date`);
  if (query.heightMin !== undefined) c.push(sql`"heightCm" >= ${query.heightMin}`);
  if (query.heightMax !== undefined) c.push(sql`"heightCm" <= ${query.heightMax}`);
  if (query.skills.length) c.push(sql`"skills" @> ${query.skills}::text[]`);
  if (query.skinTone) c.push(sql`"skinTone" = ${query.skinTone}`);
  if (query.available) {
    // Free on every day from first to last: available, or on a shoot whose last day is before the first
    // (lib/profiles/availability-states.ts).
    const [first, last] = availableDays(query.available, today);
    c.push(sql`("availability" = 'AVAILABLE' OR ("availability" = 'ON_SHOOT' AND "busyUntil" < ${first}::date))`);
    // A camera unit or location is not free when its owner closed one of the days or a booking by the day
    c.push(sql`NOT EXISTS (SELECT 1 FROM "BlockedDay" b WHERE b."ownerId" = "userId"
      AND b."day" BETWEEN ${first}::date AND ${last}::date)`);
    // overlaps them (hourly bookings leave the rest of their day to be had: the calendar's "partly").
    c.push(sql`NOT EXISTS (SELECT 1 FROM "Booking" k WHERE k."ownerId" = "userId" AND k."status" = 'accepted'
      AND k."startsAt" IS NULL AND k."firstDay" <= ${last}::date AND k."lastDay" >= ${first}::date)`);
  }
  if (query.maxDayRate !== undefined) {
    c.push(
      sql`EXISTS (SELECT 1 FROM "RentalTerms" t WHERE t."ownerId" = "userId" AND t."dayRate" <= ${query.maxDayRate})`,
    );
  }
  if (query.showreel) c.push(sql`"hasShowreel"`);
  if (query.portfolio) c.push(sql`"hasPortfolio"`);
  if (query.verified) c.push(sql`"verified"`);
  for (const term of termsOf(query.q)) c.push(termCondition(term));
  return c;
}

/**
 * How well the terms match the member's name by spelling key: 1 a term whose key is a word of the name, 0.5
 * a near miss (two letters swapped, a vowel more or less). Added to the relevance of "best", so that for "Redy" the people
 * named Reddy come before the Red Dragon cameras, whose subcategory is merely close.
 */
export function nameMatchScore(text: string): Prisma.Sql | null {
  const parts = termsOf(text).flatMap((term) => {
    const { own, near } = termKeys(term);
    if (!own.length) return [];
    const swap = near.length ? sql` WHEN "nameKeys" && ${near}::text[] THEN 0.5` : empty;
    return [sql`CASE WHEN "nameKeys" && ${own}::text[] THEN 1${swap} ELSE 0 END`];
  });
  return parts.length ? join(parts, " + ") : null;
}

/** The facet filters except `without`'s. */
export function filtersWithout(query: SearchQuery, without?: Facet): Prisma.Sql[] {
  return Object.entries(facetFilters(query)).flatMap(([facet, c]) => (facet === without ? [] : c));
}

/** The WHERE conditions of a query, leaving out the filter a facet counts by. */
export function conditions(query: SearchQuery, today: string, without?: Facet): Prisma.Sql[] {
  return [...filtersWithout(query, without), ...sharedConditions(query, today)];
}

export const where = (c: Prisma.Sql[]) => (c.length ? sql`WHERE ${join(c, " AND ")}` : empty);
