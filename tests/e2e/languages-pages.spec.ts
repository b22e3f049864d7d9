import { expect, test, type Page } from "@playwright/test";
import { NAMESPACES } from "../../lib/i18n/messages";
import { signIn } from "./helpers/session";

// Every page type in Hindi, Telugu and Tamil at a phone's width: the page names its language, shows words
// where next-intl would show a missing message's key ("Namespace.key"), links profiles in its language, and
// nothing sticks out sideways.

const LANGUAGES = ["hi", "te", "ta"] as const;
const MISSING_KEY = new RegExp(`\\b(${NAMESPACES.join("|")})\\.[a-z][A-Za-z]*`);

test.use({ viewport: { width: 375, height: 800 } });

/** The first address of a kind that a page links to, without its language. */
async function firstLink(page: Page, from: string, pattern: RegExp): Promise<string> {
  await page.goto(from);
  const hrefs = await page.locator("a[href]").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  const href = hrefs.map((h) => h.replace(/^\/(hi|te|ta)(?=\/|$)/, "") || "/").find((h) => pattern.test(h));
  expect(href, `a link like ${pattern} on ${from}`).toBeTruthy();
  return href!;
}

async function readsIn(page: Page, paths: string[]) {
  for (const language of LANGUAGES)
    for (const path of paths) {
      const address = `/${language}${path === "/" ? "" : path}`;
      const response = await page.goto(address);
      expect(response?.status(), address).toBe(path.startsWith("/no/such/") ? 404 : 200);
      await expect(page.locator("html"), address).toHaveAttribute("lang", language);
      const text = await page.locator("body").innerText();
      expect(text.match(MISSING_KEY)?.[0], `${address} shows a message key`).toBeUndefined();
      // A member's profile opens in the page's language (the audition schedule linked the English one).
      await expect(
        page.locator('main a[href^="/candidate-profile/"]'),
        `${address} links a profile in English`,
      ).toHaveCount(0);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${address} is wider than the phone`).toBeLessThanOrEqual(1);
    }
}

test("the public pages read in every language", async ({ page }) => {
  test.setTimeout(180_000);
  const profile = await firstLink(page, "/Artists/Heroine", /^\/candidate-profile\/[^/?]+$/);
  const call = await firstLink(page, "/job-grid-one", /^\/job-detail-one\/[^/?]+$/);
  const studio = await firstLink(page, "/employers", /^\/employer-profile\/[^/?]+$/);
  await readsIn(page, [
    "/",
    "/Artists",
    "/Artists/Heroine",
    "/search?q=priya",
    "/candidates",
    "/technicians",
    profile,
    "/job-grid-one",
    call,
    "/employers",
    studio,
    "/aboutus",
    "/services",
    "/faq",
    "/contactus",
    "/terms",
    "/privacy",
    "/login",
    "/signup",
    "/signup?as=hirer",
    "/reset-password",
    "/no/such/page/here",
  ]);
});

test("a talent member's pages read in every language", async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, "artist@demo.castfolio.test");
  const thread = await firstLink(page, "/messages", /^\/messages\/[^/?]+$/);
  await readsIn(page, [
    "/candidate-profile-setting",
    "/my-applications",
    "/notifications",
    "/messages",
    thread,
    "/saved-searches",
  ]);
});

test("a casting team's pages read in every language", async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, "hirer@studios.castfolio.test");
  const applications = await firstLink(page, "/candidate-profile-setting", /^\/job-detail-one\/[^/]+\/applications$/);
  const call = applications.replace(/\/applications$/, "");
  const booking = await firstLink(page, "/bookings", /^\/bookings\/[^/?]+$/);
  await readsIn(page, [
    "/candidate-profile-setting",
    "/post-a-call",
    applications,
    `${call}/auditions`,
    `${call}/edit`,
    "/shortlists",
    "/bookings",
    booking,
  ]);
});

test("an owner's rental settings read in every language", async ({ page }) => {
  await signIn(page, "location@demo.castfolio.test");
  await readsIn(page, ["/rental-settings", "/bookings"]);
});

test("the all-members and technicians listings are titled in the page's language", async ({ page }) => {
  // The breadcrumb's first link (hidden on a phone, so read as text).
  const home = () => page.locator("main nav a").first().textContent();
  for (const path of ["/candidates", "/technicians"]) {
    // A language page visited before leaves its choice in a cookie: the English page asked for as a newcomer.
    await page.context().clearCookies();
    await page.goto(path);
    const english = { title: await page.title(), heading: await page.locator("h1").innerText() };
    expect(await home()).toBe("Home");
    for (const language of LANGUAGES) {
      await page.goto(`/${language}${path}`);
      const heading = await page.locator("h1").innerText();
      expect(heading, `${language}${path}`).not.toBe(english.heading);
      expect(await page.title(), `${language}${path}`).not.toBe(english.title);
      expect(await page.title(), `${language}${path}`).toContain(heading);
      expect(await home(), `${language}${path}`).not.toBe("Home");
    }
  }
});
