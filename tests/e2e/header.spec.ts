import { expect, test, type Page } from "@playwright/test";
import { signIn } from "./helpers/session";

// The header at a phone's and a desktop's width: casting calls and studios for everyone, Login for a
// visitor only, and the signed-in member's own links (a hirer's Post a call and Applications, talent's My
// applications) the moment they sign in, without a reload.

const SIZES = [
  { width: 375, height: 800 },
  { width: 1280, height: 900 },
];

/** The main navigation, opened first on a phone (where it is a drawer behind the menu button). */
async function mainNav(page: Page) {
  const toggle = page.getByRole("button", { name: "Open menu" });
  if (await toggle.isVisible()) {
    // The button is disabled until the page has hydrated, and click() waits for it to be enabled.
    await toggle.click();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  }
  return page.getByRole("navigation", { name: "Main" });
}

/** The desktop header holds every link and menu on one row, each label on one line, nothing pushed out. */
async function expectOneRow(page: Page) {
  const nav = page.getByRole("navigation", { name: "Main" });
  const items = nav.locator(":scope > ul > li > a, :scope > ul > li > details > summary");
  const boxes = await items.evaluateAll((els) => els.map((e) => e.getBoundingClientRect()));
  expect(new Set(boxes.map((b) => Math.round(b.top))).size).toBe(1);
  for (const box of boxes) expect(box.height).toBeLessThan(44);
  const header = (await page.locator("header").first().boundingBox())!;
  expect(header.height).toBeLessThan(80);
  const account = (await page
    .getByRole("button", { name: /^Account menu for / })
    .or(page.getByTitle("Sign in"))
    .boundingBox())!;
  expect(account.x + account.width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

for (const size of SIZES) {
  test(`at ${size.width} px, everyone finds the casting calls and studios; Login goes once signed in`, async ({
    page,
  }, info) => {
    await page.setViewportSize(size);
    await page.goto("/aboutus");
    let nav = await mainNav(page);
    await expect(nav.getByRole("link", { name: "Casting calls" })).toHaveAttribute("href", "/job-grid-one");
    await expect(nav.getByRole("link", { name: "Studios" })).toHaveAttribute("href", "/employers");
    await expect(nav.getByRole("link", { name: "Login" })).toBeVisible();
    if (size.width >= 1024) await expectOneRow(page);
    // The site's own pages are under More.
    await nav.locator("summary", { hasText: "More" }).click();
    for (const name of ["Contact", "About", "Terms", "Privacy"])
      await expect(nav.getByRole("link", { name })).toBeVisible();
    await nav.locator("summary", { hasText: "More" }).click();
    await page.screenshot({ path: info.outputPath(`header-visitor-${size.width}.png`) });

    // Talent: signing in lands on the home page with the header already theirs.
    await signIn(page, "artist@demo.castfolio.test");
    nav = await mainNav(page);
    await expect(nav.getByRole("link", { name: "My applications" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Login" })).toHaveCount(0);
    await expect(nav.getByRole("link", { name: "Casting calls" })).toBeVisible();
  });

  test(`at ${size.width} px, a hirer's header offers Post a call and Applications`, async ({ page }, info) => {
    await page.setViewportSize(size);
    await signIn(page, "hirer@studios.castfolio.test");
    const nav = await mainNav(page);
    await expect(nav.getByRole("link", { name: "Post a call" })).toHaveAttribute("href", "/post-a-call");
    await expect(nav.getByRole("link", { name: "Login" })).toHaveCount(0);
    if (size.width >= 1024) await expectOneRow(page);
    await page.screenshot({ path: info.outputPath(`header-hirer-${size.width}.png`) });
    await nav.getByRole("link", { name: "Applications" }).click();
    await expect(page).toHaveURL(/\/candidate-profile-setting#calls$/);
    await expect(page.getByTestId("own-calls")).toBeVisible();
  });
}
