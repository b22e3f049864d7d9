import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as addRoute } from "@/app/api/(profiles)/[profileApi]/add/route";
import { POST as bookingRoute } from "@/app/api/bookings/route";
import { PATCH as bookingActionRoute } from "@/app/api/bookings/[id]/route";
import { PUT as blockedRoute } from "@/app/api/rentals/mine/blocked/route";
import { PUT as termsRoute } from "@/app/api/rentals/mine/route";
import { GET as searchRoute } from "@/app/api/search/route";
import { PUT as availabilityRoute } from "@/app/api/user/availability/route";
import { SearchForm } from "@/components/search/SearchForm";
import { formDays } from "@/components/search/form-names";
import { addDays, todayInIndia } from "@/lib/dates";
import { backgroundIdle } from "@/lib/server/background";
import { db } from "@/lib/server/db";
import { searchMembers } from "@/lib/search/engine";
import { filtersFor } from "@/lib/search/filters";
import { searchParamsOf } from "@/lib/search/params";
import { MAX_AVAILABLE_DAYS, readSearchParams, searchQuerySchema } from "@/lib/search/query";
import { INDEX_VERSION } from "@/lib/search/facts";
import { reindexOutdated } from "@/lib/search/reindex";
import { cachedPathFor, queryOfKey } from "@/lib/search/routing";
import { createMember, jsonRequest } from "../helpers/auth";
import { inEnglish } from "../helpers/intl";
import { uploadSandbox } from "../helpers/sandbox";
import { multipartRequest, photo } from "../helpers/uploads";
import { testVideo } from "../helpers/videos";
import { checked } from "../helpers/documented";

// GET /api/search and the search index behind it, against a real database: what a save writes to the
// index, every filter, facets under combined filters, free text with typos and literal wildcards, ages
// at birthdays, availability (a day or a range, rentals' closed and booked days), and cursor pages that
// neither repeat nor skip while members join.

// Profiles upload files and bookings send mail: both stay in this file's own folders.
uploadSandbox("search");

type Member = Awaited<ReturnType<typeof createMember>>;

async function search(params: Record<string, string | string[]>) {
  const url = new URL("http://localhost/api/search");
  for (const [key, value] of Object.entries(params))
    for (const v of Array.isArray(value) ? value : [value]) url.searchParams.append(key, v);
  const response = await checked("GET", "/api/search", await searchRoute(new Request(url)));
  return { status: response.status, body: await response.json() };
}

const ids = (body: { data: { results: { id: string }[] } }) => body.data.results.map((r) => r.id);

async function artist(
  name: string,
  gender: "Male" | "Female",
  fields: Record<string, string>,
  options: { subcategory?: string; files?: Record<string, { name: string; type: string; data: Buffer }> } = {},
): Promise<Member> {
  const member = await createMember({
    name,
    gender,
    category: "Artists",
    subcategory: options.subcategory ?? (gender === "Female" ? "Heroine" : "Hero"),
  });
  const response = await addRoute(
    multipartRequest(
      "/api/actor/add",
      { userId: member.user.id, fullName: name, dateOfBirth: "1995-05-05", ...fields },
      options.files ?? {},
      { authorization: member.bearer },
    ),
    { params: Promise.resolve({ profileApi: "actor" }) },
  );
  if (response.status !== 200) throw new Error(`save failed: ${await response.text()}`);
  return member;
}

