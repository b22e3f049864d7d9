import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { serverQuery } from "../helpers/postgres";
import { newMember } from "./helpers/members";
import { extraPort, startServer, type ProductionServer } from "./helpers/server";

// What the pages cost the database, on the production server over PostgreSQL with the demo data (about
// three hundred members): every request's log line says how many SQL statements it sent
// (lib/server/request-record.ts). A page rendered on its first visit stays within its budget, and the same
// address again is served from the page cache without one. And when every connection is busy, a page
// answers 503 with Retry-After, as the API does, instead of Next.js's 500.

const serverUrl = process.env.TEST_DATABASE_URL;

/** The statements the request that got `res` sent, from the server's log line for it. */
async function statementsOf(server: ProductionServer, res: Response): Promise<number> {
  const id = res.headers.get("x-request-id")!;
  await res.arrayBuffer();
  let line: { statements: number } | undefined;
  await expect
    .poll(() => {
      const found = server
        .output()
        .split("\n")
        .find((l) => l.includes(`"reqId":"${id}"`) && l.includes(`"msg":"request"`));
      line = found ? (JSON.parse(found) as { statements: number }) : undefined;
      return Boolean(line);
    })
    .toBe(true);
  return line!.statements;
}

function databaseNamed(name: string): string {
  const url = new URL(serverUrl!);
  url.pathname = `/${name}`;
  return url.toString();
}

test.describe("statement budgets of the pages (PostgreSQL, demo data)", () => {
  test.skip(!serverUrl, "needs a PostgreSQL server: set TEST_DATABASE_URL");
  test.setTimeout(240_000);
  const name = `castfolio_e2e_budgets_${randomBytes(5).toString("hex")}`;
  const dataDir = "data/e2e-budgets";
  let server: ProductionServer | undefined;
  let database: pg.Client | undefined;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    await serverQuery(serverUrl!, `CREATE DATABASE "${name}"`);
    rmSync(dataDir, { recursive: true, force: true });
    const env = { ...process.env, DATABASE_URL: databaseNamed(name), DATA_DIR: path.resolve(dataDir) };
    execFileSync("npx", ["--no-install", "tsx", "--conditions=react-server", "prisma/seed.ts"], { env, stdio: "pipe" });
    server = await startServer({
      port: extraPort(13),
      dataDir,
      fresh: false,
      env: { DATABASE_URL: databaseNamed(name), LOG_LEVEL: "info" },
    });
    database = new pg.Client({ connectionString: databaseNamed(name) });
    await database.connect();
  });
  test.afterAll(async () => {
    await database?.end();
    await server?.stop("SIGKILL");
    await serverQuery(serverUrl!, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });

  const one = async (sql: string, params: unknown[] = []) =>
    ((await database!.query<{ id: string }>(sql, params)).rows[0] ?? { id: "" }).id;
  const memberOf = (category: string, skip: number) =>
    one(`SELECT "id" FROM "User" WHERE "category" = $1 AND "accountType" = 'TALENT' ORDER BY "id" OFFSET $2 LIMIT 1`, [
      category,
      skip,
    ]);

  test("each page on its first visit stays within its budget, and its cached copy sends none", async () => {
    const { cityName } = (
      await database!.query<{ cityName: string }>(
        `SELECT "city" AS "cityName" FROM "SearchProfile" WHERE "subcategory" = 'Heroine' AND "city" <> '' LIMIT 1`,
      )
    ).rows[0];
    // The longest first name with a letter left out: a typo the search still finds the member by (a search
    // that finds nobody goes on to look for a suggestion, which is not this budget's).
    const { first } = (
      await database!.query<{ first: string }>(
        `SELECT split_part("name", ' ', 1) AS first FROM "User" WHERE "category" = 'Artists'
         ORDER BY length(split_part("name", ' ', 1)) DESC, 1 LIMIT 1`,
      )
    ).rows[0];
    const typo = first.slice(0, 3) + first.slice(4);
    const call = await one(`SELECT "id" FROM "CastingCall" WHERE "status" = 'OPEN' ORDER BY "id" LIMIT 1`);
    const pages: [string, string, number][] = [
      ["an actor's profile", `/candidate-profile/${await memberOf("Artists", 4)}`, 4],
      ["a technician's profile", `/candidate-profile/${await memberOf("Technicians", 2)}`, 4],
      ["a camera unit's profile", `/candidate-profile/${await memberOf("Camera Unit", 3)}`, 6],
      ["a location's profile", `/candidate-profile/${await memberOf("Locations", 5)}`, 6],
      ["a listing", "/Artists/Heroine", 3],
      [
        "a filtered listing",
        `/Artists/Heroine?city=${encodeURIComponent(cityName)}&gender=Female&ageMin=20&ageMax=35`,
        3,
      ],
      ["a search for a misspelt name", `/search?q=${encodeURIComponent(typo)}`, 4],
      ["a call", `/job-detail-one/${call}`, 3],
      ["the calls", "/job-grid-one", 3],
    ];
    for (const [what, address, budget] of pages) {
      const first = await fetch(server!.url + address);
      expect(first.status, `${what}: ${address}`).toBe(200);
      const sent = await statementsOf(server!, first);
      expect(sent, `${what} (${address}) rendered`).toBeGreaterThan(0);
      expect(sent, `${what} (${address}) sent ${sent} statements`).toBeLessThanOrEqual(budget);
      const again = await fetch(server!.url + address);
      expect(await statementsOf(server!, again), `${what} from the page cache`).toBe(0);
    }
  });
});

