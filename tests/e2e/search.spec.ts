import { expect, test, type Page } from "@playwright/test";
import { signIn } from "./helpers/session";

// What a casting director does: search on looks, language and city, open a result, save it to a
// shortlist, and share the shortlist as a look book that opens for someone who is not signed in; at a
// desktop width and at a phone's.

const SIZES = [
  { name: "desktop", width: 1280, height: 900 },
  { name: "phone", width: 375, height: 812 },
] as const;

async function expectEveryCard(page: Page, check: (text: string) => void) {
  const cards = page.getByTestId("candidate-card");
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) check(await cards.nth(i).innerText());
}

for (const size of SIZES) {
  test(`search female, 20–30, Telugu, Hyderabad; shortlist a result; open the look book signed out (${size.name})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(size);
    await signIn(page, "hirer@studios.castfolio.test");

    // The header's search box (behind its button at these widths) leads to /search.
    await page.locator("header summary", { hasText: "Search profiles" }).click();
    const box = page.locator("header").getByRole("search", { name: "Search profiles" });
    await box.getByRole("searchbox").fill("Telugu");
    await box.getByRole("searchbox").press("Enter");
    await expect(page).toHaveURL(/\/search\?q=Telugu$/);
    const form = page.getByRole("search", { name: "Filter profiles" });
    await form.getByLabel("Gender").selectOption("Female");
    await form.getByText("More filters").click();
    await form.getByLabel("Age: from").fill("20");
    await form.getByLabel("Age: to").fill("30");
    await form.getByLabel("Languages (any of)").fill("Telugu");
    await form.getByLabel("City").fill("Hyderabad");
    await form.getByRole("button", { name: "Search" }).click();

    await expect(page).toHaveURL(/gender=Female/);
    await expect(page).toHaveURL(/ageMin=20&ageMax=30/);
    await expect(page.getByTestId("result-count")).toContainText("match your search");
    await expectEveryCard(page, (text) => {
      expect(text).toContain("Hyderabad");
      const age = Number(/(\d+) yrs/.exec(text)?.[1]);
      expect(age).toBeGreaterThanOrEqual(20);
      expect(age).toBeLessThanOrEqual(30);
    });
    // The facets count what the other filters leave: Hyderabad is chosen, other cities are offered.
    const facets = page.getByTestId("facets");
    await expect(facets.getByRole("link", { name: /Hyderabad/ })).toHaveAttribute("aria-current", "true");
    await expect(facets.getByRole("heading", { name: "Language" })).toBeVisible();

    // The back button returns to the same search: every choice is in the address.
    const searchUrl = page.url();
    const first = page.getByTestId("candidate-card").first();
    const name = (await first.getByRole("heading").innerText()).trim();
    await first.getByRole("link", { name: /View Profile/ }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(searchUrl);
    await page.goForward();

    const list = `Telugu leads ${size.name} ${Date.now()}`;
    await page.getByRole("button", { name: "Save to shortlist" }).click();
    const panel = page.getByRole("dialog", { name: `Save ${name} to a shortlist` });
    await panel.getByLabel("New shortlist name").fill(list);
    await panel.getByRole("button", { name: "Add" }).click();
    await expect(page.getByText(`${name} saved to ${list}.`)).toBeVisible();
    await expect(panel.getByRole("checkbox", { name: list })).toBeChecked();

    await page.goto("/shortlists");
    await page.getByRole("link", { name: list }).click();
    await expect(page.getByTestId("shortlist-items")).toContainText(name);
    await page.getByLabel("Private note").fill("Strong screen presence");
    await page.getByRole("button", { name: "Save note" }).click();
    await expect(page.getByText("Note saved.")).toBeVisible();
    await page.getByLabel("Link works for").selectOption("3");
    await page.getByRole("button", { name: "Create link" }).click();
    const link = await page.getByTestId("lookbook-link").inputValue();
    expect(link).toMatch(/\/lookbook\/[\w-]+$/);

    const visitor = await browser.newContext({ viewport: size });
    const guest = await visitor.newPage();
    const answer = await guest.goto(new URL(link).pathname);
    expect(answer?.status()).toBe(200);
    await expect(guest.getByRole("heading", { level: 1, name: list })).toBeVisible();
    await expect(guest.getByTestId("lookbook")).toContainText(name);
    await expect(guest.getByText("Strong screen presence")).toHaveCount(0);
    expect(await guest.locator('meta[name="robots"]').getAttribute("content")).toContain("noindex");

    // Revoked, the same link answers 410 Gone.
    await page.reload();
    await page.getByRole("button", { name: "Revoke" }).click();
    await expect(page.getByText("The link no longer works.")).toBeVisible();
    const gone = await guest.goto(new URL(link).pathname);
    expect(gone?.status()).toBe(410);
    await expect(guest.getByRole("heading", { name: "This look book is no longer available" })).toBeVisible();
    // The same page in the language of the address.
    const goneInHindi = await guest.goto(`/hi${new URL(link).pathname}`);
    expect(goneInHindi?.status()).toBe(410);
    await expect(guest.getByRole("heading", { name: "यह लुक बुक अब उपलब्ध नहीं है" })).toBeVisible();
    await expect(guest.getByRole("link", { name: "Castfolio पर जाएँ" })).toHaveAttribute("href", "/hi");
    await visitor.close();
  });
}

test("listings state how they are ordered and offer the filters of their category", async ({ page }) => {
  await page.goto("/Artists/Heroine");
  await expect(page.getByTestId("ordering-note")).toContainText("How profiles are ordered");
  await expect(page.getByTestId("ordering-note")).toContainText("Nobody can pay to move up");
  await page.getByText("More filters").click();
  await expect(page.getByRole("group", { name: "Height" })).toBeVisible();
  await expect(page.getByLabel("Skin tone")).toBeVisible();

  await page.goto("/Locations/Beach");
  await expect(page.getByLabel("Gender")).toHaveCount(0);
  await expect(page.getByRole("group", { name: "Height" })).toHaveCount(0);

  // A filter that does not parse is named, and the listing shows without it.
  const response = await page.goto("/Artists/Heroine?ageMin=40&ageMax=20");
  expect(response?.status()).toBe(200);
  await expect(page.getByText("Age: the lowest age is above the highest.")).toBeVisible();
  await expect(page.getByTestId("candidate-card").first()).toBeVisible();
});

test("a member sets their availability and height in feet and inches; search finds them by both", async ({ page }) => {
  await signIn(page, "artist.female@demo.castfolio.test");
  await page.goto("/candidate-profile-setting");
  const until = new Date(Date.now() + 12 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel("On a shoot").check();
  await page.getByLabel("Last day of the shoot").fill(until);
  await page.getByRole("button", { name: "Save availability" }).click();
  await expect(page.getByText(/Your availability is now: On a shoot until/)).toBeVisible();

  const form = page.locator("form[aria-labelledby=profile-form-title]");
  await form.getByRole("group", { name: "Height unit" }).getByRole("button", { name: "ft / in" }).click();
  await form.getByLabel("Height: feet").fill("5");
  await form.getByLabel("Height: inches").fill("7");
  await form.getByLabel("Weight", { exact: true }).fill("58");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Artist details updated!")).toBeVisible();

  const id = (await page.getByRole("link", { name: "View public profile" }).getAttribute("href"))!.split("/").pop()!;
  const found = await (
    await page.request.get("/api/search?heightMin=170&heightMax=170&sort=updated&pageSize=5")
  ).json();
  expect(found.data.results[0]).toMatchObject({ id, heightCm: 170, availability: { state: "ON_SHOOT", until } });
  const notFree = await (await page.request.get("/api/search?available=now&heightMin=170&heightMax=170")).json();
  expect(notFree.data.results.map((r: { id: string }) => r.id)).not.toContain(id);

  await page.goto(`/candidate-profile/${id}`);
  await expect(page.getByTestId("availability")).toContainText("On a shoot until");
  await expect(page.getByText("5 ft 7 in")).toBeVisible();
});
