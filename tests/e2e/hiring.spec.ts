import { expect, type Page, test } from "@playwright/test";
import { someAddress } from "./helpers/members";

// A hirer's first visit: sign up as "I'm hiring", post a call with two roles, see it where talent looks,
// edit the organisation, and close the call.

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function fillRole(page: Page, index: number, role: { name: string; category: string; subcategory: string }) {
  const box = page.getByTestId("role-fields").nth(index);
  await box.getByLabel("Role name").fill(role.name);
  await box.getByRole("combobox", { name: "Category", exact: true }).selectOption(role.category);
  await box.getByRole("combobox", { name: "Subcategory" }).selectOption(role.subcategory);
  return box;
}

for (const size of [
  { name: "desktop", width: 1280, height: 900 },
  { name: "phone", width: 375, height: 800 },
]) {
  test(`a hirer signs up, posts a call with two roles, and closes it (${size.name})`, async ({ page }, info) => {
    await page.setViewportSize(size);
    await page.setExtraHTTPHeaders({ "x-forwarded-for": someAddress() });
    const email = `hirer.${size.name}.${Date.now()}@example.test`;
    const studio = `Lantern ${size.name === "phone" ? "Phone" : "Desk"} Films ${Date.now() % 100000}`;

    await page.goto("/signup");
    await page.getByRole("radio", { name: /I'm hiring/ }).check();
    await expect(page.getByRole("combobox", { name: "Gender" })).toHaveCount(0);
    await page.getByRole("button", { name: "Register" }).click();
    await expect(page.getByText("Organisation name is required")).toBeVisible();
    await page.getByLabel("Organisation name").fill(studio);
    await page.getByRole("combobox", { name: "Organisation type" }).selectOption("Production house");
    await page.getByLabel("City").fill("Kochi");
    await page.getByLabel("Your name").fill("Anita Thomas");
    await page.getByLabel("Phone").fill("+91 98470 12345");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("a proper password");
    await page.getByRole("button", { name: "Register" }).click();
    await expect(page.getByText("User registered successfully")).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("a proper password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/$/);

    await page.goto("/post-a-call");
    await expect(page.getByRole("heading", { name: "Post a casting call", level: 1 })).toBeVisible();
    await page.getByLabel("Call title").fill("Two leads for a Kochi thriller");
    await page.getByLabel("Project title").fill("Backwater Blues");
    await page.getByLabel("Shoot city").fill("Kochi");
    await page.getByLabel("About the project").fill("A tight thriller shot over 30 nights on the backwaters.");
    const lead = await fillRole(page, 0, { name: "Inspector Jaya", category: "Artists", subcategory: "Heroine" });
    await lead.getByLabel("Pay from (₹)").fill("200000");
    await lead.getByLabel("Pay up to (₹)").fill("300000");
    await lead.getByLabel("About the role").fill("A tired, sharp police inspector.");
    await page.getByRole("button", { name: "Add another role" }).click();
    const second = await fillRole(page, 1, { name: "Boat owner", category: "Locations", subcategory: "Beach" });
    await second.getByLabel(/Paid role/).uncheck();
    await expect(second.getByLabel("Pay from (₹)")).toHaveCount(0);
    await second.getByLabel("About the role").fill("A stretch of beach with a boat, two nights.");
    await page.getByLabel("Screening questions").fill("Have you worked at night before?\nDo you swim?");
    await page.getByLabel("a self-tape video").check();

    // Too short a deadline is refused, saying why.
    await page.getByLabel("Application deadline").fill(inDays(1));
    await page.getByRole("button", { name: "Publish the call" }).click();
    await expect(page.getByText(/The deadline must be at least 4 full days after posting/)).toBeVisible();
    await page.getByLabel("Application deadline").fill(inDays(20));
    await page.screenshot({ path: info.outputPath(`post-a-call-${size.name}.png`), fullPage: true });
    await page.getByRole("button", { name: "Publish the call" }).click();

    await expect(page).toHaveURL(/\/job-detail-one\/[\w-]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Two leads for a Kochi thriller");
    const roles = page.getByTestId("call-role");
    await expect(roles).toHaveCount(2);
    await expect(roles.nth(0)).toContainText("₹2,00,000 – ₹3,00,000");
    await expect(roles.nth(1)).toContainText("Unpaid");
    await page.screenshot({ path: info.outputPath(`call-page-${size.name}.png`), fullPage: true });
    const callUrl = page.url();

    await page.goto("/job-grid-one");
    await expect(page.getByTestId("job-card").first()).toContainText("Two leads for a Kochi thriller");
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
      0,
    );

    await page.goto("/candidate-profile-setting");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(studio);
    await page.getByLabel("About the organisation").fill("Thrillers from Kerala, shot at night.");
    await page.getByLabel("Website").fill("not a website");
    await page.getByRole("button", { name: "Save organisation" }).click();
    await expect(page.getByText("Enter the website as https://…")).toBeVisible();
    await page.getByLabel("Website").fill("https://lantern.example");
    await page.getByRole("button", { name: "Save organisation" }).click();
    await expect(page.getByText("Your organisation is updated.")).toBeVisible();

    const own = page.getByTestId("own-calls").getByRole("listitem").filter({ hasText: "Two leads" });
    await expect(own).toContainText("Open");
    page.once("dialog", (dialog) => void dialog.accept());
    await own.getByRole("button", { name: /Close call/ }).click();
    await expect(own).toContainText("Closed");
    await page.screenshot({ path: info.outputPath(`hirer-settings-${size.name}.png`), fullPage: true });

    await page.goto(callUrl);
    await expect(page.getByText("This call is closed").first()).toBeVisible();
    await page.getByRole("link", { name: studio }).first().click();
    await expect(page.getByText("Thrillers from Kerala, shot at night.")).toBeVisible();
  });
}

test("a talent account cannot post calls, and a visitor is sent to sign in", async ({ page }) => {
  await page.goto("/post-a-call");
  await expect(page).toHaveURL(/\/login\?callbackUrl=(%2F|\/)post-a-call$/);
  await page.getByLabel("Email").fill("artist@demo.castfolio.test");
  await page.getByLabel("Password").fill("castfolio-demo");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/post-a-call$/);
  await expect(page.getByText("Only hiring accounts post casting calls")).toBeVisible();
  await expect(page.getByRole("button", { name: "Publish the call" })).toHaveCount(0);
});
