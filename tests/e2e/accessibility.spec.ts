import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./helpers/axe";
import { untouchedSeededCard } from "./helpers/listing";
import { signIn } from "./helpers/session";

// The pages filmmakers and members use most, scanned with axe like the home and static pages in
// site.spec.ts: listings (cached and filtered), a profile and its tabs, the account forms with their
// error states, and the settings page.

test("listings and a profile have no serious accessibility violation", async ({ page }) => {
  for (const path of ["/Artists/Heroine", "/Artists/Heroine?gender=Female", "/candidates"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expectNoSeriousA11yViolations(page);
  }
  await page.goto("/Artists/Heroine");
  await (await untouchedSeededCard(page)).getByRole("link", { name: /View Profile/ }).click();
  await expect(page.getByText(/User ID:/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("tab", { name: "Images" }).click();
  await expectNoSeriousA11yViolations(page);
});

test("sign-in and sign-up pages have no serious accessibility violation, errors shown or not", async ({ page }) => {
  await page.goto("/login");
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Email is required")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.goto("/signup");
  await expectNoSeriousA11yViolations(page);
});

test("the settings page has no serious accessibility violation", async ({ page }) => {
  await signIn(page, "location@demo.castfolio.test");
  await page.goto("/candidate-profile-setting");
  await expect(page.getByRole("heading", { name: "Edit Location" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
