import { expect, test, type Page } from "@playwright/test";
import hiCommon from "../../messages/hi/Common.json" with { type: "json" };
import hiHome from "../../messages/hi/Home.json" with { type: "json" };
import taHome from "../../messages/ta/Home.json" with { type: "json" };
import teCommon from "../../messages/te/Common.json" with { type: "json" };
import teCatalog from "../../messages/te/Catalog.json" with { type: "json" };
import teHome from "../../messages/te/Home.json" with { type: "json" };

// Hindi, Telugu and Tamil under /hi, /te and /ta: the page in its language with `lang`, its own canonical and
// hreflang alternates; the language menu keeps the page and remembers the choice; a browser that prefers
// Hindi is offered it in one line on the English page, never redirected; crawlers get what they ask for.

const SIZES = [
  { width: 375, height: 800 },
  { width: 1280, height: 900 },
];

async function headLinks(page: Page) {
  return page.evaluate(() => ({
    lang: document.documentElement.lang,
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute("href"),
    alternates: Object.fromEntries(
      [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
        link.getAttribute("hreflang"),
        new URL(link.getAttribute("href")!).pathname,
      ]),
    ),
  }));
}

for (const size of SIZES) {
  test(`at ${size.width} px, the home page and a listing read in Hindi, Telugu and Tamil`, async ({ page }, info) => {
    await page.setViewportSize(size);
    for (const [path, title] of [
      ["/hi", hiHome.hero.title],
      ["/te", teHome.hero.title],
      ["/ta", taHome.hero.title],
    ]) {
      expect((await page.goto(path))?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.screenshot({
        path: info.outputPath(`home${path.replace("/", "-")}-${size.width}.png`),
        fullPage: true,
      });
    }

    expect((await page.goto("/te/Artists/Heroine"))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(teCatalog.subcategories.heroine);
    await expect(page.locator("main")).toContainText(teCatalog.categories.artists);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: info.outputPath(`listing-te-${size.width}.png`), fullPage: true });
    // The cards lead to profiles in the same language.
    expect(await page.locator('a[href^="/te/candidate-profile/"]').count()).toBeGreaterThan(0);
  });
}

test("each language page names itself and its alternates in <head>", async ({ page }) => {
  const alternates = {
    en: "/Artists/Heroine",
    hi: "/hi/Artists/Heroine",
    te: "/te/Artists/Heroine",
    ta: "/ta/Artists/Heroine",
    "x-default": "/Artists/Heroine",
  };
  await page.goto("/Artists/Heroine");
  expect(await headLinks(page)).toEqual({
    lang: "en",
    canonical: expect.stringMatching(/[^/]\/Artists\/Heroine$/),
    alternates,
  });
  await page.goto("/hi/Artists/Heroine");
  expect(await headLinks(page)).toEqual({
    lang: "hi",
    canonical: expect.stringMatching(/\/hi\/Artists\/Heroine$/),
    alternates,
  });
  await page.goto("/ta");
  expect((await headLinks(page)).lang).toBe("ta");
  expect((await headLinks(page)).canonical).toMatch(/\/ta$/);
  // A page that does not exist says so in the language of its address.
  expect((await page.goto("/te/no/such/page"))?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(teCommon.notFound.heading);
  await expect(page.locator("html")).toHaveAttribute("lang", "te");
});

test("the language menu keeps the page, and the choice is remembered until another is made", async ({ page }) => {
  await page.goto("/Artists/Heroine");
  const menu = page.getByTestId("language-menu");
  await menu.locator("summary").click();
  await menu.getByTestId("language-hi").click();
  await expect(page).toHaveURL(/\/hi\/Artists\/Heroine$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");

  // An English address now opens in Hindi, until English is chosen again (from the footer).
  await page.goto("/aboutus");
  await expect(page).toHaveURL(/\/hi\/aboutus$/);
  await page.locator("footer").getByTestId("language-en").click();
  await expect(page).toHaveURL(/[^/]\/aboutus$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.goto("/faq");
  await expect(page).toHaveURL(/[^/]\/faq$/);
});

test.describe("on a wide screen", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the language menu follows the query changed on the page without a full load", async ({ page }) => {
    await page.goto("/search");
    await page
      .getByTestId("facets")
      .getByRole("link", { name: /Hyderabad/ })
      .click();
    await expect(page).toHaveURL(/\/search\?.*Hyderabad/);
    const menu = page.getByTestId("language-menu");
    await menu.locator("summary").click();
    await menu.getByTestId("language-te").click();
    await expect(page).toHaveURL(/\/te\/search\?.*Hyderabad/);
    await expect(page.locator("html")).toHaveAttribute("lang", "te");
  });
});

