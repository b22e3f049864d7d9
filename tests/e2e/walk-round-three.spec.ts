import { expect, test } from "@playwright/test";
import { inDays } from "./helpers/hiring";
import { someAddress } from "./helpers/members";
import { signIn } from "./helpers/session";
import { DEFAULT_AVATAR } from "../../lib/storage/urls";

// The serious defects of the third walk through the site, each at the width it was met: a day-rate filter that
// refused round amounts, a child's form asking an adult's questions, and the Indian scripts' letters, which a
// desktop without their fonts showed as empty boxes.

const PHONE = { width: 375, height: 800 };
const DESK = { width: 1280, height: 900 };

for (const size of [PHONE, DESK]) {
  for (const listing of ["/Camera%20Unit/Alexa", "/Locations/Beach"]) {
    test(`"Day rate up to" takes a round amount on ${listing} (${size.width} px)`, async ({ page }, info) => {
      await page.setViewportSize(size);
      await page.goto(listing);
      await page.locator("details").filter({ hasText: "More filters" }).locator("summary").click();
      const rate = page.getByLabel("Day rate up to (₹)");
      await rate.fill("15000");
      expect(await rate.evaluate((input: HTMLInputElement) => input.checkValidity())).toBe(true);
      await rate.press("Enter");
      await expect(page).toHaveURL(/[?&]maxDayRate=15000(&|$)/);
      await expect(page.getByLabel("Day rate up to (₹)")).toHaveValue("15000");
      await page.screenshot({ path: info.outputPath(`day-rate-${size.width}.png`) });
    });
  }
}

test("a Child Artist's form asks no marital status, and its date example is a child's (375 px)", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.context().setExtraHTTPHeaders({ "x-forwarded-for": someAddress() });
  const email = `child-form-${Date.now()}@example.test`;
  await page.goto("/signup");
  await page.getByLabel("Name").fill("Aarav Kumar");
  await page.getByRole("combobox", { name: "Gender" }).selectOption("Male");
  await page.getByRole("combobox", { name: "Category", exact: true }).selectOption("Artists");
  await page.getByRole("combobox", { name: "Subcategory" }).selectOption("Child Artist");
  const guardian = page.getByRole("group", { name: "Parent or guardian" });
  await guardian.getByRole("textbox", { name: "Parent's or guardian's name" }).fill("Priya Kumar");
  await guardian.getByRole("combobox", { name: "Relation to the member" }).selectOption("Mother");
  await guardian.getByRole("textbox", { name: "Parent's or guardian's email" }).fill(`parent-${email}`);
  await guardian.getByRole("textbox", { name: "Parent's or guardian's phone" }).fill("+91 98450 11223");
  await page.getByLabel("Phone", { exact: true }).fill("+91 98450 11224");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill("a proper password");
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page).toHaveURL(/\/candidate-profile-setting$/);
  await expect(page.getByLabel("Full name")).toHaveValue("Aarav Kumar");
  await expect(page.getByText("Marital status")).toHaveCount(0);
  const year = Number(inDays(0).slice(0, 4)); // India's year, as the hint's
  await expect(page.getByText(`e.g. ${year - 10}-08-15`)).toBeVisible();
  await expect(page.getByText("1995")).toHaveCount(0);
});

