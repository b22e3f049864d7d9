import { createHash, randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { readFile, rename, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { backgroundIdle } from "@/lib/server/background";
import { openDatabase, pgliteRunner, setDatabase, type Database } from "@/lib/server/db";
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
    const db = openDatabase({ pgliteImage: await migratedImage() });
    await migrate(db.sql);
    setDatabase(db);
    return {
      db,
      label: "pglite",
      drop: async () => {
        await backgroundIdle();
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
      // Jobs the file started (a picture's variants, made by a low-priority child) end on their database, not
      // on a dropped one that would make them log after the file's end.
      await backgroundIdle();
      setDatabase(undefined);
      await db.close();
      await serverQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

const MIGRATIONS = path.resolve(import.meta.dirname, "../../prisma/migrations");
const PGLITE_VERSION = (
  JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, "../../node_modules/@electric-sql/pglite/package.json"), "utf8"),
  ) as {
    version: string;
  }
).version;

/**
 * An in-memory PGlite with every migration applied, as a dumpDataDir image: made once per set of migrations and
 * kept in the system's temporary folder, so that each test file starts from it (about a second) instead of
 * creating and migrating a database (about three and a half). migrate() still runs on it, and finds nothing to do.
 */
async function migratedImage(): Promise<Blob> {
  const hash = createHash("sha256").update(PGLITE_VERSION);
  for (const name of readdirSync(MIGRATIONS, { recursive: true, encoding: "utf8" }).sort())
    if (name.endsWith(".sql")) hash.update(name).update(readFileSync(path.join(MIGRATIONS, name)));
  const file = path.join(tmpdir(), `castfolio-test-db-${hash.digest("hex").slice(0, 16)}.tar`);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    const { client, sql } = pgliteRunner(undefined);
    await migrate(sql);
    const image = await client.dumpDataDir("none");
    await sql.close();
    const partial = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
    await writeFile(partial, Buffer.from(await image.arrayBuffer()));
    await rename(partial, file);
    return image;
  }
}