test.describe("a browser that prefers Hindi", () => {
  test.use({ locale: "hi-IN" });

  test("is offered Hindi in one line on the English page, and can say no", async ({ page }) => {
    await page.goto("/job-grid-one");
    await expect(page).toHaveURL(/[^/]\/job-grid-one$/);
    const offer = page.getByTestId("language-offer");
    await expect(offer.getByRole("link", { name: hiCommon.language.offer })).toHaveAttribute(
      "href",
      "/hi/job-grid-one",
    );
    await offer.getByRole("button", { name: hiCommon.language.dismiss }).click();
    await expect(offer).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByTestId("language-offer")).toHaveCount(0);
  });
});

test("addresses: crawlers are never redirected by Accept-Language; /en/… and unknown pages", async ({ request }) => {
  const home = await request.get("/", { headers: { "Accept-Language": "hi-IN,hi;q=0.9" }, maxRedirects: 0 });
  expect(home.status()).toBe(200);
  expect(await home.text()).toContain('<html lang="en"');
  const english = await request.get("/en/aboutus?x=1", { maxRedirects: 0 });
  expect(english.status()).toBe(308);
  expect(english.headers().location).toBe("/aboutus?x=1");
  // Never to another site, whatever the address holds after /en.
  const doubled = await request.get("/en//evil.example/x", { maxRedirects: 0 });
  expect(doubled.status()).toBe(308);
  expect(doubled.headers().location).toBe("/");
  for (const [asked, address] of [
    ["/Artists/", "/Artists"],
    ["/hi/Artists//Heroine?x=1", "/hi/Artists/Heroine?x=1"],
  ]) {
    const untidy = await request.get(asked, { maxRedirects: 0 });
    expect(untidy.status(), asked).toBe(308);
    expect(untidy.headers().location, asked).toBe(address);
  }
  const loose = await request.get("/ta/artists/heroine", { maxRedirects: 0 });
  expect(loose.status()).toBe(308);
  expect(loose.headers().location).toBe("/ta/Artists/Heroine");
  expect((await request.get("/te/no/such/page")).status()).toBe(404);
  expect((await request.get("/hi/cached-search/all")).status()).toBe(404);
});

test("the sitemap lists every translated page in every language with its alternates", async ({ request }) => {
  const pages = await (await request.get("/sitemaps/pages.xml")).text();
  expect(pages).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  for (const language of ["hi", "te", "ta"]) expect(pages).toContain(`/${language}/job-grid-one</loc>`);
  for (const language of ["hi", "te", "ta"]) expect(pages).toContain(`/${language}/aboutus</loc>`);
  // A page kept in English (the API reference, for developers) is listed once.
  expect(pages).toContain("/api-docs</loc>");
  expect(pages).not.toContain("/hi/api-docs</loc>");
  const entry = pages.split("<url>").find((url) => url.includes("/te/Artists/Heroine</loc>"))!;
  for (const [hreflang, path] of [
    ["en", "/Artists/Heroine"],
    ["hi", "/hi/Artists/Heroine"],
    ["te", "/te/Artists/Heroine"],
    ["ta", "/ta/Artists/Heroine"],
    ["x-default", "/Artists/Heroine"],
  ])
    expect(entry).toMatch(new RegExp(`<xhtml:link rel="alternate" hreflang="${hreflang}" href="[^"]*${path}"/>`));
});