describe("the search index follows every save", () => {
  it("stores height in cm, weight in kg, normalised languages, skills and city, and completeness", async () => {
    const m = await artist(
      "Kavya Normal",
      "Female",
      {
        city: "  bombay ",
        height: "5'7",
        weight: "132 lbs",
        languages: "telugu, Hindi ,TELUGU",
        skills: "Kathak, horse riding",
        skinTone: "wheatish complexion",
        dateOfBirth: "2000-01-15",
      },
      { files: { videoUpload: { name: "reel.mp4", type: "video/mp4", data: testVideo({ seconds: 1 }) } } },
    );
    // The video counts once it plays: its MP4 is made after the save.
    await backgroundIdle();
    const row = await db().searchProfile.findUniqueOrThrow({ where: { userId: m.user.id } });
    expect(row).toMatchObject({
      city: "Mumbai",
      cityKey: "mumbai",
      heightCm: 170,
      weightKg: 60,
      languages: ["Telugu", "Hindi"],
      skills: ["kathak", "horse riding"],
      skinTone: "Wheatish",
      hasShowreel: true,
      hasPicture: false,
    });
    // Details filled and a video: 40 of 100; no picture, so it ranks below anyone with one.
    expect(row.completeness).toBe(40);
    expect(row.rank).toBe(40);
    expect(row.document).toContain("Kavya Normal");
    // Skills with facets: one statement reads the page, the total and the counts from the matched rows.
    const { body } = await search({ skills: "Kathak", city: "Mumbai", gender: "Female" });
    expect(ids(body)).toEqual([m.user.id]);
    expect(body.data).toMatchObject({ total: 1, facets: { city: { Mumbai: 1 }, gender: { Female: 1 } } });
    expect(body.data.facets.language).toEqual({ Telugu: 1, Hindi: 1 });
    expect((await search({ skills: "Kathak", gender: "Male" })).body.data).toMatchObject({ results: [], total: 0 });
  });

  it("keeps an unreadable height as null, and the member searchable", async () => {
    const m = await artist("Tall Story", "Female", { city: "Pune", height: "quite tall", weight: "heavy" });
    const row = await db().searchProfile.findUniqueOrThrow({ where: { userId: m.user.id } });
    expect(row.heightCm).toBeNull();
    expect(row.weightKg).toBeNull();
    expect(ids((await search({ q: "Tall Story" })).body)).toContain(m.user.id);
  });

  it("adds a profile picture to completeness and puts the member first in the default order", async () => {
    const without = await artist("Order Without", "Male", { city: "Vizag", height: "180", weight: "70" });
    const withPicture = await artist(
      "Order With",
      "Male",
      { city: "Vizag", height: "180", weight: "70" },
      { files: { profilePic: { name: "me.jpg", type: "image/jpeg", data: await photo(320, 240) } } },
    );
    const { body } = await search({ city: "Visakhapatnam" });
    expect(ids(body)).toEqual([withPicture.user.id, without.user.id]);
  });

  it("back-fills members that have no row, or one from older rules, without touching current ones", async () => {
    const m = await artist("Backfill Me", "Female", { city: "Kochi", height: "160 cm", weight: "50" });
    const before = await db().searchProfile.count();
    await db().searchProfile.delete({ where: { userId: m.user.id } });
    expect(await reindexOutdated()).toBe(1);
    expect(await db().searchProfile.count()).toBe(before);
    expect((await db().searchProfile.findUniqueOrThrow({ where: { userId: m.user.id } })).heightCm).toBe(160);
    // A row written by older rules (as after a migration that adds a column) is derived again.
    await db().searchProfile.update({ where: { userId: m.user.id }, data: { indexVersion: 1, keywords: "" } });
    expect(await reindexOutdated()).toBe(1);
    const row = await db().searchProfile.findUniqueOrThrow({ where: { userId: m.user.id } });
    expect(row.keywords).toContain("Backfill Me");
    expect(row.indexVersion).toBe(INDEX_VERSION);
  });
});

