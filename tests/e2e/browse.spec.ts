import { expect, test, type Page } from "@playwright/test";

test("home page renders the hero and the category menus", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your Journey to Stardom Starts Here");
  await expect(page.getByRole("link", { name: "REGISTER HERE" })).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Main" });
  for (const category of ["Artists", "Technicians", "Writers & Directors", "Music", "Camera Unit", "Locations"]) {
    await expect(nav.getByText(category, { exact: true })).toBeVisible();
  }
});

test("a seeded listing shows cards that lead to profiles", async ({ page }) => {
  await page.goto("/Writers%20%26%20Directors/Director");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Director");
  const cards = page.getByTestId("candidate-card");
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(2);
  await expect(cards.first().getByRole("img")).toHaveJSProperty("complete", true);
  await expect(cards.first().getByRole("link", { name: /View Profile/ })).toHaveAttribute(
    "href",
    /\/candidate-profile\/.+/,
  );
});

test("the category menu opens a listing and filters live in the URL", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByText("Locations", { exact: true }).click();
  await nav.getByRole("link", { name: "Beach", exact: true }).click();
  await expect(page).toHaveURL(/\/Locations\/Beach$/);
  const total = await page.getByTestId("candidate-card").count();
  expect(total).toBeGreaterThanOrEqual(2);
  const city = (await page.getByTestId("candidate-card").first().locator("p").first().innerText()).split(" · ")[1];
  const filters = page.getByRole("search", { name: "Filter profiles" });
  await filters.getByLabel("City").fill(city);
  await filters.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(new RegExp(`city=${encodeURIComponent(city)}`));
  for (const card of await page.getByTestId("candidate-card").all()) await expect(card).toContainText(city);
});

test("unknown pages answer 404 with a way home", async ({ page }) => {
  for (const path of ["/no-such-page", "/Artists/Beach", "/Dancers/Hero"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  }
  await page.getByRole("link", { name: "Back to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("the header turns sticky past 50 px and the mobile menu opens by keyboard", async ({ page }) => {
  await page.goto("/Artists/Hero");
  const header = page.locator("header").first();
  await expect(header).toHaveAttribute("data-sticky", "false");
  await page.evaluate(() => window.scrollTo(0, 200));
  await expect(header).toHaveAttribute("data-sticky", "true");

  await page.setViewportSize({ width: 375, height: 800 });
  await page.evaluate(() => window.scrollTo(0, 0));
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav).toBeHidden();
  const toggle = page.getByRole("button", { name: "Open menu" });
  // Disabled until the page has hydrated; focus() does not wait for that, so the test does.
  await expect(toggle).toBeEnabled();
  await toggle.focus();
  await page.keyboard.press("Enter");
  await expect(nav).toBeVisible();
  await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Space");
  await expect(nav).toBeHidden();
});

test("cards show small WebP variants and the star ribbon for rated members", async ({ page }) => {
  await page.goto("/candidates");
  const images = page.getByTestId("candidate-card").getByRole("img");
  // The listing streams in after its skeleton: read the cards once they are there.
  await expect(images.first()).toBeVisible();
  // Members who have not uploaded a picture yet (accounts made by other tests) show the default one.
  const sources = await images.evaluateAll((els) => els.map((e) => e.getAttribute("src")));
  for (const src of sources) expect(src).toMatch(/-card\.webp$|default-avatar\.svg$/);
  expect(sources.filter((src) => src?.endsWith("-card.webp")).length).toBeGreaterThan(sources.length / 2);
  await expect(page.getByText("Verified").first()).toBeVisible();
});

/** Brings each card into view in turn, then leaves a second for any prefetch it set off to go out. */
async function seeEveryCard(page: Page, testId: string): Promise<void> {
  for (const card of await page.getByTestId(testId).all()) await card.scrollIntoViewIfNeeded();
  await page.waitForTimeout(1000);
}

test("a listing's cards prefetch a profile only once the visitor reaches for one", async ({ page }) => {
  // Each profile is rendered on its first request: cards that prefetched on sight would have the server
  // render every profile a visitor scrolls past.
  const prefetched: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (request.headers()["next-router-prefetch"] && pathname.startsWith("/candidate-profile/"))
      prefetched.push(pathname);
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/Artists/Heroine", { waitUntil: "networkidle" });
  await seeEveryCard(page, "candidate-card");
  expect(prefetched).toEqual([]);

  const link = page
    .getByTestId("candidate-card")
    .first()
    .getByRole("link", { name: /View Profile/ });
  const path = await link.getAttribute("href");
  await link.hover();
  await expect.poll(() => prefetched).toContain(path);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("the calls page's cards prefetch a call only once the visitor reaches for one", async ({ page }) => {
  const prefetched: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (request.headers()["next-router-prefetch"] && pathname.startsWith("/job-detail-one/")) prefetched.push(pathname);
  });
  await page.goto("/job-grid-one", { waitUntil: "networkidle" });
  await seeEveryCard(page, "job-card");
  expect(prefetched).toEqual([]);
  const link = page.getByTestId("job-card").first().getByRole("heading").getByRole("link");
  await link.focus();
  await expect.poll(() => prefetched).toContain(await link.getAttribute("href"));
});
