import { expect, test } from "@playwright/test";

// /{category}: each category's page lists its subcategories with how many profiles each has, rendered in
// the HTML, at a phone's and a desktop's width; a loosely typed one redirects, an unknown one is a 404.

const SIZES = [
  { width: 375, height: 800 },
  { width: 1280, height: 900 },
];

for (const size of SIZES) {
  test(`at ${size.width} px, /Artists and /Locations list their subcategories and lead to each listing`, async ({
    page,
  }, info) => {
    await page.setViewportSize(size);
    const response = await page.goto("/Artists");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { name: "Artists", level: 1 })).toBeVisible();
    const list = page.getByTestId("subcategories");
    await expect(list.getByRole("link")).toHaveCount(15);
    await expect(list.getByRole("link", { name: /^Child Artist \d+ profiles?$/ })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: info.outputPath(`artists-${size.width}.png`), fullPage: true });
    await list.getByRole("link", { name: /^Heroine / }).click();
    await expect(page).toHaveURL(/\/Artists\/Heroine$/);

    await page.goto("/Locations");
    await expect(page.getByTestId("subcategories").getByRole("link", { name: /^Beach / })).toBeVisible();
  });
}

test("a category's page is in the HTML; a loose address redirects and an unknown one is a 404", async ({ request }) => {
  const html = await (await request.get("/Camera%20Unit")).text();
  expect(html).toContain("Red Dragon");
  const loose = await request.get("/camera+unit", { maxRedirects: 0 });
  expect(loose.status()).toBe(308);
  expect(loose.headers().location).toBe("/Camera%20Unit");
  expect((await request.get("/Producers")).status()).toBe(404);
});