describe("GET /api/search", () => {
  let hyderabadTelugu: Member;
  let chennaiTelugu: Member;
  let tooOld: Member;
  let hyderabadMan: Member;

  beforeAll(async () => {
    // Born on 1 January: that age all this year in India, where ages turn (UTC is a day behind on New Year's morning).
    const year = Number(todayInIndia().slice(0, 4));
    const bornYearsAgo = (years: number) => `${year - years}-01-01`;
    hyderabadTelugu = await artist("Facet Priyanka", "Female", {
      city: "Hyderabad",
      height: "168 cm",
      weight: "55",
      languages: "Telugu, English",
      dateOfBirth: bornYearsAgo(25),
    });
    await artist("Facet Meera", "Female", {
      city: "hyderabad",
      height: "160 cm",
      weight: "52",
      languages: "Hindi",
      dateOfBirth: bornYearsAgo(24),
    });
    chennaiTelugu = await artist("Facet Lakshmi", "Female", {
      city: "Madras",
      height: "170 cm",
      weight: "58",
      languages: "Telugu, Tamil",
      dateOfBirth: bornYearsAgo(23),
    });
    tooOld = await artist("Facet Radha", "Female", {
      city: "Hyderabad",
      height: "165 cm",
      weight: "60",
      languages: "Telugu",
      dateOfBirth: bornYearsAgo(45),
    });
    hyderabadMan = await artist("Facet Arjun", "Male", {
      city: "Hyderabad",
      height: "182 cm",
      weight: "75",
      languages: "Telugu",
      dateOfBirth: bornYearsAgo(26),
    });
  });

  it("combines gender, age, language and city, and answers the documented shape", async () => {
    const { status, body } = await search({
      gender: "Female",
      ageMin: "20",
      ageMax: "30",
      languages: "Telugu",
      city: "Hyderabad",
    });
    expect(status).toBe(200);
    expect(ids(body)).toEqual([hyderabadTelugu.user.id]);
    expect(body.data.total).toBe(1);
    const [result] = body.data.results;
    expect(result).toMatchObject({
      id: hyderabadTelugu.user.id,
      name: "Facet Priyanka",
      category: "Artists",
      subcategory: "Heroine",
      city: "Hyderabad",
      gender: "Female",
      heightCm: 168,
      languages: ["Telugu", "English"],
      availability: { state: "AVAILABLE", until: null },
    });
    expect([24, 25]).toContain(result.age);
    expect(result.url).toMatch(new RegExp(`/candidate-profile/${hyderabadTelugu.user.id}$`));
    expect(body.data.next).toBeNull();
  });

  it("counts facets with the other filters applied, never the facet's own", async () => {
    const { body } = await search({ gender: "Female", languages: "Telugu", city: "Hyderabad" });
    const { facets } = body.data;
    // City: women speaking Telugu, whatever their city.
    expect(facets.city).toMatchObject({ Hyderabad: 2, Chennai: 1 });
    // Language: women in Hyderabad, whatever they speak.
    expect(facets.language).toMatchObject({ Telugu: 2, English: 1, Hindi: 1 });
    expect(facets.language.Tamil).toBeUndefined();
    // Gender: Telugu speakers in Hyderabad, men and women.
    expect(facets.gender).toMatchObject({ Female: 2, Male: 1 });
    expect(facets.category).toMatchObject({ Artists: 2 });
  });

  it("counts a free-text search's facets the same way, from the rows the text matched", async () => {
    const { body } = await search({ q: "Facet", gender: "Female", languages: "Telugu", city: "Hyderabad" });
    expect(ids(body).sort()).toEqual([hyderabadTelugu.user.id, tooOld.user.id].sort());
    expect(body.data.total).toBe(2);
    const { facets } = body.data;
    expect(facets.city).toEqual({ Hyderabad: 2, Chennai: 1 });
    expect(Object.keys(facets.city)).toEqual(["Hyderabad", "Chennai"]);
    expect(facets.language).toEqual({ Telugu: 2, English: 1, Hindi: 1 });
    expect(facets.gender).toEqual({ Female: 2, Male: 1 });
    expect(facets.category).toEqual({ Artists: 2 });
    const none = await search({ q: "Facet", city: "Nowhere" });
    expect(none.body.data).toMatchObject({ results: [], total: 0, next: null });
    expect(none.body.data.facets.city).toMatchObject({ Hyderabad: 4, Chennai: 1 });
  });

  it("filters by height range and treats a city's other name as the city", async () => {
    const { body } = await search({ heightMin: "166", heightMax: "175", city: "chennai" });
    expect(ids(body)).toEqual([chennaiTelugu.user.id]);
    const both = await search({ q: "Facet", heightMin: "166", languages: ["Telugu"], gender: "Female" });
    expect(ids(both.body).sort()).toEqual([hyderabadTelugu.user.id, chennaiTelugu.user.id].sort());
  });

  it("finds members by free text with a typo or a partial word", async () => {
    expect(ids((await search({ q: "Priyanak" })).body)).toContain(hyderabadTelugu.user.id);
    expect(ids((await search({ q: "priya" })).body)).toContain(hyderabadTelugu.user.id);
    expect(ids((await search({ q: "lakshmi madras" })).body)).toEqual([]);
    expect(ids((await search({ q: "lakshmi chennai" })).body)).toEqual([chennaiTelugu.user.id]);
    // Sorted by how well they match: the name itself before members who only share a word.
    const { body } = await search({ q: "Facet Arjun" });
    expect(ids(body)[0]).toBe(hyderabadMan.user.id);
  });

  it("takes %, _ and \\ as the characters they are, never as wildcards", async () => {
    const underscore = await artist("Ravi_Kumar Wild", "Male", { city: "Pune", height: "175", weight: "70" });
    const plain = await artist("RaviXKumar Wild", "Male", { city: "Pune", height: "175", weight: "70" });
    const percent = await artist("Hundred% Wild", "Male", { city: "Pune", height: "175", weight: "70" });
    const backslash = await artist("Back\\slash Wild", "Male", { city: "Pune", height: "175", weight: "70" });
    expect(ids((await search({ q: "i_K" })).body)).toEqual([underscore.user.id]);
    expect(ids((await search({ q: "d%" })).body)).toEqual([percent.user.id]);
    expect(ids((await search({ q: "%" })).body)).toEqual([percent.user.id]);
    expect(ids((await search({ q: "_" })).body)).toEqual([underscore.user.id]);
    expect(ids((await search({ q: "k\\s" })).body)).toEqual([backslash.user.id]);
    expect(ids((await search({ q: "RaviXKumar" })).body)).toEqual([plain.user.id]);
  });

  it("takes a long list of languages, each checked once split", async () => {
    const long = "Telugu, Hindi, Tamil, Kannada, Malayalam, English, Marathi, Bengali";
    const { status, body } = await search({ languages: long, city: "Hyderabad", gender: "Female" });
    expect(status).toBe(200);
    expect(ids(body)).toContain(hyderabadTelugu.user.id);
    expect((await search({ languages: "x".repeat(61) })).status).toBe(400);
    expect((await search({ languages: Array.from({ length: 11 }, (_, i) => `L${i}`).join(",") })).status).toBe(400);
  });

  it("refuses a cursor whose keys are not what its search sorts by, even with the right fingerprint", async () => {
    const first = await search({ city: "Hyderabad", pageSize: "1" });
    const cursor = JSON.parse(Buffer.from(first.body.data.next, "base64url").toString());
    for (const keys of [
      ["x", "y", "id"],
      ["100", "2026-13-45 99:99:99", "abc"],
      ["100", "2026-01-01 00:00:00", "a b"],
    ]) {
      const forged = Buffer.from(JSON.stringify({ ...cursor, k: keys })).toString("base64url");
      const { status, body } = await search({ city: "Hyderabad", pageSize: "1", after: forged });
      expect(status, keys.join()).toBe(400);
      expect(body.errors.after).toBeDefined();
    }
  });

  it("refuses bad parameters with a 400 that names the parameter", async () => {
    const cases: [Record<string, string>, string][] = [
      [{ ageMin: "30", ageMax: "20" }, "ageMin"],
      [{ heightMin: "-5" }, "heightMin"],
      [{ heightMax: "tall" }, "heightMax"],
      [{ category: "Astronauts" }, "category"],
      [{ category: "Artists", subcategory: "DOP" }, "subcategory"],
      [{ subcategory: "Hero" }, "subcategory"],
      [{ gender: "Robot" }, "gender"],
      [{ sort: "cheapest" }, "sort"],
      [{ pageSize: "1000" }, "pageSize"],
      [{ available: "tomorrowish" }, "available"],
      [{ available: "2026-12-05..2026-12-01" }, "available"],
      [{ showreel: "maybe" }, "showreel"],
      [{ skinTone: "Green" }, "skinTone"],
      [{ after: "not-a-cursor" }, "after"],
    ];
    for (const [params, name] of cases) {
      const { status, body } = await search(params);
      expect(status, JSON.stringify(params)).toBe(400);
      expect(body.success).toBe(false);
      expect(Object.keys(body.errors ?? {}), JSON.stringify(params)).toContain(name);
      expect(body.message).toContain(name);
    }
  });

  it("keeps older members out with ageMax and younger ones with ageMin", async () => {
    const { body } = await search({ ageMin: "40", city: "Hyderabad" });
    expect(ids(body)).toEqual([tooOld.user.id]);
  });
});

