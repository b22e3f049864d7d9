import { access, mkdir } from "node:fs/promises";
import { constants } from "node:fs";
import { config } from "./config.ts";
import { database, type Database } from "./db.ts";
import { migrate } from "./migrations.ts";

/** A start-up problem a person can fix, reported as one clear sentence instead of a stack trace. */
export class StartupError extends Error {}

async function checkWritable(dir: string, what: string): Promise<void> {
  try {
    await mkdir(dir, { recursive: true });
    await access(dir, constants.W_OK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? "error";
    throw new StartupError(`The ${what} ${dir} is not writable (${code}). Set DATA_DIR (or UPLOAD_DIR) to a folder this user can write to.`);
  }
}

function explainDatabaseError(error: unknown, db: Database): StartupError {
  const err = error as NodeJS.ErrnoException & { code?: string };
  const reason = err.code === "ECONNREFUSED" ? "connection refused"
    : err.code === "ENOTFOUND" ? "host not found"
    : err.code === "3D000" ? "database does not exist"
    : err.code === "28P01" || err.code === "28000" ? "authentication failed"
    : /timeout/i.test(err.message ?? "") ? "timed out"
    : err.message;
  const hint = config.databaseUrl
    ? "Check DATABASE_URL, or unset it to use the embedded database."
    : `Is another Castfolio process using ${config.pgliteDir}?`;
  return new StartupError(`Cannot open the database (${db.sql.description}): ${reason}. ${hint}`);
}

/** Checks the data folders and the database, then applies pending migrations. */
export async function prepare(): Promise<string[]> {
  // Folders first: opening PGlite in a folder it cannot create fails with a bare stack trace.
  if (!config.databaseUrl) await checkWritable(config.dataDir, "data folder");
  await checkWritable(config.uploadDir, "upload folder");
  const db = database();
  try {
    await db.sql.query("SELECT 1");
  } catch (error) {
    throw explainDatabaseError(error, db);
  }
  return migrate(db.sql);
}

/** Runs a start-up step; a StartupError ends the process with its message alone. */
export async function runOrExplain<T>(step: () => Promise<T>): Promise<T> {
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
