import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as listRoute } from "@/app/api/user/[id]/[subcategory]/route";
import { GET as userRoute } from "@/app/api/user/[id]/route";
import { CATEGORIES } from "@/lib/catalog";
import { db } from "@/lib/server/db";
import { diskStorage } from "@/lib/storage";
import { seed } from "@/scripts/seed";
import { createTestDatabase, type TestDatabase } from "../helpers/database";

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  await seed({ prisma: t.db.prisma, files: diskStorage(await mkdtemp(path.join(os.tmpdir(), "cf-up-"))) });
});
afterAll(async () => t?.drop());

const list = (category: string, subcategory: string, query = "") =>
  listRoute(
    new Request(`http://localhost/api/user/${encodeURIComponent(category)}/${encodeURIComponent(subcategory)}${query}`),
    {
      params: Promise.resolve({ id: encodeURIComponent(category), subcategory: encodeURIComponent(subcategory) }),
    },
  );

describe("GET /api/user/{category}/{subcategory}", () => {
  it("answers data.data with every member of the subcategory by default, as old clients expect", async () => {
    const res = await list("Writers & Directors", "Director");
    expect(res.status).toBe(200);
    const body = await res.json();
    const count = await db().user.count({ where: { category: "Writers & Directors", subcategory: "Director" } });
    expect(body.data.data).toHaveLength(count);
    expect(body.data.data[0]).toMatchObject({
      category: "Writers & Directors",
      subcategory: "Director",
      rate: expect.any(Boolean),
      _id: expect.any(String),
    });
    expect(body.data.data[0].profilePic).toMatch(/^u\//);
  });

  it("pages when asked", async () => {
    const body = await (await list("Artists", "Hero", "?pageSize=2&page=2")).json();
    expect(body.data).toMatchObject({ page: 2, pageSize: 2 });
    expect(body.data.data.length).toBeLessThanOrEqual(2);
  });

  it.each([["?page=abc"], ["?page=0"], ["?pageSize=1000"], ["?gender=Robot"], [`?q=${"x".repeat(200)}`]])(
    "answers 400, never 500, to %s",
    async (query) => {
      const res = await list("Artists", "Hero", query);
      expect(res.status).toBe(400);
      expect((await res.json()).success).toBe(false);
    },
  );

  it("answers 404 for an unknown category or a subcategory of another category", async () => {
    expect((await list("Producers", "Hero")).status).toBe(404);
    expect((await list("Artists", "Beach")).status).toBe(404);
  });
});

describe("public JSON leaks nothing private", () => {
  it("for one member of every category, in the listing and the profile", async () => {
    for (const category of CATEGORIES) {
      const member = await db().user.findFirstOrThrow({
        where: { category: category.name },
        omit: { passwordHash: false },
      });
      const profile = await userRoute(new Request(`http://localhost/api/user/${member.id}`), {
        params: Promise.resolve({ id: member.id }),
      });
      const listing = await list(category.name, member.subcategory);
      for (const text of [await profile.text(), await listing.text()]) {
        for (const secret of [
          member.email,
          member.phone,
          member.passwordHash,
          "passwordHash",
          '"status"',
          '"email"',
          '"phone"',
          "allergies",
          "outfitPreferences",
          "workLocation",
        ]) {
          expect(text, `${category.name}: ${secret}`).not.toContain(secret);
        }
      }
    }
  });

  it("shows an artist's age, never the date of birth, measurements or intimate-content preferences", async () => {
    const artists = await db().user.findMany({ where: { category: "Artists" }, take: 40 });
    expect(artists.length).toBeGreaterThan(10);
    for (const artist of artists) {
      const response = await userRoute(new Request("http://localhost"), { params: Promise.resolve({ id: artist.id }) });
      if (response.status === 404) continue; // a minor whose guardian has not confirmed
      const text = await response.text();
      for (const secret of [
        "dateOfBirth",
        "measurements",
        "comfortLevel",
        "nudeShoot",
        "semiNude",
        "lingerieShoots",
        "bikiniShoots",
      ]) {
        expect(text, `${artist.subcategory}: ${secret}`).not.toContain(secret);
      }
      const details = JSON.parse(text).user.additionalDetails;
      expect(typeof details.age === "number" || details.age === null).toBe(true);
      expect(details.interests).toHaveProperty("acting");
    }
  });

  it("spells the director's short films shortFims in the display record", async () => {
    const writer = await db().user.findFirstOrThrow({ where: { category: "Writers & Directors" } });
    const { user } = await (
      await userRoute(new Request("http://localhost"), { params: Promise.resolve({ id: writer.id }) })
    ).json();
    expect(user.additionalDetails.director).toHaveProperty("shortFims");
    expect(user.additionalDetails.director).not.toHaveProperty("shortFilms");
  });
});
