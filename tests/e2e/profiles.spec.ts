import { expect, test } from "@playwright/test";
import { untouchedSeededCard } from "./helpers/listing";

const LISTINGS = [
  ["Artists", "Heroine", "Looks"],
  ["Technicians", "Light Man", "Work"],
  ["Writers & Directors", "Director", "Director"],
  ["Music", "Singers (Female)", "Music"],
  ["Camera Unit", "Alexa", "Equipment"],
  ["Locations", "Beach", "Location"],
] as const;

const path = (category: string, sub: string) => `/${encodeURIComponent(category)}/${encodeURIComponent(sub)}`;

for (const [category, subcategory, section] of LISTINGS) {
  test(`${category}: listing, filter, profile, tabs`, async ({ page }) => {
    await page.goto(path(category, subcategory));
    const cards = page.getByTestId("candidate-card");
    expect(await cards.count()).toBeGreaterThanOrEqual(2);
    const chosen = await untouchedSeededCard(page);
    const firstName = await chosen.getByRole("heading").innerText();
    const href = (await chosen.getByRole("link", { name: /View Profile/ }).getAttribute("href"))!;
    const filters = page.getByRole("search", { name: "Filter profiles" });
    await filters.getByLabel("Search").fill(firstName.split(" ")[0]);
    await filters.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/q=/);
    await expect(cards.first()).toContainText(firstName.split(" ")[0]);

    await page.locator(`a[href="${href}"]`).click();
    await expect(page).toHaveURL(/\/candidate-profile\/.+/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(firstName.split(" ")[0]);
    await expect(page.getByTestId("introduction")).toBeVisible();
    await expect(page.getByText(/User ID:/)).toHaveCount(0);
    await expect(page.getByRole("heading", { name: section, exact: true })).toBeVisible();

    await page.getByRole("tab", { name: "Images" }).click();
    const photos = category === "Writers & Directors" ? page.getByTestId("carousel") : page.getByTestId("gallery");
    await expect(photos).toBeVisible();
    await expect(photos.getByRole("img").first()).toHaveAttribute("src", /gallery\.webp$/);
    await page.getByRole("tab", { name: "Videos" }).click();
    await expect(page.getByText("Videos not found.")).toBeVisible();
    await page.getByRole("tab", { name: "Portfolio" }).click();
    await expect(
      page.getByText(category === "Artists" ? "Portfolio not available." : /^Portfolio not available$/),
    ).toBeVisible();
  });
}

test("the writers' carousel is 400 px high and the gallery has 3, 2, then 1 columns", async ({ page }) => {
  await page.goto(path("Writers & Directors", "Director"));
  await (await untouchedSeededCard(page)).getByRole("link", { name: /View Profile/ }).click();
  await page.getByRole("tab", { name: "Images" }).click();
  expect((await page.getByTestId("carousel").getByRole("list").boundingBox())?.height).toBe(400);

  await page.goto(path("Artists", "Hero"));
  await (await untouchedSeededCard(page)).getByRole("link", { name: /View Profile/ }).click();
  await page.getByRole("tab", { name: "Images" }).click();
  const gallery = page.getByTestId("gallery");
  for (const [width, columns] of [
    [1200, "3"],
    [800, "2"],
    [500, "1"],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await expect(gallery).toHaveCSS("column-count", columns);
  }
});

test("copy link and screenshot shortcuts answer with their fixed alerts", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto(path("Music", "Chorus"));
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.accept();
  });
  await page
    .getByRole("button", { name: /Copy link to the profile of/ })
    .first()
    .click();
  await expect.poll(() => dialogs).toContain("Profile link copied to clipboard!");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/candidate-profile\/.+/);

  await (await untouchedSeededCard(page)).getByRole("link", { name: /View Profile/ }).click();
  await expect(page.getByTestId("introduction")).toBeVisible();
  dialogs.length = 0;
  await page.keyboard.press("Control+Shift+S");
  await expect.poll(() => dialogs).toEqual(["Screenshots are not allowed on this page."]);
  await page.keyboard.press("PrintScreen");
  await page.getByRole("heading", { level: 1 }).click({ button: "right" });
  await expect.poll(() => dialogs.length).toBe(3);
  expect(new Set(dialogs)).toEqual(new Set(["Screenshots are not allowed on this page."]));

  // In the page's language: the same profile in Telugu.
  await page.goto(`/te${new URL(page.url()).pathname}`);
  await expect(page.getByTestId("introduction")).toBeVisible();
  await expect(async () => {
    dialogs.length = 0;
    await page.keyboard.press("Control+Shift+S");
    await expect.poll(() => dialogs, { timeout: 1000 }).toEqual(["ఈ పేజీ స్క్రీన్\u200cషాట్ తీయడానికి అనుమతి లేదు."]);
  }).toPass();
});

test("listings and profiles come rendered in the HTML, with nothing private in it", async ({ request }) => {
  const listing = await request.get(path("Artists", "Heroine"));
  const html = await listing.text();
  expect(html).toContain('data-testid="candidate-card"');
  const profileUrl = /href="(\/candidate-profile\/[^"]+)"/.exec(html)![1];
  const profile = await (await request.get(profileUrl)).text();
  expect(profile).toContain("application/ld+json");
  expect(profile).toContain('"@type":"Person"');
  expect(profile).toMatch(/<link rel="canonical" href="[^"]*\/candidate-profile\//);
  const json = await (await request.get(`/api/user/${profileUrl.split("/").pop()}`)).text();
  for (const text of [html, profile, json]) {
    expect(text).not.toContain("@demo.castfolio.test");
    expect(text).not.toMatch(/\$2[aby]\$10\$/);
    expect(text).not.toMatch(/\+91 9\d{9}/);
  }
});

test("the sitemap index lists files that hold every listing and profile; robots points at it", async ({ request }) => {
  const index = await request.get("/sitemap.xml");
  expect(index.headers()["content-type"]).toContain("xml");
  const files = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  expect(files).toEqual(["/sitemaps/pages.xml", "/sitemaps/members-0.xml"]);
  const sitemap = (await Promise.all(files.map(async (file) => (await request.get(file)).text()))).join("\n");
  expect((await request.get("/sitemaps/members-9.xml")).status()).toBe(404);
  expect(sitemap).toContain("/Writers%20%26%20Directors/Director</loc>");
  expect(sitemap).toMatch(/\/employer-profile\/[\w-]+<\/loc>/);
  expect(sitemap).toMatch(/\/job-detail-one\/[\w-]+<\/loc>/);
  expect(sitemap).toContain("/aboutus</loc>");
  expect((sitemap.match(/\/candidate-profile\//g) ?? []).length).toBeGreaterThanOrEqual(200);
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/Sitemap: .*\/sitemap.xml/);
});

test("/candidate-profile sends a visitor to sign in", async ({ page }) => {
  await page.goto("/candidate-profile");
  await expect(page).toHaveURL(/\/login$/);
});
