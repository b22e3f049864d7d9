import path from "node:path";
import { expect, test } from "@playwright/test";
import { signIn } from "./helpers/session";

// Full-page screenshots of what the site shows, at a phone's width and a laptop's, into
// test-results/screenshots/ (not committed): look at them after `npm test` (CONTRIBUTING.md, "Tests").

const OUT = path.join(process.cwd(), "test-results", "screenshots");
const SIZES = { phone: { width: 375, height: 800 }, desktop: { width: 1280, height: 900 } };

test("screenshots of home, a listing, a profile and the settings page at both widths", async ({ browser, request }) => {
  test.setTimeout(120_000);
  const res = await request.get("/api/user/Artists/Heroine?pageSize=1");
  const heroine = ((await res.json()) as { data: { data: { _id: string }[] } }).data.data[0];
  for (const [name, viewport] of Object.entries(SIZES)) {
    const page = await (await browser.newContext({ viewport })).newPage();
    const pages: [string, string][] = [
      ["home", "/"],
      ["listing", "/Artists/Heroine"],
      ["profile", `/candidate-profile/${heroine._id}`],
    ];
    for (const [label, address] of pages) {
      await page.goto(address);
      await page.waitForLoadState("networkidle");
      await page.screenshot({ path: path.join(OUT, `${label}-${name}.png`), fullPage: true });
    }
    await signIn(page, "artist.female@demo.castfolio.test");
    await page.goto("/candidate-profile-setting");
    await expect(page.getByRole("button", { name: "Save profile" })).toBeVisible();
    // Enabled once the page has hydrated: the picture shows the form as a member can use it, not dimmed.
    await expect(page.getByRole("button", { name: "Save profile" })).toBeEnabled();
    await page.screenshot({ path: path.join(OUT, `settings-${name}.png`), fullPage: true });
    await page.context().close();
  }
});
