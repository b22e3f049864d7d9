import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as addRoute } from "@/app/api/(profiles)/[profileApi]/add/route";
import { GET as searchRoute } from "@/app/api/search/route";
import { POST as uploadPictureRoute } from "@/app/api/user/upload-profile/route";
import { db } from "@/lib/server/db";
import { INDEX_VERSION } from "@/lib/search/facts";
import { reindexOutdated } from "@/lib/search/reindex";
import { createMember } from "../helpers/auth";
import { createTestDatabase, type TestDatabase } from "../helpers/database";
import { multipartRequest, photo } from "../helpers/uploads";

// GET /api/search with names written another way, against a real database: common Indian spelling variants
// and swapped letters find the member, people named like the query come before equipment whose
// subcategory is merely close, and a search that finds nobody offers a spelling that finds someone.

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => t?.drop());

async function search(params: Record<string, string>) {
  const url = new URL("http://localhost/api/search");
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  const response = await searchRoute(new Request(url));
  expect(response.status, JSON.stringify(params)).toBe(200);
  return (await response.json()).data as {
    results: { id: string; name: string }[];
    total: number;
    suggestion: string | null;
  };
}

const ids = async (q: string, more: Record<string, string> = {}) =>
  (await search({ q, ...more })).results.map((r) => r.id);

/** An artist with saved details (a profile is listed, and searchable, once it has details or a picture). */
async function person(name: string, gender = "Female") {
  const member = await createMember({
    name,
    gender,
    category: "Artists",
    subcategory: gender === "Female" ? "Heroine" : "Hero",
  });
  const saved = await addRoute(
    multipartRequest(
      "/api/actor/add",
      { userId: member.user.id, fullName: name, dateOfBirth: "1995-05-05", city: "Pune", height: "170", weight: "60" },
      {},
      { authorization: member.bearer },
    ),
    { params: Promise.resolve({ profileApi: "actor" }) },
  );
  expect(saved.status, await saved.clone().text()).toBe(200);
  return member;
}

describe("names written another way", () => {
  // The name as the member wrote it, and as a casting director types it.
  const VARIANTS: [stored: string, typed: string][] = [
    ["Lakshmi", "Laxmi"],
    ["Laxmi", "Lakshmi"],
    ["Axay", "Akshay"],
    ["Dipa", "Deepa"],
    ["Pooja", "Puja"],
    ["Geeta", "Gita"],
    ["Arti", "Aarti"],
    ["Bhavana", "Bhavna"],
    ["Bavna", "Bhavna"],
    ["Siddarth", "Sidharth"],
    ["Khanna", "Kanna"],
    ["Dhruv", "Druv"],
    ["Takur", "Thakur"],
    ["Wikram", "Vikram"],
    ["Shweta", "Sveta"],
    ["Reddy", "Redy"],
  ];
  const made = new Map<string, string>();

  beforeAll(async () => {
    for (const [stored] of VARIANTS) made.set(stored, (await person(`${stored} Varianttest`)).user.id);
  });

  it.each(VARIANTS)("finds %s when %s is typed", async (stored, typed) => {
    expect(await ids(typed)).toContain(made.get(stored));
    // With another word of the name too: every word must match, the variant among them.
    expect(await ids(`${typed} Varianttest`)).toContain(made.get(stored));
  });

  it("keeps different names apart: Ravi does not find Rani, nor Karan Kiran", async () => {
    const rani = await person("Rani Aparttest");
    const kiran = await person("Kiran Aparttest", "Male");
    expect(await ids("Ravi Aparttest")).toEqual([]);
    expect(await ids("Karan Aparttest")).toEqual([]);
    expect(await ids("Rani Aparttest")).toEqual([rani.user.id]);
    expect(await ids("Kiran Aparttest")).toEqual([kiran.user.id]);
  });

  it("lists the spelling typed before the variants", async () => {
    const dipa = await person("Dipa Ordertest");
    const deepa = await person("Deepa Ordertest");
    expect(await ids("Deepa Ordertest")).toEqual([deepa.user.id, dipa.user.id]);
    expect(await ids("Dipa Ordertest")).toEqual([dipa.user.id, deepa.user.id]);
  });
});

describe("two neighbouring letters swapped", () => {
  it("finds Mehta for Mehat and Joshi for Jsohi, after members spelled as typed", async () => {
    const mehta = await person("Anil Mehta", "Male");
    const joshi = await person("Sunil Joshi", "Male");
    expect(await ids("Mehat")).toContain(mehta.user.id);
    expect(await ids("Jsohi")).toContain(joshi.user.id);
    expect(await ids("Anil Mehat")).toEqual([mehta.user.id]);
    expect(await ids("Sunil Jsohi")).toEqual([joshi.user.id]);
    // Still found as before: a longer name with its last letters swapped is close enough by trigrams.
    const priyanka = await person("Priyanka Swaptest");
    expect(await ids("Priyanak Swaptest")).toEqual([priyanka.user.id]);
  });
});

