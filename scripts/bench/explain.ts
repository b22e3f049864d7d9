// The query plans of the searches the benchmark loads: every statement a search runs (the page, the total,
// the facet counts), each with the indexes it uses. A plan that reads SearchProfile without an index says
// so. Run against the benchmark's database after the load (PGlite opens only once the server is gone).
import { openDatabase } from "../../lib/server/db.ts";
import { searchStatements } from "../../lib/search/engine.ts";
import { readSearchParams, searchQuerySchema } from "../../lib/search/query.ts";

interface Explained {
  label: string;
  statement: string;
  indexes: string[];
  sequential: boolean;
  ms: number;
}

/** The plan of one statement, reduced to the indexes it reads and whether it scans the table whole. */
async function explain(run: (sql: string, values: unknown[]) => Promise<string[]>, sql: string, values: unknown[]) {
  const lines = await run(`EXPLAIN (ANALYZE, BUFFERS OFF, TIMING OFF) ${sql}`, values);
  const indexes = [
    ...new Set(
      lines.flatMap((l) =>
        [...l.matchAll(/(?:Index|Index Only) Scan(?: Backward)? using "?(\w+)"?|Bitmap Index Scan on "?(\w+)"?/g)].map(
          (m) => m[1] ?? m[2],
        ),
      ),
    ),
  ];
  const ms = Number(/Execution Time: ([\d.]+) ms/.exec(lines.join("\n"))?.[1] ?? NaN);
  return { indexes, sequential: lines.some((l) => /Seq Scan on "?SearchProfile"?/.test(l)), ms };
}

/** Plans of each search (by its address) on the database: PostgreSQL by URL, or the PGlite folder. */
export async function explainSearches(
  database: { url?: string; dataDir: string },
  searches: { label: string; address: string; facets: boolean }[],
): Promise<Explained[]> {
  const db = openDatabase(database.url ? { databaseUrl: database.url } : { pgliteDir: `${database.dataDir}/pglite` });
  const run = async (sql: string, values: unknown[]) =>
    (await db.sql.query<Record<string, string>>(sql, values)).map((row) => Object.values(row)[0]);
  const out: Explained[] = [];
  try {
    for (const search of searches) {
      const params = new URL(search.address, "http://localhost").searchParams;
      const scope = /^\/api\/user\/([^/]+)\/([^/?]+)/.exec(search.address);
      const query = searchQuerySchema.parse({
        ...readSearchParams(params),
        ...(scope ? { category: decodeURIComponent(scope[1]), subcategory: decodeURIComponent(scope[2]) } : {}),
      });
      const statements = searchStatements(query, { facets: search.facets });
      const plan = await explain(run, statements.one.text, statements.one.values);
      out.push({ label: search.label, statement: "page, total and facets", ...plan });
    }
  } finally {
    await db.close();
  }
  return out;
}

export function explainTable(rows: Explained[]): string {
  const lines = rows.map(
    (r) =>
      `| ${r.label} | ${r.statement} | ${r.indexes.join(", ") || "(none)"} | ${r.sequential ? "**yes**" : "no"} | ${r.ms.toFixed(1)} |`,
  );
  return ["| Search | Statement | Indexes used | Whole-table scan | ms |", "|---|---|---|---|---:|", ...lines].join(
    "\n",
  );
}
