import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./helpers/axe";
import { untouchedSeededCard } from "./helpers/listing";
import { signIn } from "./helpers/session";

// The member-facing pages: listing, profile, sign-in, sign-up and settings (the home and the static
// pages are scanned in site.spec.ts).

test("listing and profile pages have no serious accessibility violation", async ({ page }) => {
  await page.goto("/Artists/Heroine");
  await expectNoSeriousA11yViolations(page);
  await (await untouchedSeededCard(page)).getByRole("link", { name: /View Profile/ }).click();
  await expect(page.getByText(/User ID:/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("tab", { name: "Images" }).click();
  await expectNoSeriousA11yViolations(page);
});

test("sign-in and sign-up pages have no serious accessibility violation", async ({ page }) => {
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