describe("private fields", () => {
  it("never searches on what a profile keeps private (a technician's skin tone)", async () => {
    const tech = await createMember({
      name: "Private Tone",
      category: "Technicians",
      subcategory: "Light Man",
      gender: "Male",
    });
    const saved = await addRoute(
      multipartRequest(
        "/api/technician/add",
        { userId: tech.user.id, fullName: "Private Tone", city: "Pune", skinTone: "Dark" },
        {},
        { authorization: tech.bearer },
      ),
      { params: Promise.resolve({ profileApi: "technician" }) },
    );
    expect(saved.status).toBe(200);
    expect((await db().searchProfile.findUniqueOrThrow({ where: { userId: tech.user.id } })).skinTone).toBeNull();
    expect(ids((await search({ q: "Private Tone", skinTone: "Dark" })).body)).toEqual([]);
  });
});

describe("ages", () => {
  const bornOn = async (name: string, dateOfBirth: string) =>
    artist(name, "Female", { city: "Agecity", height: "160", weight: "50", dateOfBirth });
  const query = (params: Record<string, unknown>) =>
    searchQuerySchema.parse({ city: "Agecity", languages: [], skills: [], ...params });

  it("counts a birthday on the day itself, and 29 February on 1 March in other years", async () => {
    const a = await bornOn("Age Twenty Two", "2004-11-24");
    const leap = await bornOn("Age Leap", "2004-02-29");
    const names = async (params: Record<string, unknown>, today: string) =>
      (await searchMembers(query(params), { today })).results.map((r) => `${r.name} ${r.age}`).sort();
    expect(await names({ ageMin: 22, ageMax: 22 }, "2026-11-24")).toEqual(["Age Leap 22", "Age Twenty Two 22"]);
    expect(await names({ ageMin: 22, ageMax: 22 }, "2026-11-23")).toEqual(["Age Leap 22"]);
    expect(await names({ ageMax: 21 }, "2026-11-23")).toEqual(["Age Twenty Two 21"]);
    expect(await names({ ageMin: 22 }, "2026-02-28")).toEqual([]);
    expect(await names({ ageMin: 22, ageMax: 22 }, "2026-03-01")).toEqual(["Age Leap 22"]);
    expect(await names({ ageMin: 24, ageMax: 24 }, "2028-02-29")).toEqual(["Age Leap 24"]);
    expect([a.user.id, leap.user.id]).toHaveLength(2);
  });
});

