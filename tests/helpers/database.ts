import { randomBytes } from "node:crypto";
import { openDatabase, setDatabase, type Database } from "@/lib/server/db";
import { migrate } from "@/lib/server/migrations";
import { serverQuery } from "./postgres";

export interface TestDatabase {
  db: Database;
  label: string;
  /** The PostgreSQL database's connection string, for other processes to share it; undefined on PGlite. */
  url?: string;
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
    setDatabase(db);
    return {
      db,
      label: "pglite",
      drop: async () => {
        setDatabase(undefined);
        await db.close();
      },
    };
  }
  const name = `castfolio_test_${randomBytes(6).toString("hex")}`;
  await serverQuery(serverUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = openDatabase({ databaseUrl: url.toString() });
  await migrate(db.sql);
  setDatabase(db);
  return {
    db,
    label: "postgresql",
    url: url.toString(),
    async drop() {
      setDatabase(undefined);
      await db.close();
      await serverQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}