test("Indian scripts' letters come with their font, and only to the pages that show them", async ({
  page,
  request,
  browser,
}) => {
  const fonts: string[] = [];
  page.on("request", (font) => {
    if (font.resourceType() === "font") fonts.push(new URL(font.url()).pathname);
  });
  const fullFaces = () => fonts.filter((font) => font.includes("noto-sans-"));
  await page.setViewportSize(DESK);
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  // The footer's "हिन्दी · తెలుగు · தமிழ்": their glyphs alone, a few KB, and no script's whole face.
  expect(fullFaces(), "an English page downloads no script's face").toEqual([]);
  for (const font of fonts) {
    expect(font).toContain("language-names");
    expect((await (await request.get(font)).body()).length).toBeLessThan(4096);
  }
  for (const [locale, script] of [
    ["hi", "devanagari"],
    ["te", "telugu"],
    ["ta", "tamil"],
  ] as const) {
    // A browser of its own for each language: one that already shows another script's face keeps fetching it.
    const context = await browser.newContext({ viewport: DESK, baseURL: test.info().project.use.baseURL });
    const fresh = await context.newPage();
    const faces: string[] = [];
    fresh.on("request", (font) => {
      const path = new URL(font.url()).pathname;
      if (font.resourceType() === "font" && path.includes("noto-sans-")) faces.push(path);
    });
    await fresh.goto(`/${locale}`);
    await fresh.waitForLoadState("networkidle");
    expect(
      faces.some((font) => font.includes(`noto-sans-${script}`)),
      `${locale}: ${faces.join(", ")}`,
    ).toBe(true);
    expect(
      faces.every((font) => font.includes(`noto-sans-${script}`)),
      `${locale} downloads only its own script's face: ${faces.join(", ")}`,
    ).toBe(true);
    await fresh.screenshot({ path: test.info().outputPath(`home-${locale}-1280.png`) });
    await context.close();
  }
});

test("the page knows who is here before it says so: no signed-out header in a member's page, sign-in to save for a visitor, the footer's languages after sign-in", async ({
  page,
  request,
}) => {
  // A cached page's HTML is the same for everyone: its header shows neither a visitor's avatar nor a member's.
  const html = await (await request.get("/te/job-grid-one")).text();
  const header = html.slice(0, html.indexOf("</header>"));
  expect(header).not.toContain(DEFAULT_AVATAR);
  expect(header).not.toMatch(/aria-haspopup="menu"/);

  await page.setViewportSize(PHONE);
  await page.goto("/te/search?q=zzxqwv");
  await expect(page.getByRole("link", { name: "ఈ సెర్చ్‌ను సేవ్ చేయడానికి లాగిన్ అవ్వండి" })).toBeVisible();
  await expect(page.getByRole("button", { name: "ఈ సెర్చ్‌ను సేవ్ చేయండి" })).toHaveCount(0);

  // The visit chose Telugu (its cookie): sign in on the English page, as someone who came back to it would.
  await page.context().clearCookies();
  await signIn(page, "artist.female@demo.castfolio.test");
  const telugu = page.locator("footer").getByTestId("language-te");
  await expect(telugu).toHaveAttribute("href", "/te");
});

test("no console errors on a member's settings in Hindi, nor on a profile with rates seen signed in", async ({
  page,
  request,
}) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on("response", (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
  });
  await page.setViewportSize(DESK);
  await signIn(page, "artist.female@demo.castfolio.test");
  await page.goto("/hi/candidate-profile-setting");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForLoadState("networkidle");
  const owners = (await (await request.get("/api/user/Camera%20Unit/Alexa")).json()).data.data as { _id: string }[];
  await page.goto(`/candidate-profile/${owners[0]._id}`);
  await expect(page.getByTestId("rental-terms")).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(errors).toEqual([]);
});

test("the listing's More filters fit the panel at 375 px: no input runs to its edge", async ({ page }, info) => {
  await page.setViewportSize(PHONE);
  await page.goto("/Artists/Heroine");
  const more = page.locator("details").filter({ hasText: "More filters" });
  await more.locator("summary").click();
  const form = await page.locator("form").filter({ has: more }).boundingBox();
  expect(form).not.toBeNull();
  const fields = more.locator("input:visible, select:visible");
  expect(await fields.count()).toBeGreaterThan(3);
  for (const box of await fields.evaluateAll((all) => all.map((f) => f.getBoundingClientRect().toJSON()))) {
    expect(box.left).toBeGreaterThanOrEqual(form!.x);
    expect(box.right).toBeLessThanOrEqual(form!.x + form!.width);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await page.screenshot({ path: info.outputPath("more-filters-375.png"), fullPage: true });
});

test("a category's page in Telugu has no English left: its search link is in Telugu", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto("/te/Artists");
  const link = page.locator("main").getByRole("link", { name: /నగరం, భాష, వయసు/ });
  await expect(link).toBeVisible();
  await expect(page.locator("main")).not.toContainText(/Search all|by city/);
});
