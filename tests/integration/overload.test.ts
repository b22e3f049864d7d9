import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/server/db";
import { refusal } from "@/lib/i18n/refusals";
import { isDatabaseUnavailable } from "@/lib/server/db-unavailable";
import { api } from "../helpers/api";
import { createMember } from "../helpers/auth";
import { createTestDatabase, type TestDatabase } from "../helpers/database";

const DATABASE_UNAVAILABLE_MESSAGE = refusal("databaseUnavailable").english;

// When every connection of the pool is busy, a request waits DB_CONNECT_TIMEOUT_MS (a second by
// default) and is then answered 503 with Retry-After, instead of hanging until a connection frees; a
// statement cut off by its timeout (a search past SEARCH_STATEMENT_TIMEOUT_MS) is a 503 too, not a 500.

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)("a saturated database pool (PostgreSQL)", () => {
  let t: TestDatabase;
  beforeAll(async () => {
    process.env.DB_POOL_SIZE = "1";
    t = await createTestDatabase();
  });
  afterAll(async () => {
    delete process.env.DB_POOL_SIZE;
    await t?.drop();
  });

  it("answers 503 with Retry-After once the wait for a connection runs out, and serves again once one is free", async () => {
    const member = await createMember();
    // The pool's only connection held for 3 s (a long statement elsewhere), longer than the wait.
    const held = db().$transaction(async (tx) => tx.$executeRaw`SELECT pg_sleep(3)`, { timeout: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const res = await api.user(member.user.id);
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("5");
    expect((await res.json()).message).toBe(DATABASE_UNAVAILABLE_MESSAGE);
    await held;
    expect((await api.user(member.user.id)).status).toBe(200);
  });

  it("counts a statement cut off by its timeout as a database that cannot answer now (503), not a failure", async () => {
    const error = await db()
      .$transaction(async (tx) => {
        await tx.$executeRawUnsafe("SET LOCAL statement_timeout = 50");
        await tx.$executeRaw`SELECT pg_sleep(1)`;
      })
      .then(
        () => undefined,
        (caught: unknown) => caught,
      );
    expect(error).toBeDefined();
    expect(isDatabaseUnavailable(error)).toBe(true);
  });
});
