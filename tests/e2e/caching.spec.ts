import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { newMember } from "./helpers/members";

// Profile pages and unfiltered listings are served from the page cache; a member's change must still
// show at once on the instance that took it.

const get = async (url: string) => {
  const res = await fetch(url);
  return {
    status: res.status,
    cache: res.headers.get("x-nextjs-cache"),
    control: res.headers.get("cache-control") ?? "",
    html: await res.text(),
  };
};

test("an unfiltered listing comes from the page cache and still shows a new member at once", async ({ baseURL }) => {
  const listing = `${baseURL}/Writers%20&%20Directors/Assistant%20Director`;
  await get(listing);
  expect((await get(listing)).cache).toBe("HIT");
  const filtered = await get(`${listing}?gender=Male`);
  expect(filtered.cache).toBeNull();
  expect(filtered.control).toContain("no-store");

  const member = await newMember(baseURL!, {
    category: "Writers & Directors",
    subcategory: "Assistant Director",
    gender: "Male",
  });
  const after = await get(listing);
  expect(after.html).toContain(`/candidate-profile/${member.id}`);
});

test("a profile save shows on the cached profile page and listing card at once", async ({ baseURL }) => {
  const member = await newMember(baseURL!, { category: "Artists", subcategory: "Side Characters", gender: "Female" });
  const profile = `${baseURL}/candidate-profile/${member.id}`;
  await get(profile);
  expect((await get(profile)).cache).toBe("HIT");

  const city = `Zed${randomBytes(3).toString("hex")}pur`;
  const form = new FormData();
  for (const [name, value] of Object.entries({
    userId: member.id,
    fullName: "Cached Member",
    city,
    height: "160 cm",
    weight: "50 kg",
  }))
    form.append(name, value);
  const saved = await fetch(`${baseURL}/api/actor/add`, {
    method: "POST",
    headers: { authorization: member.bearer },
    body: form,
  });
  expect(saved.status).toBe(200);

  expect((await get(profile)).html).toContain(city);
  expect((await get(`${baseURL}/Artists/Side%20Characters`)).html).toContain(city);
});
