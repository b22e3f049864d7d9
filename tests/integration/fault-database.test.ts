import { randomBytes } from "node:crypto";
import { serverQuery } from "../helpers/postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, setDatabase, type Database } from "@/lib/server/db";
import { refusal } from "@/lib/i18n/refusals";
import { isDatabaseUnavailable } from "@/lib/server/db-unavailable";
import { migrate } from "@/lib/server/migrations";
import { api, leakIn, type Member } from "../helpers/api";
import { createMember, jsonRequest } from "../helpers/auth";
import { proxyToDatabase, type TcpProxy } from "../helpers/tcp-proxy";

const DATABASE_UNAVAILABLE_MESSAGE = refusal("databaseUnavailable").english;

// PostgreSQL becoming unreachable while requests are flowing: every failed answer is a 503 saying the
// database is unavailable (never a 500, never internals), and the same process recovers by itself when
// the database returns. The outage is a TCP proxy of ours being stopped, never the server itself.
// Needs a PostgreSQL server (TEST_DATABASE_URL); pages under an outage: tests/e2e/faults.spec.ts.

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)("PostgreSQL unreachable mid-load", () => {
  const name = `castfolio_fault_${randomBytes(6).toString("hex")}`;
  let proxy: TcpProxy;
  let database: Database;
  let owner: Member;

  const admin = (sql: string) => serverQuery(serverUrl!, sql);

  beforeAll(async () => {
    await admin(`CREATE DATABASE "${name}"`);
    const viaProxy = await proxyToDatabase(serverUrl!, name);
    proxy = viaProxy.proxy;
    database = openDatabase({ databaseUrl: viaProxy.url });
    await migrate(database.sql);
    setDatabase(database);
    owner = await createMember();
  });

  afterAll(async () => {
    setDatabase(undefined);
    await database?.close().catch(() => {});
    await proxy?.close();
    await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });

  /** One call of each kind of route: public reads, the owner's form, sign-in and a write in a transaction. */
  const calls: (() => Promise<Response>)[] = [
    () => api.listing("Artists", "Heroine", "?pageSize=10"),
    () => api.user(owner.user.id),
    () =>
      api.read(
        "actor",
        owner.user.id,
        new Request("http://localhost/api/actor/x", { headers: { authorization: owner.bearer } }),
      ),
    () => api.login(jsonRequest("/api/user/login", { email: owner.user.email, password: owner.password })),
    () =>
      api.deletePicture(
        jsonRequest(
          "/api/user/delete-profile",
          { userId: owner.user.id, imageType: "coverPic" },
          { authorization: owner.bearer },
        ),
      ),
  ];

  interface Answer {
    phase: "before" | "outage" | "after";
    status: number;
    body: string;
    retryAfter: string | null;
  }

  it("answers 503 with a clear message while it is down, and recovers without a restart", async () => {
    const answers: Answer[] = [];
    let phase: Answer["phase"] = "before";
    let running = true;
    const worker = async (offset: number) => {
      for (let i = offset; running; i++) {
        const res = await calls[i % calls.length]();
        answers.push({ phase, status: res.status, body: await res.text(), retryAfter: res.headers.get("retry-after") });
      }
    };
    const count = (p: Answer["phase"]) => answers.filter((a) => a.phase === p).length;
    const until = async (done: () => boolean) => {
      while (!done()) await new Promise((resolve) => setTimeout(resolve, 20));
    };

    const workers = Array.from({ length: 6 }, (_, i) => worker(i));
    await until(() => count("before") >= 30);
    await proxy.stop();
    phase = "outage";
    await until(() => count("outage") >= 60);
    await proxy.start();
    phase = "after";
    // Recovered once a full round of every kind of call has succeeded in a row.
    await until(() => {
      const after = answers.filter((a) => a.phase === "after");
      return after.length >= 60 && after.slice(-calls.length * 2).every((a) => a.status === 200);
    });
    running = false;
    await Promise.all(workers);

    expect(answers.filter((a) => a.phase === "before").every((a) => a.status === 200)).toBe(true);
    const outage = answers.filter((a) => a.phase === "outage");
    expect(new Set(outage.map((a) => a.status))).toContain(503);
    for (const answer of answers) {
      expect([200, 503], answer.body).toContain(answer.status);
      expect(leakIn(answer.body), answer.body).toBeUndefined();
      if (answer.status === 503) {
        expect(JSON.parse(answer.body)).toEqual({
          success: false,
          code: "unavailable",
          message: DATABASE_UNAVAILABLE_MESSAGE,
        });
        expect(answer.retryAfter).toBe("5");
      }
    }
  });

  it("recognises the errors an outage produces, and nothing else", async () => {
    await proxy.stop();
    const caught = await database.prisma.user.count().catch((error: unknown) => error);
    await proxy.start();
    expect(isDatabaseUnavailable(caught)).toBe(true);
    const notAnOutage = await database.prisma.user
      .create({ data: { email: owner.user.email } as never })
      .catch((error: unknown) => error);
    expect(isDatabaseUnavailable(notAnOutage)).toBe(false);
    expect(isDatabaseUnavailable(new Error("Unique constraint failed"))).toBe(false);
  });
});