describe("a vowel left out or one too many", () => {
  it("finds Divya Murugan for Divya Murgan with filters she matches, and not with one she does not", async () => {
    const divya = await person("Divya Murugan");
    const filters = { city: "Pune", gender: "Female" };
    expect(await ids("Divya Murgan", filters)).toEqual([divya.user.id]);
    expect(await ids("Divya Muruagan", filters)).toEqual([divya.user.id]);
    expect(await ids("Divya Murgan", { ...filters, gender: "Male" })).toEqual([]);
    // Her name as she wrote it comes before the near miss.
    const murgan = await person("Divya Murgan");
    expect(await ids("Divya Murgan", filters)).toEqual([murgan.user.id, divya.user.id]);
  });
});

describe("people before equipment", () => {
  it("lists people named Reddy before Red Dragon cameras for Redy, though the camera ranks higher", async () => {
    const camera = await createMember({
      name: "Lens Hire",
      gender: "Male",
      category: "Camera Unit",
      subcategory: "Red Dragon",
    });
    const uploaded = await uploadPictureRoute(
      multipartRequest(
        "/api/user/upload-profile",
        { userId: camera.user.id },
        { profilePic: { name: "cam.jpg", type: "image/jpeg", data: await photo(320, 240) } },
        { authorization: camera.bearer },
      ),
    );
    expect(uploaded.status).toBe(200);
    const reddy = await person("Anitha Reddy");
    const rows = await db().searchProfile.findMany({ where: { userId: { in: [camera.user.id, reddy.user.id] } } });
    const rankOf = (id: string) => rows.find((r) => r.userId === id)!.rank;
    // Without the name coming first, the camera's picture would put it above her.
    expect(rankOf(camera.user.id)).toBeGreaterThan(rankOf(reddy.user.id));

    const found = await ids("Redy");
    expect(found).toContain(camera.user.id);
    expect(found.indexOf(reddy.user.id)).toBeGreaterThanOrEqual(0);
    expect(found.indexOf(reddy.user.id)).toBeLessThan(found.indexOf(camera.user.id));
    // What names nobody stays the equipment's: "Red" is a word of the subcategory, not a name.
    expect(await ids("Red Dragon")).toEqual([camera.user.id]);
  });
});

describe("the search index", () => {
  it("stores the name's spelling keys, and the back-fill writes them into rows from older rules", async () => {
    const m = await person("Bhavana Backfilltest");
    const row = await db().searchProfile.findUniqueOrThrow({ where: { userId: m.user.id } });
    // Each word's key, then the keys of the words with one vowel left out (lib/search/spelling.ts vowelSlips).
    expect(row.nameKeys.slice(0, 2)).toEqual(["bavna", "bakfiltest"]);
    expect(row.nameKeys).toContain("bvna~");
    await db().searchProfile.update({
      where: { userId: m.user.id },
      data: { indexVersion: INDEX_VERSION - 1, nameKeys: [] },
    });
    expect(await ids("Bhavna Backfilltest")).toEqual([]);
    expect(await reindexOutdated()).toBeGreaterThanOrEqual(1);
    const again = await db().searchProfile.findUniqueOrThrow({ where: { userId: m.user.id } });
    expect(again).toMatchObject({ nameKeys: row.nameKeys, indexVersion: INDEX_VERSION });
    expect(await ids("Bhavna Backfilltest")).toEqual([m.user.id]);
  });
});

describe("Did you mean", () => {
  let member: string;
  beforeAll(async () => {
    member = (await person("Lakshmi Kandivalkar")).user.id;
  });

  it("offers the closest word of the index when nothing matches, and that search finds the member", async () => {
    const none = await search({ q: "Kandivelkor" });
    expect(none).toMatchObject({ results: [], total: 0, suggestion: "Kandivalkar" });
    expect((await search({ q: none.suggestion! })).results.map((r) => r.id)).toContain(member);
    // Several words: the close one is replaced, the others kept as typed.
    const two = await search({ q: "Laxmi Kandivelkor" });
    expect(two).toMatchObject({ total: 0, suggestion: "Laxmi Kandivalkar" });
    expect(await ids(two.suggestion!)).toEqual([member]);
  });

  it("offers nothing when something matches, nothing is close, or the filters leave nobody", async () => {
    expect(await search({ q: "Kandivalkar" })).toMatchObject({ total: 1, suggestion: null });
    expect(await search({ q: "Laxmi Kandivalkar" })).toMatchObject({ total: 1, suggestion: null });
    expect(await search({ q: "Zzqxwv" })).toMatchObject({ total: 0, suggestion: null });
    expect(await search({ q: "Kandivelkor", gender: "Male" })).toMatchObject({ total: 0, suggestion: null });
    expect(await search({ city: "Nowhere" })).toMatchObject({ total: 0, suggestion: null });
  });
});

describe("Did you mean, for a short name mistyped", () => {
  it("offers the name, though a short word shares few trigrams with its typo", async () => {
    const member = (await person("Priya Ramaswamy")).user.id;
    const none = await search({ q: "Prioa" });
    expect(none).toMatchObject({ total: 0, suggestion: "Priya" });
    expect(await ids(none.suggestion!)).toContain(member);
  });
});
