import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as searchRoute } from "@/app/api/search/route";
import { diskStorage } from "@/lib/storage";
import { isDatabaseUnavailable } from "@/lib/server/db-unavailable";
import { newRequestRecord, withRequestRecord } from "@/lib/server/request-record";
import { searchDb } from "@/lib/server/db";
import { seed } from "@/scripts/seed";
import { api } from "../helpers/api";
import { createTestDatabase, type TestDatabase } from "../helpers/database";

// The statements a JSON read sends, counted where the server counts them (lib/server/request-record.ts,
// the driver's every statement, a transaction's BEGIN and COMMIT included), on the demo data: a read stays
// within its budget, sends no statement twice, and never asks for an empty list of ids. The pages' budgets
// are checked on the production server (tests/e2e/statement-budgets.spec.ts).

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  await seed({ prisma: t.db.prisma, files: diskStorage(await mkdtemp(path.join(os.tmpdir(), "cf-budget-"))) });
}, 120_000);
afterAll(async () => t?.drop());

/** Runs a read as the request pipeline does, and returns its response and the SQL it sent. */
async function recorded(read: () => Promise<Response>): Promise<{ res: Response; sql: string[] }> {
  const record = newRequestRecord({ keepSql: true });
  const res = await withRequestRecord(record, read);
  return { res, sql: record.sql! };
}

function expectWithin(sql: string[], budget: number, what: string) {
  expect(sql.length, `${what} sent:\n${sql.join("\n")}`).toBeLessThanOrEqual(budget);
  const repeated = sql.filter((s, i) => !/^(BEGIN|COMMIT)$/.test(s) && sql.indexOf(s) !== i);
  expect(repeated, `${what} sent a statement twice`).toEqual([]);
  expect(
    sql.filter((s) => /IN \(NULL\)/.test(s)),
    `${what} asked for an empty list`,
  ).toEqual([]);
}

const search = (query: string) => searchRoute(new Request(`http://localhost/api/search?${query}`));

async function someone(category: string): Promise<string> {
  const row = await t.db.prisma.user.findFirstOrThrow({ where: { category, accountType: "TALENT" }, skip: 1 });
  return row.id;
}

describe("statement budgets of the JSON reads", () => {
  it("/api/search with filters: at most 4 statements, none in a transaction", async () => {
    const { res, sql } = await recorded(() => search("category=Artists&gender=Female&ageMin=18&ageMax=40"));
    expect(res.status).toBe(200);
    expectWithin(sql, 4, "a filtered search");
    expect(sql).not.toContain("BEGIN");
  });

  it("/api/search with a misspelt name: one statement, no transaction", async () => {
    // The longest first name with a letter left out, a typo the search finds the member by.
    const artists = await t.db.prisma.user.findMany({ where: { category: "Artists" }, select: { name: true } });
    const first = artists.map((a) => a.name.split(" ")[0]).sort((a, b) => b.length - a.length || a.localeCompare(b))[0];
    const typo = first.slice(0, 3) + first.slice(4);
    const { res, sql } = await recorded(() => search(`q=${encodeURIComponent(typo)}`));
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { total: number } }).data.total, `${typo} finds ${first}`).toBeGreaterThan(0);
    expectWithin(sql, 1, `a search for ${typo}`);
    expect(sql).not.toContain("BEGIN");
  });

  it("/api/search that finds nobody: the search, then its spelling suggestion in a transaction, at most 7 statements", async () => {
    const { res, sql } = await recorded(() => search("q=Divyaa%20Murugann&city=Nowhereville"));
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { total: number } }).data.total).toBe(0);
    expectWithin(
      sql.filter((s) => !s.startsWith("SELECT set_config")),
      5,
      "a search that finds nobody",
    );
    expect(sql.length, sql.join("\n")).toBeLessThanOrEqual(7);
    expect(sql.filter((s) => s === "BEGIN")).toHaveLength(1);
  });

  it("a member's public profile as JSON: at most 4 statements", async () => {
    const id = await someone("Artists");
    const { res, sql } = await recorded(() => api.user(id));
    expect(res.status).toBe(200);
    expectWithin(sql, 4, "GET /api/user/{id}");
  });

  it("the open calls: at most 3 statements", async () => {
    const { res, sql } = await recorded(() => api.calls());
    expect(res.status).toBe(200);
    expectWithin(sql, 3, "GET /api/calls");
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("the searches' own pool (PostgreSQL)", () => {
  it("cuts a statement off at SEARCH_STATEMENT_TIMEOUT_MS, never JIT-compiles and reads through indexes, with no transaction to say so", async () => {
    const [settings] = await searchDb().$queryRaw<{ timeout: string; jit: string; seqscan: string }[]>`
      SELECT current_setting('statement_timeout') AS timeout, current_setting('jit') AS jit,
             current_setting('enable_seqscan') AS seqscan`;
    expect(settings).toEqual({ timeout: "3s", jit: "off", seqscan: "off" });
    const cutOff = await searchDb().$queryRaw`SELECT pg_sleep(4)`.then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(isDatabaseUnavailable(cutOff)).toBe(true);
  }, 15_000);
});
