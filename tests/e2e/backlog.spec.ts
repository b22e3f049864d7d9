import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { copyFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { isProcessAlive } from "../../lib/server/processes";
import { serverQuery } from "../helpers/postgres";
import { childrenRunning } from "../helpers/processes";
import { newMemberWithPicture } from "./helpers/members";
import { extraPort, startServer, type ProductionServer } from "./helpers/server";

// A server started on a database with a large backlog of background work (a deployment upgraded from a
// version without picture variants, an import, a restore) keeps answering: the backlog is worked through
// JOB_CONCURRENCY jobs at a time after requests, its pictures made by a child process at the lowest priority,
// and SIGTERM drops what has not started and exits 0.

const serverUrl = process.env.TEST_DATABASE_URL;
const BACKLOG = 20_000;
const WITH_FILES = 10;

test.describe("a backlog of 20,000 pictures without variants", () => {
  test.skip(!serverUrl, "needs a PostgreSQL server: set TEST_DATABASE_URL");
  test.setTimeout(180_000);
  const name = `castfolio_e2e_backlog_${randomBytes(5).toString("hex")}`;
  const databaseUrl = () => {
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    return url.toString();
  };
  let server: ProductionServer | undefined;

  test.beforeAll(async () => {
    await serverQuery(serverUrl!, `CREATE DATABASE "${name}"`);
  });
  test.afterAll(async () => {
    await server?.stop("SIGKILL");
    await serverQuery(serverUrl!, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });

  test("the server answers while it works through them, and stops cleanly on SIGTERM", async () => {
    const options = { port: extraPort(11), dataDir: "data/e2e-backlog", env: { DATABASE_URL: databaseUrl() } };
    server = await startServer(options);
    const member = await newMemberWithPicture(server.url);
    await server.stop();

    // Pictures that wait for their variants, as a restore from before variants leaves them. The first few
    // (in the order the jobs take them) have their files, so that the backlog's variants are made.
    const [picture] = await serverQuery(
      databaseUrl(),
      `SELECT "path" FROM "Media" WHERE "userId" = '${member.id}' AND "kind" = 'PROFILE_PIC'`,
    );
    await serverQuery(
      databaseUrl(),
      `INSERT INTO "Media" ("id", "userId", "kind", "path", "mimeType", "size", "position", "createdAt")
       SELECT 'backlog-' || lpad(g::text, 5, '0'), m."userId", 'IMAGE', m."path" || '.backlog-' || g, m."mimeType", m."size", g,
              now() - interval '1 day'
       FROM generate_series(1, ${BACKLOG}) AS g,
            (SELECT * FROM "Media" WHERE "userId" = '${member.id}' LIMIT 1) AS m`,
    );
    const stored = path.resolve(options.dataDir, "uploads", String(picture.path));
    for (let g = 1; g <= WITH_FILES; g++) copyFileSync(stored, `${stored}.backlog-${g}`);

    server = await startServer({ ...options, fresh: false });
    const live = server;
    await expect.poll(() => live.output(), { timeout: 60_000 }).toMatch(/queued the variants of \d+ picture/);
    const queued = Number(/queued the variants of (\d+) picture/.exec(live.output())![1]);
    expect(queued).toBeGreaterThanOrEqual(BACKLOG);

    // While the backlog waits, health, a static page and a database-backed page answer.
    for (const address of ["/api/health", "/aboutus", `/candidate-profile/${member.id}`, "/api/ready"]) {
      const res = await fetch(live.url + address, { signal: AbortSignal.timeout(10_000) });
      expect(res.status, address).toBe(200);
    }

    // The pictures are made by a child process at the lowest priority, which leaves with the server.
    const workers = () => childrenRunning(live.process.pid!, "picture-worker.mjs");
    await expect.poll(() => workers().length, { timeout: 30_000 }).toBe(1);
    const [worker] = workers();
    expect(os.getPriority(worker)).toBe(19);
    const made = async () =>
      Number(
        (
          await serverQuery(
            databaseUrl(),
            `SELECT count(*) AS made FROM "Media" WHERE "id" LIKE 'backlog-%' AND "cardPath" IS NOT NULL`,
          )
        )[0].made,
      );
    await expect.poll(made, { timeout: 30_000 }).toBeGreaterThan(0);

    live.process.kill("SIGTERM");
    await live.stop();
    expect(live.process.exitCode, live.output().slice(-2000)).toBe(0);
    await expect.poll(() => isProcessAlive(worker), { timeout: 10_000 }).toBe(false);
    expect(live.output()).toMatch(/\d+ job\(s\) not started here are dropped/);
  });
});