test.describe("a saturated pool (PostgreSQL)", () => {
  test.skip(!serverUrl, "needs a PostgreSQL server: set TEST_DATABASE_URL");
  test.setTimeout(180_000);
  const name = `castfolio_e2e_saturated_${randomBytes(5).toString("hex")}`;
  let server: ProductionServer | undefined;

  test.beforeAll(async () => {
    await serverQuery(serverUrl!, `CREATE DATABASE "${name}"`);
    server = await startServer({
      port: extraPort(14),
      dataDir: "data/e2e-saturated",
      // The stuck listing keeps the searches' connection until the lock goes (no statement timeout first).
      env: {
        DATABASE_URL: databaseNamed(name),
        DB_POOL_SIZE: "1",
        DB_SEARCH_POOL_SIZE: "1",
        DB_CONNECT_TIMEOUT_MS: "500",
        SEARCH_STATEMENT_TIMEOUT_MS: "60000",
      },
    });
  });
  test.afterAll(async () => {
    await server?.stop("SIGKILL");
    await serverQuery(serverUrl!, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });

  test("pages and the API answer 503 with Retry-After within a second, then serve again", async ({ page }) => {
    const { url } = server!;
    const member = await newMember(url);
    const holder = new pg.Client({ connectionString: databaseNamed(name) });
    await holder.connect();
    // Each pool's only connection waits behind a lock another connection holds: on the members' table (the
    // main pool, a profile) and on the search index (the searches' pool, a listing).
    await holder.query(`BEGIN; LOCK TABLE "User", "SearchProfile" IN ACCESS EXCLUSIVE MODE`);
    const stuck = [fetch(`${url}/api/user/${member.id}`), fetch(`${url}/Artists/Heroine?city=Delhi`)];
    await new Promise((resolve) => setTimeout(resolve, 300));
    try {
      for (const address of [
        `/candidate-profile/${member.id}`,
        "/Artists/Heroine?city=Pune",
        `/api/user/${member.id}`,
      ]) {
        const started = Date.now();
        const res = await fetch(url + address);
        expect(res.status, address).toBe(503);
        expect(res.headers.get("retry-after"), address).toBe("5");
        // Half a second's wait for a connection, then the error page.
        expect(Date.now() - started, `${address} answered within 1.5 s`).toBeLessThan(1500);
      }
      // Requests for one page at once wait for a single render of it: they all fail with it, and all say 503.
      const together = await Promise.all(
        Array.from({ length: 6 }, () => fetch(`${url}/Artists/Heroine?city=Mumbai&gender=Female`)),
      );
      expect(together.map((res) => res.status)).toEqual(Array(6).fill(503));
      const shown = await page.goto(`${url}/candidate-profile/${member.id}`);
      expect(shown!.status()).toBe(503);
      await expect(page.getByRole("heading", { name: "The database is unavailable" })).toBeVisible();
    } finally {
      await holder.query("COMMIT");
      await holder.end();
    }
    // The requests that held the connections finish once the lock is gone.
    for (const res of await Promise.all(stuck)) expect(res.status).toBe(200);
    expect((await fetch(`${url}/candidate-profile/${member.id}`)).status).toBe(200);
    expect((await fetch(`${url}/Artists/Heroine?city=Pune`)).status).toBe(200);
  });
});
