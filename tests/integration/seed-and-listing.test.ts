import { mkdtemp, readdir, readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CATEGORIES } from "@/lib/catalog";
import { searchMembers } from "@/lib/search/engine";
import { searchQuerySchema } from "@/lib/search/query";
import { diskStorage } from "@/lib/storage";
import { DEMO_PASSWORD, seed } from "@/scripts/seed";
import { verifyPassword } from "@/lib/accounts/password";
import { createTestDatabase, type TestDatabase } from "../helpers/database";

let t: TestDatabase;
let uploads: string;
beforeAll(async () => {
  t = await createTestDatabase();
  uploads = await mkdtemp(path.join(os.tmpdir(), "cf-uploads-"));
  await seed({ prisma: t.db.prisma, files: diskStorage(uploads) });
});
afterAll(async () => t?.drop());

const list = (params: Record<string, unknown>, limit = 10_000) =>
  searchMembers(searchQuerySchema.parse(params), { limit });

describe("demo seed", () => {
  it("puts at least two members with a profile in every subcategory of every category", async () => {
    const groups = await t.db.prisma.user.groupBy({ by: ["category", "subcategory"], _count: true });
    for (const category of CATEGORIES) {
      for (const sub of category.subcategories) {
        const group = groups.find((g) => g.category === category.name && g.subcategory === sub);
        expect(group?._count ?? 0, `${category.name} / ${sub}`).toBeGreaterThanOrEqual(2);
      }
    }
    const profiles = await Promise.all([
      t.db.prisma.artistProfile.count(),
      t.db.prisma.technicianProfile.count(),
      t.db.prisma.musicianProfile.count(),
      t.db.prisma.writerDirectorProfile.count(),
      t.db.prisma.cameraUnitProfile.count(),
      t.db.prisma.locationProfile.count(),
    ]);
    expect(profiles.reduce((a, b) => a + b)).toBe(await t.db.prisma.user.count({ where: { accountType: "TALENT" } }));
  });

  it("gives members real pictures on disk, with card variants", async () => {
    const media = await t.db.prisma.media.findFirstOrThrow({ where: { kind: "PROFILE_PIC" } });
    const original = await readFile(path.join(uploads, media.path));
    const stats = await sharp(original).stats();
    expect(stats.channels.some((c) => c.stdev > 10)).toBe(true);
    const card = await sharp(await readFile(path.join(uploads, media.cardPath!))).metadata();
    expect(card.format).toBe("webp");
    expect(card.width).toBeLessThanOrEqual(400);
    // Every member's picture, cover and gallery image has its variants on disk: none waits for a job.
    const talent = { user: { accountType: "TALENT" as const } };
    const pictures = { ...talent, mimeType: { startsWith: "image/" } };
    expect(await t.db.prisma.media.count({ where: { ...pictures, cardPath: null } })).toBe(0);
    const cover = await t.db.prisma.media.findFirstOrThrow({ where: { ...talent, kind: "COVER_PIC" } });
    for (const variant of [cover.cardPath!, cover.galleryPath!])
      expect((await sharp(await readFile(path.join(uploads, variant))).metadata()).format).toBe("webp");
  });

  it("creates the demo studios with open, closed, past and unpaid calls, hirers kept out of talent lists", async () => {
    const organizations = await t.db.prisma.organization.findMany({
      include: { owner: { select: { accountType: true, profilePic: true } }, calls: { include: { roles: true } } },
    });
    expect(organizations.length).toBeGreaterThanOrEqual(12);
    const calls = organizations.flatMap((o) => o.calls);
    expect(calls.length).toBeGreaterThanOrEqual(30);
    expect(calls.some((c) => c.status === "CLOSED")).toBe(true);
    expect(calls.some((c) => c.status === "OPEN" && c.deadline < new Date())).toBe(true);
    expect(calls.some((c) => c.roles.some((r) => !r.paid && r.payMin === null))).toBe(true);
    for (const organization of organizations) {
      expect(organization.owner.accountType).toBe("HIRER");
      const logo = await sharp(await readFile(path.join(uploads, organization.owner.profilePic!))).metadata();
      expect(logo.width).toBeGreaterThan(100);
    }
    const hirer = await t.db.prisma.user.findUniqueOrThrow({
      where: { email: "hirer@studios.castfolio.test" },
      omit: { passwordHash: false },
    });
    expect(await verifyPassword(DEMO_PASSWORD, hirer.passwordHash)).toBe(true);
    const statuses = await t.db.prisma.application.groupBy({ by: ["status"], _count: true });
    expect(statuses.map((s) => s.status).sort()).toEqual([
      "CLOSED",
      "REJECTED",
      "SELECTED",
      "SHORTLISTED",
      "SUBMITTED",
    ]);
    expect(statuses.reduce((n, s) => n + s._count, 0)).toBeGreaterThan(60);
    expect(await t.db.prisma.notification.count()).toBeGreaterThan(0);
    // The fixed demo sign-in has applications of its own to look at.
    expect(await t.db.prisma.application.count({ where: { applicant: { email: "artist@demo.castfolio.test" } } })).toBe(
      1,
    );
    const follows = await t.db.prisma.follow.count({ where: { user: { email: "artist@demo.castfolio.test" } } });
    expect(follows).toBeGreaterThan(0);
    const everyone = await list({});
    expect(everyone.total).toBe(await t.db.prisma.user.count({ where: { accountType: "TALENT" } }));
    expect(everyone.results.some((c) => c.category === "")).toBe(false);
  });

  it("lets demo members sign in with the documented password", async () => {
    const user = await t.db.prisma.user.findUniqueOrThrow({
      where: { email: "artist@demo.castfolio.test" },
      omit: { passwordHash: false },
    });
    expect(await verifyPassword(DEMO_PASSWORD, user.passwordHash)).toBe(true);
  });
});