describe("availability", () => {
  it("is set by the member, shown in results, and searched on: a shoot ends after its last day", async () => {
    const m = await artist("Busy Bee", "Female", { city: "Shootville", height: "160", weight: "50" });
    const free = await artist("Free Bird", "Female", { city: "Shootville", height: "160", weight: "50" });
    const until = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const after = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const put = (body: unknown, headers = { authorization: m.bearer }) =>
      availabilityRoute(jsonRequest("/api/user/availability", body, headers, "PUT"));

    expect((await put({ availability: "ON_SHOOT" })).status).toBe(400);
    expect((await put({ availability: "ON_SHOOT", until: "2001-01-01" })).status).toBe(400);
    expect((await put({ availability: "SLEEPING" })).status).toBe(400);
    expect((await put({ availability: "AVAILABLE" }, {} as never)).status).toBe(401);
    const ok = await put({ availability: "ON_SHOOT", until });
    expect(ok.status).toBe(200);
    expect((await ok.json()).data).toEqual({ state: "ON_SHOOT", until });

    const now = await search({ city: "Shootville", available: "now" });
    expect(ids(now.body)).toEqual([free.user.id]);
    const later = await search({ city: "Shootville", available: after });
    expect(ids(later.body).sort()).toEqual([m.user.id, free.user.id].sort());
    const shown = (await search({ q: "Busy Bee" })).body.data.results[0];
    expect(shown.availability).toEqual({ state: "ON_SHOOT", until });
  });
});

