import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { newMember, newMemberWithPicture, type ApiMember } from "./helpers/members";

// Profile pages, listings (with or without filters) and searches are served from the page cache; a
// member's change must still show at once on the instance that took it.

const get = async (url: string) => {
  const res = await fetch(url);
  return {
    status: res.status,
    cache: res.headers.get("x-nextjs-cache"),
    control: res.headers.get("cache-control") ?? "",
    html: await res.text(),
  };
};

/** Saves an actor's profile form through the API, as the settings page does; answers the status. */
async function saveActor(baseUrl: string, member: ApiMember, fields: Record<string, string>): Promise<number> {
  const form = new FormData();
  for (const [name, value] of Object.entries({ userId: member.id, ...fields })) form.append(name, value);
  const saved = await fetch(`${baseUrl}/api/actor/add`, {
    method: "POST",
    headers: { authorization: member.bearer },
    body: form,
  });
  return saved.status;
}

test("listings and searches come from the page cache, filtered or not, and still show a new member at once", async ({
  baseURL,
}) => {
  const listing = `${baseURL}/Writers%20&%20Directors/Assistant%20Director`;
  // The same filters written in another order or case are the same cached page.
  const filtered = [`${listing}?gender=Male&sort=updated`, `${listing}?sort=updated&gender=Male&q=`];
  const search = `${baseURL}/search?category=Writers+%26+Directors&subcategory=Assistant+Director&sort=updated`;
  for (const url of [listing, filtered[0], search]) {
    await get(url);
    expect((await get(url)).cache, url).toBe("HIT");
  }
  expect((await get(filtered[1])).cache).toBe("HIT");

  // A listed member: one with a profile picture (a bare new account is not public yet).
  const member = await newMemberWithPicture(baseURL!, {
    category: "Writers & Directors",
    subcategory: "Assistant Director",
    gender: "Male",
  });
  for (const url of [listing, filtered[0], search])
    expect((await get(url)).html, url).toContain(`/candidate-profile/${member.id}`);
});

test("a profile save shows on the cached profile page and listing card at once", async ({ baseURL }) => {
  const member = await newMember(baseURL!, { category: "Artists", subcategory: "Side Characters", gender: "Female" });
  const profile = `${baseURL}/candidate-profile/${member.id}`;
  await get(profile);
  expect((await get(profile)).cache).toBe("HIT");

  const city = `Zed${randomBytes(3).toString("hex")}pur`;
  expect(
    await saveActor(baseURL!, member, { fullName: "Cached Member", city, height: "160 cm", weight: "50 kg" }),
  ).toBe(200);

  expect((await get(profile)).html).toContain(city);
  expect((await get(`${baseURL}/Artists/Side%20Characters`)).html).toContain(city);
});

test("cached pages answer only through their addresses, and a made-up cursor is named, not a failure", async ({
  baseURL,
}) => {
  for (const path of [
    "/cached-search/all",
    "/cached-search/q%3Danything",
    "/cached-listing/Artists/Heroine/all",
    "/cached-listing/Artists/Heroine/made-up",
    "/cached-jobs/all",
  ])
    expect((await get(`${baseURL}${path}`)).status, path).toBe(404);

  for (const path of ["/Artists/Heroine?after=not-a-cursor", "/search?q=a&after=bm90LWEtY3Vyc29y"]) {
    const page = await get(`${baseURL}${path}`);
    expect(page.status, path).toBe(200);
    expect(page.html, path).toContain("is not a cursor of this search");
    expect(page.html, path).toContain('data-testid="candidate-card"');
  }
});

test("a save in one subcategory leaves the cached listings of the others cached", async ({ baseURL }) => {
  const elsewhere = `${baseURL}/Music/Chorus`;
  const sameCategory = `${baseURL}/Artists/Hero`;
  for (const url of [elsewhere, sameCategory]) {
    await get(url);
    expect((await get(url)).cache, url).toBe("HIT");
  }
  const member = await newMember(baseURL!, { category: "Artists", subcategory: "Heroine", gender: "Female" });
  expect(
    await saveActor(baseURL!, member, {
      fullName: "Elsewhere Member",
      city: "Pune",
      height: "165 cm",
      weight: "55 kg",
    }),
  ).toBe(200);
  // Neither can hold a heroine: both are still the cached pages.
  for (const url of [elsewhere, sameCategory]) expect((await get(url)).cache, url).toBe("HIT");
  // Hers is computed afresh and shows her.
  expect((await get(`${baseURL}/Artists/Heroine`)).html).toContain(`/candidate-profile/${member.id}`);
});
