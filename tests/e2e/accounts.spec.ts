import { expect, test } from "@playwright/test";
import { translatorOf } from "../helpers/catalogs";
import { someAddress } from "./helpers/members";

const hindi = translatorOf("hi", "AuthClient");

test("a newcomer registers, lands signed in on the profile form with their name, signs out and in again", async ({
  page,
}) => {
  const email = `e2e.${Date.now()}@example.test`;
  await page.goto("/signup");
  const subcategory = page.getByRole("combobox", { name: "Subcategory" });
  await expect(subcategory).toBeDisabled();
  await page.getByLabel("Name").fill("Meera Nair");
  await page.getByRole("combobox", { name: "Gender" }).selectOption("Female");
  await page.getByRole("combobox", { name: "Category", exact: true }).selectOption("Music");
  await expect(subcategory).toBeEnabled();
  await subcategory.selectOption("Singers (Female)");
  await page.getByRole("combobox", { name: "Category", exact: true }).selectOption("Artists");
  await expect(subcategory).toHaveValue("");
  await subcategory.selectOption("Heroine");
  await page.getByLabel("Phone").fill("+91 98480 11223");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("short");
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
  await page.getByLabel("Password").fill("a proper password");
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByText("User registered successfully")).toBeVisible();
  // Signed in, on the next useful step: the profile form, with the name given at sign-up already in it.
  await expect(page).toHaveURL(/\/candidate-profile-setting$/);
  await expect(page.getByRole("heading", { name: "Meera Nair", level: 1 })).toBeVisible();
  await expect(page.getByLabel("Full name")).toHaveValue("Meera Nair");
  await page.screenshot({ path: test.info().outputPath("signed-up-1280.png") });

  await page.getByRole("button", { name: /Account menu for Meera Nair/ }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page.getByText("Account logged out successfully!")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();
  await expect(page.getByRole("link", { name: "REGISTER HERE" })).toBeVisible();

  await page.getByRole("link", { name: "Sign in" }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("the wrong password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password." })).toBeVisible();
  await page.getByLabel("Password").fill("a proper password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "UPDATE PROFILE" })).toBeVisible();
  await expect(page.getByRole("link", { name: "REGISTER HERE" })).toHaveCount(0);
});

test("the settings page sends a visitor to sign in, from the server", async ({ request, page }) => {
  const response = await request.get("/candidate-profile-setting", { maxRedirects: 0 });
  expect(response.status()).toBe(307);
  expect(response.headers()["location"]).toMatch(/\/login$/);
  await page.goto("/candidate-profile-setting");
  await expect(page).toHaveURL(/\/login$/);
});

test("the session cookie is httpOnly and SameSite=Lax", async ({ page, context }) => {
  await page.goto("/login");
  await page.getByLabel("Email").fill("artist@demo.castfolio.test");
  await page.getByLabel("Password").fill("castfolio-demo");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/$/);
  const cookie = (await context.cookies()).find((c) => c.name.endsWith("next-auth.session-token"));
  expect(cookie?.httpOnly).toBe(true);
  expect(cookie?.sameSite).toBe("Lax");
  expect(await page.evaluate(() => document.cookie)).not.toContain("session-token");
  expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toMatch(/token/i);
});

test("the lock screen makes no call", async ({ page }) => {
  await page.goto("/lock-screen");
  await expect(page.getByText("You are not signed in.")).toBeVisible();
});

test("a wrong password on the Hindi sign-in page is refused in Hindi", async ({ page }) => {
  await page.context().setExtraHTTPHeaders({ "x-forwarded-for": someAddress() });
  await page.goto("/hi/login");
  await page.locator("input[type=email]").fill("nobody-here@example.test");
  await page.locator("input[type=password]").fill("not the password");
  await page.getByRole("button", { name: hindi("login.submit") }).click();
  await expect(page.getByRole("alert").filter({ hasText: "ईमेल या पासवर्ड सही नहीं है।" })).toBeVisible();
});
