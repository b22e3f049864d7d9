import "server-only";
import { access, mkdir } from "node:fs/promises";
import { constants } from "node:fs";
import { config, configProblems } from "../server/config.ts";
import { database, type Database } from "../server/db.ts";
import { FolderInUse } from "../server/folder-lock.ts";
import { migrate } from "../server/migrations.ts";
import { configuredStorage } from "../storage/index.ts";
import { sweepUploadTemp } from "../storage/upload-temp.ts";

/** A start-up problem a person can fix, reported as one clear sentence instead of a stack trace. */
export class StartupError extends Error {}

async function checkWritable(dir: string, what: string): Promise<void> {
  try {
    await mkdir(dir, { recursive: true });
    await access(dir, constants.W_OK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? "error";
    throw new StartupError(
      `The ${what} ${dir} is not writable (${code}). Set DATA_DIR (or UPLOAD_DIR) to a folder this user can write to.`,
    );
  }
}

function explainDatabaseError(error: unknown, db: Database): StartupError {
  const err = error as NodeJS.ErrnoException & { code?: string };
  const reason =
    err.code === "ECONNREFUSED"
      ? "connection refused"
      : err.code === "ENOTFOUND"
        ? "host not found"
        : err.code === "3D000"
          ? "database does not exist"
          : err.code === "28P01" || err.code === "28000"
            ? "authentication failed"
            : /timeout/i.test(err.message ?? "")
              ? "timed out"
              : err.message;
  const hint = config.databaseUrl
    ? "Check DATABASE_URL, or unset it to use the embedded database."
    : `Is another Castfolio process using ${config.pgliteDir}?`;
  return new StartupError(`Cannot open the database (${db.sql.description}): ${reason}. ${hint}`);
}

/** The configured storage must answer before the site takes uploads it could not keep. */
async function checkStorage(): Promise<void> {
  let files;
  try {
    files = configuredStorage();
  } catch (error) {
    throw new StartupError((error as Error).message);
  }
  if (config.storageDriver === "disk") return checkWritable(config.uploadDir, "upload folder");
  try {
    // Listing fails on a missing bucket, where a HEAD of some key would just say "not found".
    for await (const found of files.list("castfolio-startup-check/")) void found;
  } catch (error) {
    const e = error as Error & { name?: string };
    throw new StartupError(
      `Cannot reach the ${files.description}: ${e.name && e.name !== "Error" ? `${e.name}: ` : ""}${e.message}. Check the S3_* settings.`,
    );
  }
}

/** A domain's step once the database is migrated (the search index's back-fill: lib/platform-wiring.ts). */
export type StartupStep = (db: Database) => Promise<void>;

/**
 * Checks the settings, the data folders, the storage and the database, removes what crashed uploads left behind, then
 * applies pending migrations and runs the domains' `steps`. Call it once, before the process takes requests.
 */
export async function prepare(steps: readonly StartupStep[]): Promise<string[]> {
  const problems = configProblems();
  if (problems) throw new StartupError(problems);
  // Folders first: opening PGlite in a folder it cannot create fails with a bare stack trace.
  if (!config.databaseUrl) await checkWritable(config.dataDir, "data folder");
  await checkStorage();
  await checkWritable(config.uploadTmpDir, "temporary upload folder");
  await sweepUploadTemp();
  await sweepUploadTemp(config.videoWorkDir);
  let db: Database;
  try {
    db = database();
  } catch (error) {
    if (error instanceof FolderInUse) throw new StartupError(error.message);
    throw error;
  }
  try {
    await db.sql.query("SELECT 1");
  } catch (error) {
    throw explainDatabaseError(error, db);
  }
  const applied = await migrate(db.sql);
  for (const step of steps) await step(db);
  return applied;
}

/** Runs a start-up step; a StartupError ends the process with its message alone. */
export async function runOrExplain<T>(step: () => T | Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof StartupError) {
      console.error(`\nCastfolio cannot start: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}
