import "server-only";
import { Prisma } from "../generated/prisma/client.ts";
import type { Db } from "../server/db.ts";
import { conditions, FTS, termsOf, where } from "./conditions.ts";
import type { SearchQuery } from "./query.ts";
import { spellingKey } from "./spelling.ts";

// "Did you mean": when a free-text search finds nobody, each word typed is replaced by the closest word of
// the index (names, subcategories, cities, languages), and the result is offered if that search finds
// someone. Asked only of searches that found nothing, so the common search pays nothing for it.

const { sql, join } = Prisma;

/** How alike a word of the index must be (pg_trgm word similarity) to be considered. */
const CLOSE_ENOUGH = "0.3";
/** What searches ask (pg_trgm's default, which the site never changes). */
const SEARCH_THRESHOLD = "0.6";
/**
 * The rows whose words are compared with a term: the closest 50 of the first 2,000 close enough. Without
 * the bound, a misspelt city ("Hydrabd") ordered 13,000 rows by similarity at 100,000 members (190 ms);
 * with it, 20 ms. The price: when more than 2,000 rows are loosely close, a closer word outside them is missed.
 */
const CANDIDATE_ROWS = { scanned: 2000, compared: 50 };
/** Only words of letters and digits this long are replaced; others stay as typed. */
const WORD = /^[\p{L}\p{N}]{3,}$/u;

/**
 * The closest word of the index to each term, by term (none for a term nothing is close to). A term that is
 * a word of some profile already (the full-text index, exactly) is its own closest word: it is spelled as
 * members spell it, and the filters found nobody. At 100,000 members the similarity lookup costs 30 to 190 ms,
 * the exact look 0.2 ms, and most searches that find nobody are a known name with filters that exclude it.
 */
function closestWords(terms: readonly string[]): Prisma.Sql | null {
  const lookups = terms.flatMap((term, i) =>
    WORD.test(term)
      ? [
          sql`SELECT ${i}::int AS i, CASE
            WHEN EXISTS (SELECT 1 FROM "SearchProfile" WHERE ${FTS} @@ plainto_tsquery('simple'::regconfig, ${term}))
            THEN ${term}
            ELSE (
              SELECT w FROM (
                SELECT "keywords" FROM (
                  SELECT "keywords" FROM "SearchProfile" WHERE ${term} <% "keywords" LIMIT ${CANDIDATE_ROWS.scanned}
                ) c ORDER BY word_similarity(${term}, "keywords") DESC LIMIT ${CANDIDATE_ROWS.compared}
              ) k CROSS JOIN LATERAL regexp_split_to_table(k."keywords", '[^[:alnum:]]+') AS w
              WHERE length(w) >= 3
              GROUP BY w ORDER BY similarity(w, ${term}) DESC, count(*) DESC, w LIMIT 1
            ) END AS word`,
        ]
      : [],
  );
  return lookups.length ? join(lookups, " UNION ALL ") : null;
}

/** The same word, or one its spelling key already finds: nothing to suggest for it. */
const alreadyFinds = (typed: string, word: string) =>
  typed.toLowerCase() === word.toLowerCase() || (spellingKey(typed) ?? typed) === spellingKey(word);

/**
 * The free text to suggest for a search that found nobody, or null: the typed words with the close ones
 * replaced, when the search with it (and the same filters) finds someone. Read in a transaction of its own on
 * the searches' pool (lib/search/engine.ts; through the indexes rather than the table), after the search found
 * nobody: the closest words, then whether anyone matches, each under its own threshold.
 */
export async function spellingSuggestion(
  tx: Pick<Db, "$queryRaw">,
  query: SearchQuery,
  today: string,
): Promise<string | null> {
  const terms = termsOf(query.q);
  const lookup = closestWords(terms);
  if (!lookup) return null;
  await tx.$queryRaw`SELECT set_config('pg_trgm.word_similarity_threshold', ${CLOSE_ENOUGH}, true)`;
  const rows = await tx.$queryRaw<{ i: number; word: string | null }[]>(lookup);
  const closest = new Map(rows.map((r) => [r.i, r.word]));
  const suggested = terms.map((term, i) => {
    const word = closest.get(i);
    return word && !alreadyFinds(term, word) ? word : term;
  });
  if (suggested.every((word, i) => word === terms[i])) return null;
  const text = suggested.join(" ");
  await tx.$queryRaw`SELECT set_config('pg_trgm.word_similarity_threshold', ${SEARCH_THRESHOLD}, true)`;
  // Counted rather than EXISTS: "stop at the first" made the planner walk an index in the hope of an early
  // match, evaluating the text on every row of an age band (153 ms at 100,000 members, against 4).
  const [found] = await tx.$queryRaw<{ found: boolean }[]>`
    SELECT (SELECT count(*) FROM "SearchProfile" ${where(conditions({ ...query, q: text }, today))}) > 0 AS found`;
  return found.found ? text : null;
}