describe("listing query", () => {
  it("pages through a subcategory with the total, pictures first", async () => {
    const page = await list({ category: "Artists", subcategory: "Hero" }, 2);
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.results).toHaveLength(2);
    expect(page.results.every((c) => c.subcategory === "Hero" && c.category === "Artists")).toBe(true);
    const everything = await list({ category: "Artists", subcategory: "Hero" });
    expect(everything.results).toHaveLength(everything.total);
  });

  it("filters by city, gender and name, case-insensitively", async () => {
    const sample = await t.db.prisma.user.findFirstOrThrow({
      where: { category: "Locations" },
      include: { searchProfile: true },
    });
    const city = sample.searchProfile!.city!;
    const byCity = await list({ category: "Locations", city: city.toUpperCase() });
    expect(byCity.total).toBeGreaterThan(0);
    expect(byCity.results.every((c) => c.city === city)).toBe(true);
    const women = await list({ gender: "Female" });
    expect(women.results.every((c) => c.gender === "Female")).toBe(true);
    const byName = await list({ q: sample.name.slice(0, 6).toLowerCase() });
    expect(byName.results.map((c) => c.id)).toContain(sample.id);
  });

  it("indexes every seeded member with a spread of cities, ages, heights and languages", async () => {
    const rows = await t.db.prisma.searchProfile.findMany();
    expect(rows).toHaveLength(await t.db.prisma.user.count({ where: { accountType: "TALENT" } }));
    expect(new Set(rows.map((r) => r.city)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(rows.flatMap((r) => r.languages)).size).toBeGreaterThanOrEqual(6);
    const heights = rows.filter((r) => r.category === "Artists").map((r) => r.heightCm);
    expect(heights.every((h) => h !== null && h >= 100 && h <= 200)).toBe(true);
    expect(new Set(heights).size).toBeGreaterThan(15);
    expect(rows.filter((r) => r.dateOfBirth).length).toBeGreaterThan(rows.length / 2);
    expect(new Set(rows.map((r) => r.availability)).size).toBe(3);
    // Cities written the old way or carelessly are read as the city.
    expect(rows.some((r) => r.city === "Bombay" || r.city === "hyderabad")).toBe(false);
  });

  it("never returns private fields", async () => {
    const page = await list({}, 5);
    const json = JSON.stringify(page);
    expect(json).not.toMatch(/email|passwordHash|phone/);
  });
});

describe("seeding again", () => {
  const filesIn = async () => (await readdir(uploads, { recursive: true })).length;

  it("leaves a database that has its demo members as it is, files included", async () => {
    const [members, files] = [await t.db.prisma.user.count(), await filesIn()];
    const lines: string[] = [];
    expect(await seed({ prisma: t.db.prisma, files: diskStorage(uploads), log: (line) => lines.push(line) })).toBe(0);
    expect(lines.join("\n")).toMatch(/^Already seeded: \d+ demo members \(asked for \d+\); nothing to add\.$/m);
    expect(await t.db.prisma.user.count()).toBe(members);
    expect(await filesIn()).toBe(files);
  });

  it("adds only the members that are missing when asked for more", async () => {
    const talent = { where: { accountType: "TALENT" as const } };
    const members = await t.db.prisma.user.count(talent);
    expect(await seed({ prisma: t.db.prisma, files: diskStorage(uploads), users: members + 2 })).toBe(2);
    const users = await t.db.prisma.user.findMany({ ...talent, select: { email: true } });
    expect(users).toHaveLength(members + 2);
    expect(new Set(users.map((u) => u.email)).size).toBe(members + 2);
  });
});