describe("availability over a range of days", { tags: ["clock"] }, () => {
  const CAMERA = { category: "Camera Unit", subcategory: "Sony", gender: "Male" };
  const day = (n: number) => addDays(todayInIndia(), n);
  const as = (who: Member) => ({ authorization: who.bearer });
  /** The canonical address of a query read from an address. */
  const canonical = (address: string) =>
    searchParamsOf(searchQuerySchema.parse(readSearchParams(new URLSearchParams(address)))).toString();

  it("leaves out a camera unit with a day closed or booked anywhere in the range, and keeps it for free days", async () => {
    const stamp = `Rangecheck${Date.now() % 100000}`;
    const unit = async (name: string) => {
      const m = await createMember({ ...CAMERA, name: `${stamp} ${name}`, listed: true });
      const terms = { dayRate: 5000, deposit: 0, cancellation: "moderate" };
      expect((await termsRoute(jsonRequest("/api/rentals/mine", terms, as(m), "PUT"))).status).toBe(200);
      return m;
    };
    const closed = await unit("Closed");
    const booked = await unit("Booked");
    const free = await unit("Free");
    const ask = async (of: Member, from: string, to: string) => {
      const body = { ownerId: of.user.id, from, to, projectTitle: "Range Letters" };
      const res = await bookingRoute(jsonRequest("/api/bookings", body, as(await createMember())));
      expect(res.status, await res.clone().text()).toBe(201);
      return (await res.json()).data.id as string;
    };

    // Closed shuts day 10; Booked is booked over days 20 to 22 (accepted); Free only has a request waiting.
    const block = { from: day(10), to: day(10), blocked: true };
    expect((await blockedRoute(jsonRequest("/api/rentals/mine/blocked", block, as(closed), "PUT"))).status).toBe(200);
    const id = await ask(booked, day(20), day(22));
    const accept = jsonRequest(`/api/bookings/${id}`, { action: "accept" }, as(booked), "PATCH");
    expect((await bookingActionRoute(accept, { params: Promise.resolve({ id }) })).status).toBe(200);
    await ask(free, day(5), day(6));

    const names = async (params: Record<string, string>) => {
      const { status, body } = await search({ q: stamp, ...params });
      expect(status, JSON.stringify(body)).toBe(200);
      return body.data.results.map((r: { name: string }) => r.name.split(" ")[1]).sort();
    };
    const everyone = ["Booked", "Closed", "Free"];
    // Over the closed day, or over a day of the booking (its first, its last): those are out.
    expect(await names({ available: `${day(8)}..${day(12)}` })).toEqual(["Booked", "Free"]);
    expect(await names({ available: `${day(15)}..${day(20)}` })).toEqual(["Closed", "Free"]);
    expect(await names({ available: `${day(22)}..${day(25)}` })).toEqual(["Closed", "Free"]);
    expect(await names({ available: `${day(1)}..${day(30)}` })).toEqual(["Free"]);
    // Entirely free: between the closed day and the booking, and after it. A waiting request keeps no day.
    expect(await names({ available: `${day(11)}..${day(19)}` })).toEqual(everyone);
    expect(await names({ available: `${day(23)}..${day(40)}` })).toEqual(everyone);
    expect(await names({ available: `${day(5)}..${day(6)}` })).toEqual(everyone);
    // One date is the range of that day.
    expect(await names({ available: day(10) })).toEqual(["Booked", "Free"]);
    expect(await names({ available: `${day(10)}..${day(10)}` })).toEqual(["Booked", "Free"]);
    // The filter form's two date fields are the same search.
    expect(await names({ availableFrom: day(8), availableUntil: day(12) })).toEqual(["Booked", "Free"]);
    expect(await names({ availableFrom: day(11), availableUntil: day(19) })).toEqual(everyone);
  });

  it("counts a shoot as busy until its last day, which must be before the range's first", async () => {
    const m = await artist("Range Shooter", "Female", { city: "Rangeville", height: "160", weight: "50" });
    const put = jsonRequest("/api/user/availability", { availability: "ON_SHOOT", until: day(10) }, as(m), "PUT");
    expect((await availabilityRoute(put)).status).toBe(200);
    const found = async (available: string) => ids((await search({ city: "Rangeville", available })).body);
    expect(await found(`${day(5)}..${day(12)}`)).toEqual([]);
    expect(await found(`${day(10)}..${day(12)}`)).toEqual([]);
    expect(await found(`${day(11)}..${day(30)}`)).toEqual([m.user.id]);
  });

  it("refuses a reversed, too long or malformed range with a 400 that says what is wrong", async () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ available: `${day(5)}..${day(1)}` }, /^available must not start after it ends/],
      [{ availableFrom: day(5), availableUntil: day(1) }, /^available must not start after it ends/],
      [{ available: `${day(0)}..${day(MAX_AVAILABLE_DAYS)}` }, /^available must be at most 366 days long/],
      [{ available: "2026-02-30..2026-03-02" }, /^available must start with a date \(YYYY-MM-DD\)/],
      [{ available: "now..2026-03-02" }, /^available must start with a date/],
      [{ available: "2026-03-01..soon" }, /^available must end with a date \(YYYY-MM-DD\)/],
      [{ available: "2026-03-01.." }, /^available must end with a date/],
      [{ available: "2026-03-01..2026-03-02..2026-03-03" }, /^available must be now, a date .* or a range of dates/],
      [{ availableFrom: "soon" }, /^available must be now, a date/],
    ];
    for (const [params, message] of cases) {
      const { status, body } = await search(params);
      expect(status, JSON.stringify(params)).toBe(400);
      expect(body.errors.available, JSON.stringify(params)).toMatch(message);
      expect(body.message).toContain("available");
    }
    // A year from today, both ends counted, is as long as a range goes.
    expect((await search({ available: `${day(0)}..${day(MAX_AVAILABLE_DAYS - 1)}` })).status).toBe(200);
  });

  it("reads the form's two dates as one range, and writes every range one way", () => {
    expect(canonical("availableFrom=2026-12-01&availableUntil=2026-12-05")).toBe("available=2026-12-01..2026-12-05");
    expect(canonical("available=+2026-12-01+..+2026-12-05+")).toBe("available=2026-12-01..2026-12-05");
    expect(canonical("available=2026-12-01..2026-12-01")).toBe("available=2026-12-01");
    expect(canonical("availableFrom=2026-12-01&availableUntil=")).toBe("available=2026-12-01");
    expect(canonical(`availableUntil=${day(5)}`)).toBe(`available=${day(0)}..${day(5)}`);
    expect(canonical("available=now&availableFrom=2026-12-01&availableUntil=2026-12-05")).toBe("available=now");
    // The cached page of a form's search is the canonical address's, and answers it.
    const path = cachedPathFor(
      "/Camera%20Unit/Sony",
      new URLSearchParams("availableFrom=2026-12-01&availableUntil=2026-12-05&city=Pune"),
    );
    const key = "city=Pune&available=2026-12-01..2026-12-05";
    expect(path).toBe(`/cached-listing/Camera%20Unit/Sony/${encodeURIComponent(key)}`);
    expect(queryOfKey(key, { category: "Camera Unit", subcategory: "Sony" })?.available).toBe("2026-12-01..2026-12-05");
  });

  it("asks a rental listing for two dates, and names a chosen range in words elsewhere", () => {
    const render = (kind: "cameraUnit" | undefined, available: string) =>
      renderToStaticMarkup(
        inEnglish(
          createElement(SearchForm, {
            action: "/search",
            query: searchQuerySchema.parse({ available }),
            filters: filtersFor(kind),
            skills: { label: "Skills", placeholder: "e.g. Kathak, Steadicam" },
            days: formDays("2026-11-26"),
          }),
        ),
      );
    const rental = render("cameraUnit", "2026-12-01..2026-12-05");
    expect(rental).toMatch(/Free from<input type="date" [^>]*name="availableFrom" value="2026-12-01"/);
    expect(rental).toMatch(/until<input type="date" [^>]*name="availableUntil" value="2026-12-05"/);
    expect(rental).not.toContain('name="available"');
    expect(render("cameraUnit", "2026-12-01")).toMatch(/name="availableUntil" value=""/);
    expect(render(undefined, "2026-12-01..2026-12-05")).toContain(
      '<option value="2026-12-01..2026-12-05" selected="">Free 1 Dec – 5 Dec 2026</option>',
    );
    expect(render(undefined, "2026-12-28..2027-01-03")).toContain("Free 28 Dec 2026 – 3 Jan 2027");
    expect(render(undefined, "2026-12-04")).toContain("Free on 4 Dec 2026");
  });
});

