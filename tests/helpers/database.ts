import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase, useDatabase, type Database } from "@/lib/db";
import { migrate } from "@/lib/migrations";

export interface TestDatabase {
  db: Database;
  label: string;
  drop(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on
 * the PostgreSQL server named by TEST_DATABASE_URL (created here, dropped afterwards). It becomes the
 * database every lib/ module uses.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const db = openDatabase({});
    await migrate(db.sql);
    useDatabase(db);
    return { db, label: "pglite", drop: async () => { useDatabase(undefined); await db.close(); } };
  }
  const name = `castfolio_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = openDatabase({ databaseUrl: url.toString() });
  await migrate(db.sql);
  useDatabase(db);
  return {
    db,
    label: "postgresql",
    async drop() {
      useDatabase(undefined);
      await db.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
