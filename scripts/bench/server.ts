// The production server the benchmarks measure: a build (made when missing or older than the sources),
// a throwaway data folder seeded with SEED_USERS members, the standalone server on a port of our choosing.
import { spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { staleBuildReason } from "../build-freshness.mjs";
import { spawnStandalone } from "../standalone-server.ts";
import type { Tally } from "./load.ts";

/** Builds (npm run build) when there is no build or a source file changed since. */
export function ensureBuild(log: (line: string) => void): void {
  const stale = staleBuildReason();
  if (!stale) return;
  log(`${stale}: building the production bundle (npm run build)…`);
  const result = spawnSync("npm", ["run", "--silent", "build"], {
    stdio: ["ignore", "pipe", "pipe"],
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`the build failed:\n${result.stdout}\n${result.stderr}`);
}

export interface BenchDatabase {
  label: "PGlite" | "PostgreSQL";
  /** Unset for PGlite. */
  url?: string;
  dataDir: string;
  drop(): Promise<void>;
}

/** A fresh data folder, and for PostgreSQL a fresh database beside the one `serverUrl` names. */
export async function freshDatabase(serverUrl?: string): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "castfolio-bench-"));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (!serverUrl) return { label: "PGlite", dataDir, drop: () => Promise.resolve(removeDir()) };
  const name = `castfolio_bench_${randomBytes(5).toString("hex")}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    label: "PostgreSQL",
    url: url.toString(),
    dataDir,
    async drop() {
      await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      removeDir();
    },
  };
}

const env = (database: BenchDatabase, extra: Record<string, string> = {}) => ({
  ...process.env,
  DATA_DIR: database.dataDir,
  DATABASE_URL: database.url ?? "",
  SEED_DEMO: "0",
  // The load generator stands in for a proxy on this machine: it sends each sign-in from a new address.
  TRUST_PROXY: "loopback",
  ...extra,
});

/** Seeds `users` members (pictures, profiles) with the project's own seed; undefined: the demo set. */
export function seed(database: BenchDatabase, users: number | undefined, log: (line: string) => void): void {
  log(`Seeding ${users === undefined ? "the demo" : users.toLocaleString("en")} members into ${database.label}…`);
  // The seed writes in parallel batches: it may wait for a connection longer than a request should.
  const extra: Record<string, string> = {
    DB_CONNECT_TIMEOUT_MS: "30000",
    ...(users === undefined ? {} : { SEED_USERS: String(users) }),
  };
  const result = spawnSync(process.execPath, ["--conditions=react-server", "--import", "tsx", "prisma/seed.ts"], {
    env: env(database, extra),
    stdio: ["ignore", "pipe", "inherit"],
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error("Seeding failed");
  log(result.stdout.trim().split("\n").pop() ?? "");
}

export interface RunningServer {
  url: string;
  process: ChildProcess;
  /** Counted from the server's log as it comes. */
  tally: Tally;
  stop(): Promise<void>;
}

/** Counts the request lines of a server's log into `tally`. */
function countStatements(child: ChildProcess, tally: Tally): void {
  let partial = "";
  child.stdout!.on("data", (chunk: Buffer) => {
    const lines = (partial + chunk.toString()).split("\n");
    partial = lines.pop() ?? "";
    for (const line of lines) {
      const sent = line.includes('"msg":"request"') && /"statements":(\d+)/.exec(line);
      if (!sent) continue;
      tally.requests++;
      tally.statements += Number(sent[1]);
    }
  });
}

/**
 * The standalone server on the database; resolves once it answers and has finished its start-up sweep of stored
 * files (lib/media/orphans.ts), which reads every stored file and would otherwise be measured with the
 * first targets.
 */
export async function startServer(
  database: BenchDatabase,
  port: number,
  extra: Record<string, string> = {},
): Promise<RunningServer> {
  const child = spawnStandalone({
    port,
    host: "127.0.0.1",
    env: env(database, extra),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let errors = "";
  child.stderr!.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  const tally: Tally = { requests: 0, statements: 0 };
  countStatements(child, tally);
  const swept = new Promise<string>((resolve) => {
    let output = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const line = /\[media\] orphan sweep: [^\n"]*/.exec(output)?.[0];
      if (line) resolve(line);
      if (output.length > 100_000) output = output.slice(-1000);
    });
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`The server stopped during start:\n${errors}`);
    const ok = await fetch(`${url}/aboutus`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (attempt > 600) throw new Error(`The server did not answer on ${url}:\n${errors}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // With Redis the sweep is a job that one instance of the deployment runs: the others report none.
  const timeout = new Promise<string>((resolve) =>
    setTimeout(
      () => resolve(extra.REDIS_URL ? "(the sweep runs on one instance)" : "(no sweep reported in 10 minutes)"),
      extra.REDIS_URL ? 5_000 : 600_000,
    ).unref(),
  );
  console.log(`  Server started; ${await Promise.race([swept, timeout])}`);
  return {
    url,
    process: child,
    tally,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}

/**
 * Takes the variants away from every picture (PostgreSQL only), as a restore from before variants leaves
 * them: the server queues a job for each at its start and works through them while it is measured.
 * Answers the pictures waiting, now and whenever asked again.
 */
export async function pictureBacklog(database: BenchDatabase): Promise<() => Promise<number>> {
  if (!database.url) throw new Error("BENCH_BACKLOG needs PostgreSQL (DATABASE_URL)");
  const query = async (sql: string) => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      return await client.query<{ n: string }>(sql);
    } finally {
      await client.end();
    }
  };
  await query(
    `UPDATE "Media" SET "cardPath" = NULL, "galleryPath" = NULL,
            "createdAt" = LEAST("createdAt", now() - interval '1 day')
     WHERE "mimeType" LIKE 'image/%'`,
  );
  return async () =>
    Number(
      (await query(`SELECT count(*) AS n FROM "Media" WHERE "cardPath" IS NULL AND "mimeType" LIKE 'image/%'`)).rows[0]
        .n,
    );
}