describe("cursor pages", () => {
  it("walks every member exactly once while new members keep joining", async () => {
    const city = "Pagetown";
    const made: string[] = [];
    for (let i = 0; i < 9; i++)
      made.push((await artist(`Pager ${i}`, i % 2 ? "Male" : "Female", { city, height: "170", weight: "60" })).user.id);
    for (const sort of ["best", "updated", "complete"]) {
      const seen: string[] = [];
      let after: string | null = null;
      let joined = 0;
      do {
        const { status, body } = await search({ city, sort, pageSize: "2", ...(after ? { after } : {}) });
        expect(status).toBe(200);
        seen.push(...ids(body));
        after = body.data.next;
        // Someone joins between pages: they rank first (newest), before the cursor, so they are not met.
        if (joined++ < 2) await artist(`Joiner ${sort} ${joined}`, "Female", { city, height: "170", weight: "60" });
      } while (after);
      expect(new Set(seen).size, sort).toBe(seen.length);
      for (const id of made) expect(seen, sort).toContain(id);
    }
  });

  it("walks a free-text search by relevance exactly once, page by page", async () => {
    const made: string[] = [];
    for (let i = 0; i < 5; i++)
      made.push(
        (await artist(`Walker${"k".repeat(i)} Textpage`, "Female", { city: "Kochi", height: "170", weight: "60" })).user
          .id,
      );
    for (const sort of ["best", "updated"]) {
      const seen: string[] = [];
      let after: string | null = null;
      do {
        const { status, body } = await search({
          q: "Walker Textpage",
          sort,
          pageSize: "2",
          ...(after ? { after } : {}),
        });
        expect(status).toBe(200);
        expect(body.data.total).toBe(5);
        // Every page counts the facets of the whole search (later pages take the first page's counts).
        expect(body.data.facets.city).toEqual({ Kochi: 5 });
        seen.push(...ids(body));
        after = body.data.next;
      } while (after);
      expect(seen.sort(), sort).toEqual([...made].sort());
    }
    // The best match first: the name exactly as typed.
    expect(ids((await search({ q: "Walker Textpage" })).body)[0]).toBe(made[0]);
  });

  it("refuses a cursor from another search", async () => {
    const first = await search({ city: "Pagetown", pageSize: "1" });
    const { status, body } = await search({ city: "Hyderabad", pageSize: "1", after: first.body.data.next });
    expect(status).toBe(400);
    expect(body.errors.after).toBeDefined();
  });
});
