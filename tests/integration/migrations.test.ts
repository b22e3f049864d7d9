import { createHash } from "node:crypto";
import { mkdtemp, mkdir, writeFile, readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "@/lib/server/db";
import { migrate, MIGRATIONS_DIR, readMigrations } from "@/lib/server/migrations";
import { heldReasonFor } from "@/lib/screening/money-requests";

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

describe("the minors migration", () => {
  it("clears a minor's intimate preferences and measurements, and hides them until a guardian confirms", async () => {
    db = openDatabase({});
    const all = await readMigrations();
    const index = all.findIndex((m) => m.name.endsWith("_minors_private_details"));
    const before = await migrationsDir(Object.fromEntries(all.slice(0, index).map((m) => [m.name, m.sql])));
    await migrate(db.sql, before);
    const user = (id: string, subcategory: string) =>
      db!.sql.query(
        `INSERT INTO "User" ("id", "name", "email", "passwordHash", "phone", "gender", "category", "subcategory", "updatedAt")
         VALUES ($1, $1, $1 || '@example.test', 'x', '+91 98765 43210', 'Female', 'Artists', $2, now())`,
        [id, subcategory],
      );
    const artist = (id: string, born: string) =>
      db!.sql.query(
        `INSERT INTO "ArtistProfile" ("userId", "fullName", "city", "height", "weight", "dateOfBirth", "dressesComfortableWith",
           "measurements", "openFor", "interests", "comfortLevel", "outfitPreferences", "workLocation", "allergies", "updatedAt")
         VALUES ($1, $1, 'Pune', '150 cm', '40 kg', $2::date, '{}', '{"brust":"30","waist":"24","hips":"32"}', '{}',
           '{"acting":true,"nudeShoot":true}', '{"loveMaking":true}', '{"bikini":true,"shorts":true}', '{}', '{}', now())`,
        [id, born],
      );
    await user("child", "Child Artist");
    await artist("child", "2016-04-01");
    await user("teen", "Heroine");
    await artist("teen", `${new Date().getUTCFullYear() - 15}-06-01`);
    await user("adult", "Heroine");
    await artist("adult", "1995-06-01");
    await migrate(db.sql);

    const rows = await db.sql.query<{
      userId: string;
      measurements: Record<string, unknown>;
      interests: Record<string, unknown>;
      comfortLevel: Record<string, unknown>;
      outfitPreferences: Record<string, unknown>;
      awaitingGuardian: boolean;
    }>(
      `SELECT a."userId", a."measurements", a."interests", a."comfortLevel", a."outfitPreferences", u."awaitingGuardian"
       FROM "ArtistProfile" a JOIN "User" u ON u."id" = a."userId" ORDER BY a."userId"`,
    );
    const [adult, child, teen] = rows;
    for (const minor of [child, teen]) {
      expect(minor.measurements).toEqual({ brust: false, waist: false, hips: false });
      expect(minor.interests).toMatchObject({ acting: true, nudeShoot: false });
      expect(minor.comfortLevel).toEqual({ onScreenKiss: false, onScreenSmooch: false, loveMaking: false });
      expect(minor.outfitPreferences).toMatchObject({ bikini: false, shorts: true });
      expect(minor.awaitingGuardian).toBe(true);
    }
    expect(adult.interests).toMatchObject({ nudeShoot: true });
    expect(adult.measurements).toMatchObject({ brust: "30" });
    expect(adult.awaitingGuardian).toBe(false);
  });
});

describe("the held phrase migration", () => {
  it("takes a held call's phrase out of the screening's English sentence, and leaves any other reason alone", async () => {
    db = openDatabase({});
    const all = await readMigrations();
    const index = all.findIndex((m) => m.name.endsWith("_call_held_phrase"));
    await migrate(db.sql, await migrationsDir(Object.fromEntries(all.slice(0, index).map((m) => [m.name, m.sql]))));
    await db.sql.query(
      `INSERT INTO "User" ("id", "name", "email", "passwordHash", "phone", "gender", "category", "subcategory", "updatedAt")
       VALUES ('poster', 'Poster', 'poster@example.test', 'x', '+91 98765 43210', 'Male', 'Production House', 'Studio', now())`,
    );
    await db.sql.query(
      `INSERT INTO "Organization" ("id", "ownerId", "name", "type", "city", "updatedAt")
       VALUES ('org', 'poster', 'Studio', 'Production house', 'Pune', now())`,
    );
    const call = (id: string, reason: string) =>
      db!.sql.query(
        `INSERT INTO "CastingCall" ("id", "organizationId", "title", "projectTitle", "projectType", "city", "description",
           "auditionType", "deadline", "questions", "heldAt", "heldReason", "updatedAt")
         VALUES ($1, 'org', $1, $1, 'Film', 'Pune', 'About', 'IN_PERSON', now(), '{}', now(), $2, now())`,
        [id, reason],
      );
    await call("screened", heldReasonFor('a "registration" fee'));
    await call("other", "Held by hand: the dates are wrong.");
    await migrate(db.sql);

    const rows = await db.sql.query<{ id: string; heldPhrase: string | null; heldReason: string }>(
      `SELECT "id", "heldPhrase", "heldReason" FROM "CastingCall" ORDER BY "id"`,
    );
    expect(rows).toEqual([
      { id: "other", heldPhrase: null, heldReason: "Held by hand: the dates are wrong." },
      { id: "screened", heldPhrase: 'a "registration" fee', heldReason: heldReasonFor('a "registration" fee') },
    ]);
  });
});
