import "server-only";
import { createHash, randomUUID } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { SqlRunner } from "./db.ts";

// Applies prisma/migrations/<stamp>_<name>/migration.sql and records each in _prisma_migrations the way
// `prisma migrate deploy` does (same table, sha256 checksum of the file), so both tools agree on a
// database. We cannot run Prisma's own migrate here: its schema engine is a download (see CONTRIBUTING.md, "A new migration").

export const MIGRATIONS_DIR = path.resolve("prisma/migrations");

// The advisory lock key Prisma's migrate uses, so that ours and theirs never run at once.
const LOCK_KEY = 72707369;

const CREATE_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`;

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

interface AppliedRow {
  migration_name: string;
  checksum: string;
  finished_at: Date | null;
  rolled_back_at: Date | null;
}

export async function readMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  // Not traced by the build (it would copy the whole project): next.config.mjs includes the folder.
  const entries = await readdir(/*turbopackIgnore: true*/ dir, { withFileTypes: true });
  const names = entries
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  return Promise.all(
    names.map(async (name) => {
      const sql = await readFile(/*turbopackIgnore: true*/ path.join(dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    }),
  );
}

/** Applies every pending migration, each in its own transaction. Returns the names applied. */
export async function migrate(sql: SqlRunner, dir = MIGRATIONS_DIR): Promise<string[]> {
  const migrations = await readMigrations(dir);
  await sql.exec(CREATE_TABLE);
  await sql.query("SELECT pg_advisory_lock($1)", [LOCK_KEY]);
  try {
    const rows = await sql.query<AppliedRow>(
      `SELECT migration_name, checksum, finished_at, rolled_back_at FROM "_prisma_migrations"`,
    );
    const applied = new Map(rows.filter((r) => !r.rolled_back_at).map((r) => [r.migration_name, r]));
    const done: string[] = [];
    for (const migration of migrations) {
      const row = applied.get(migration.name);
      if (row?.finished_at) {
        if (row.checksum !== migration.checksum) {
          console.warn(`[migrate] ${migration.name} was edited after it was applied; leaving the database as it is.`);
        }
        continue;
      }
      if (row) {
        throw new Error(
          `Migration ${migration.name} failed earlier and is recorded as unfinished in _prisma_migrations. ` +
            `Fix the database by hand, then mark it rolled back before starting again.`,
        );
      }
      await applyOne(sql, migration);
      done.push(migration.name);
    }
    return done;
  } finally {
    await sql.query("SELECT pg_advisory_unlock($1)", [LOCK_KEY]);
  }
}

async function applyOne(sql: SqlRunner, migration: Migration): Promise<void> {
  const id = randomUUID();
  // DDL is transactional in PostgreSQL: a failing migration leaves neither tables nor a record behind.
  await sql.exec("BEGIN");
  try {
    await sql.query(
      `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, applied_steps_count)
       VALUES ($1, $2, $3, now(), 0)`,
      [id, migration.checksum, migration.name],
    );
    await sql.exec(migration.sql);
    await sql.query(`UPDATE "_prisma_migrations" SET finished_at = now(), applied_steps_count = 1 WHERE id = $1`, [id]);
    await sql.exec("COMMIT");
  } catch (error) {
    await sql.exec("ROLLBACK");
    throw new Error(`Migration ${migration.name} failed: ${(error as Error).message}`);
  }
}
