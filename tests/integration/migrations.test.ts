import { createHash } from "node:crypto";
import { mkdtemp, mkdir, writeFile, readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "@/lib/db";
import { migrate, MIGRATIONS_DIR, readMigrations } from "@/lib/migrations";

let db: Database | undefined;
afterEach(async () => {
  await db?.close();
  db = undefined;
});

async function migrationsDir(files: Record<string, string>) {
  const dir = await mkdtemp(path.join(os.tmpdir(), "cf-migrations-"));
  for (const [name, sql] of Object.entries(files)) {
    await mkdir(path.join(dir, name));
    await writeFile(path.join(dir, name, "migration.sql"), sql);
  }
  return dir;
}

describe("migration runner", () => {
  it("applies the project's migrations once and records them as Prisma does", async () => {
    db = openDatabase({});
    const names = (await readMigrations()).map((m) => m.name);
    expect(await migrate(db.sql)).toEqual(names);
    expect(await migrate(db.sql)).toEqual([]);
    const rows = await db.sql.query<{
      migration_name: string;
      checksum: string;
      finished_at: Date | null;
      applied_steps_count: number;
    }>(
      `SELECT migration_name, checksum, finished_at, applied_steps_count FROM "_prisma_migrations" ORDER BY migration_name`,
    );
    expect(rows.map((r) => r.migration_name)).toEqual(names);
    const first = await readFile(path.join(MIGRATIONS_DIR, names[0], "migration.sql"));
    expect(rows[0].checksum).toBe(createHash("sha256").update(first).digest("hex"));
    expect(rows.every((r) => r.finished_at && r.applied_steps_count === 1)).toBe(true);
  });

  it("rolls a failing migration back whole and keeps no record of it", async () => {
    db = openDatabase({});
    const dir = await migrationsDir({
      "001_ok": `CREATE TABLE "a" ("id" INTEGER PRIMARY KEY);`,
      "002_broken": `CREATE TABLE "b" ("id" INTEGER PRIMARY KEY); INSERT INTO "nowhere" VALUES (1);`,
    });
    await expect(migrate(db.sql, dir)).rejects.toThrow(/002_broken failed/);
    const tables = await db.sql.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1`,
    );
    expect(tables.map((t) => t.table_name)).toEqual(["_prisma_migrations", "a"]);
    const recorded = await db.sql.query<{ migration_name: string }>(`SELECT migration_name FROM "_prisma_migrations"`);
    expect(recorded.map((r) => r.migration_name)).toEqual(["001_ok"]);
  });

  it("refuses to continue past a migration Prisma recorded as unfinished", async () => {
    db = openDatabase({});
    const dir = await migrationsDir({ "001_ok": `CREATE TABLE "a" ("id" INTEGER PRIMARY KEY);` });
    await migrate(db.sql, dir);
    await db.sql.query(`UPDATE "_prisma_migrations" SET finished_at = NULL`);
    await expect(migrate(db.sql, dir)).rejects.toThrow(/001_ok failed earlier/);
  });
});
