import { expect, test } from "@playwright/test";
import { signIn } from "./helpers/session";

// Castfolio installs on a phone's home screen: every page links the manifest of its language, and the manifest's
// icons are served.

test("a page links the manifest of its language, whose start, shortcuts and icons are served", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/hi/job-grid-one");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBe("/manifest.webmanifest?lang=hi");
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", "#d9480f");
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute("href", "/icons/apple-touch-icon.png");

  const answer = await request.get(href!);
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toContain("application/manifest+json");
  expect(answer.headers()["cache-control"]).toBe("public, max-age=3600");
  const manifest = (await answer.json()) as {
    name: string;
    start_url: string;
    icons: { src: string }[];
    shortcuts: { url: string }[];
  };
  expect(manifest.name).toBe("Castfolio: फ़िल्म टैलेंट और कास्टिंग");
  for (const icon of manifest.icons) {
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()["content-type"]).toBe("image/png");
  }
  // The start page and each shortcut open a page of the site, in Hindi.
  for (const url of [manifest.start_url, ...manifest.shortcuts.map((s) => s.url)]) {
    const opened = await request.get(url, { maxRedirects: 0 });
    expect([200, 307], url).toContain(opened.status());
  }
  await page.goto(manifest.start_url);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
});

test.describe("the service worker", () => {
  test.use({ serviceWorkers: "allow" });

  test("shows the offline page in the page's language, keeps public pictures, and nothing of a signed-in member's", async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signIn(page, "artist.female@demo.castfolio.test");
    await page.goto("/hi");
    expect(await page.evaluate(() => navigator.serviceWorker.ready.then((r) => r.active?.scriptURL))).toMatch(
      /\/sw\.js$/,
    );
    // Pages loaded from now on go through the worker: a signed-in page, a private answer, public pictures.
    await page.goto("/hi");
    await page.goto("/hi/candidate-profile-setting");
    await expect(page.locator("#video-input")).toBeAttached();
    expect(await page.evaluate(() => fetch("/api/me/applications").then((r) => r.status))).toBe(200);
    await page.goto("/hi/Artists");
    await expect(page.locator("img[src^='/uploads/']").first()).toBeVisible();

    const cached = await page.evaluate(async () => {
      const all: Record<string, string[]> = {};
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        all[name] = (await cache.keys()).map((request) => new URL(request.url).pathname);
      }
      return all;
    });
    const addresses = Object.values(cached).flat();
    expect(
      addresses.filter((a) => a.startsWith("/api/")),
      "private answers",
    ).toEqual([]);
    expect(
      addresses.filter((a) => a.includes("candidate-profile-setting")),
      "signed-in pages",
    ).toEqual([]);
    // The only pages kept are the offline pages; pictures are kept too.
    const pages = addresses.filter((a) => !/^\/(_next|uploads|images|icons)\//.test(a));
    expect([...new Set(pages)].sort()).toEqual(["/hi/offline", "/offline", "/ta/offline", "/te/offline"]);
    expect(cached.pictures?.some((a) => a.startsWith("/uploads/"))).toBe(true);

    await context.setOffline(true);
    await page.goto("/hi/aboutus");
    await expect(page.getByRole("heading", { name: "आप ऑफ़लाइन हैं" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await page.goto("/faq");
    await expect(page.getByRole("heading", { name: "You are offline" })).toBeVisible();
    await context.setOffline(false);
    await page.getByRole("link", { name: "Try again" }).click();
    await expect(page.getByRole("heading", { name: "You are offline" })).toHaveCount(0);
  });
});
