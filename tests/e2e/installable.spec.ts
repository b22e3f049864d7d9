import { expect, test } from "@playwright/test";

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
