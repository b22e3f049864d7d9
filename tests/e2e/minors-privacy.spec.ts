import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { linkToken, parseMail, type ReadMail } from "../helpers/mail";
import { apiBearer, someAddress, uploadProfilePicture } from "./helpers/members";
import { signIn } from "./helpers/session";

// Minors and private details, as a person meets them: the sign-up form asks a child's parent or guardian, and
// the link mailed to the guardian opens a page that says how it went; visitors read ages, never intimate
// preferences, measurements or dates of birth; verified casting teams see an adult's when she allows it; a
// child is hidden until the parent confirms, and other talent cannot write to them.

const SIZES = [
  { width: 375, height: 800 },
  { width: 1280, height: 900 },
];

async function chooseSubcategory(page: Page, category: string, subcategory: string) {
  await page.getByRole("combobox", { name: "Category", exact: true }).selectOption(category);
  await page.getByRole("combobox", { name: "Subcategory" }).selectOption(subcategory);
}

for (const size of SIZES) {
  test(`at ${size.width} px, a Child Artist's sign-up asks for a parent or guardian and shows every error at once`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await page.goto("/signup");
    const underEighteen = page.getByRole("checkbox", { name: "This account is for someone under 18" });
    const guardian = page.getByRole("group", { name: "Parent or guardian" });
    await expect(underEighteen).not.toBeChecked();
    await expect(guardian).toHaveCount(0);

    await chooseSubcategory(page, "Artists", "Child Artist");
    await expect(underEighteen).toBeChecked();
    await expect(underEighteen).toBeDisabled();
    await expect(guardian).toBeVisible();
    await expect(guardian).toContainText("registered and managed by a parent or guardian");
    await expect(guardian).toContainText("confirms");

    const fields = {
      name: guardian.getByRole("textbox", { name: "Parent's or guardian's name" }),
      relation: guardian.getByRole("combobox", { name: "Relation to the member" }),
      email: guardian.getByRole("textbox", { name: "Parent's or guardian's email" }),
      phone: guardian.getByRole("textbox", { name: "Parent's or guardian's phone" }),
    };
    for (const field of Object.values(fields)) await expect(field).toBeVisible();

    // Submitted empty: the member's own errors and the guardian's four, all at once.
    await page.getByRole("button", { name: "Register" }).click();
    await expect(page.getByText("Choose Male, Female or Other")).toBeVisible();
    await expect(guardian.getByText("The parent's or guardian's name is required")).toBeVisible();
    await expect(guardian.getByText(/^Choose one of: Mother, Father/)).toBeVisible();
    await expect(guardian.getByRole("alert")).toHaveCount(4);
    for (const field of Object.values(fields)) await expect(field).toHaveAttribute("aria-invalid", "true");

    // The fieldset fits the screen: nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // A Child Artist's box cannot be cleared; another subcategory's can, and the guardian goes with it.
    await underEighteen.click({ force: true });
    await expect(underEighteen).toBeChecked();
    await page.getByRole("combobox", { name: "Subcategory" }).selectOption("Heroine");
    await expect(guardian).toHaveCount(0);
    await underEighteen.check();
    await expect(guardian).toBeVisible();
    await underEighteen.uncheck();
    await expect(guardian).toHaveCount(0);
  });
}

test("the guardian's confirmation page says when a link is not valid", async ({ page }) => {
  await page.setViewportSize(SIZES[0]);
  await page.goto("/confirm-guardian?token=not-a-real-token");
  await expect(page.getByRole("heading", { name: "Confirm you are the parent or guardian", level: 1 })).toBeVisible();
  const outcome = page.getByTestId("confirm-guardian-outcome");
  await expect(outcome).toHaveAttribute("role", "alert");
  await expect(outcome).not.toBeEmpty();
  await expect(page.getByRole("link", { name: "Go to Castfolio" })).toBeVisible();

  await page.goto("/confirm-guardian");
  await expect(page.getByTestId("confirm-guardian-outcome")).toHaveText(
    "This link has no token. Please open the link from the mail again.",
  );
});

const HIRER = "hirer@studios.castfolio.test";
const TALENT = "artist@demo.castfolio.test";
const WOMAN = "artist.female@demo.castfolio.test";
const INTIMATE_WORDS = [
  "Nude",
  "Semi-nude",
  "Lingerie",
  "Body-paint",
  "Bikini",
  "Comfort level",
  "Love-making",
  "Bust",
  "Waist",
  "Hips",
];

/** The first member of a subcategory, by the listing API a crawler reads too. */
async function firstOf(baseURL: string, subcategory: string): Promise<string> {
  const answer = await (await fetch(`${baseURL}/api/user/Artists/${encodeURIComponent(subcategory)}`)).json();
  return answer.data.data[0]._id as string;
}

/** The text of the profile's Info tab, once the page has hydrated (the private block loads in the browser). */
async function infoText(page: Page): Promise<string> {
  await page.waitForLoadState("networkidle");
  return page.getByRole("tabpanel").first().innerText();
}

for (const size of SIZES) {
  test(`at ${size.width} px, a visitor reads a child's and a woman's age, and nothing intimate or exact`, async ({
    page,
    baseURL,
  }, info) => {
    await page.setViewportSize(size);
    for (const subcategory of ["Child Artist", "Heroine"]) {
      const id = await firstOf(baseURL!, subcategory);
      await page.goto(`/candidate-profile/${id}`);
      const text = await infoText(page);
      expect(text).toContain("Age");
      for (const word of [...INTIMATE_WORDS, "Date of birth"])
        expect(text, `${subcategory}: ${word}`).not.toContain(word);
      await expect(page.getByTestId("private-details")).toHaveCount(0);
      await page.screenshot({
        path: info.outputPath(`${subcategory.replace(" ", "-")}-${size.width}.png`),
        fullPage: true,
      });
    }
  });
}

/**
 * Sets the settings page's switch for sharing private details. The switch is disabled until the page has
 * hydrated (click() waits for it); the choice counts once the server has saved it.
 */
async function setSharing(page: Page, on: boolean) {
  const share = page.getByRole("switch");
  const wanted = String(on);
  if ((await share.getAttribute("aria-checked")) !== wanted) {
    const saved = page.waitForResponse(
      (response) => response.url().endsWith("/api/me/privacy") && response.request().method() === "PUT",
    );
    await share.click();
    expect((await saved).ok()).toBe(true);
  }
  await expect(share).toHaveAttribute("aria-checked", wanted);
}

test("a woman shares her private details with verified casting teams: the hirer sees them, other talent does not", async ({
  browser,
}, info) => {
  test.setTimeout(120_000);
  const woman = await (await browser.newContext()).newPage();
  await woman.setViewportSize(SIZES[1]);
  await signIn(woman, WOMAN);
  await woman.goto("/candidate-profile-setting");
  const profile = (await woman.getByRole("link", { name: "View public profile" }).getAttribute("href"))!;
  await setSharing(woman, true);
  await woman.goto(profile);
  const own = woman.getByTestId("private-details");
  await expect(own).toContainText("Date of birth");
  await expect(own).toContainText("Bust");
  await expect(own).toContainText("Only you and verified casting teams you allow see this");
  await own.screenshot({ path: info.outputPath("private-details-owner.png") });

  const hirer = await (await browser.newContext()).newPage();
  await hirer.setViewportSize(SIZES[0]);
  await signIn(hirer, HIRER);
  await hirer.goto(profile);
  const seen = hirer.getByTestId("private-details");
  await expect(seen).toContainText("Bust");
  await expect(seen).toContainText("Shared with verified casting teams");
  await hirer.screenshot({ path: info.outputPath("private-details-hirer-375.png"), fullPage: true });

  const talent = await (await browser.newContext()).newPage();
  await signIn(talent, TALENT);
  await talent.goto(profile);
  const text = await infoText(talent);
  for (const word of ["Bust", "Date of birth"]) expect(text).not.toContain(word);

  // Turned off again, the hirer sees nothing more.
  await woman.goto("/candidate-profile-setting");
  await setSharing(woman, false);
  await hirer.reload();
  await hirer.waitForLoadState("networkidle");
  await expect(hirer.getByTestId("private-details")).toHaveCount(0);
});

test("a child registered by a parent is hidden until the parent confirms; then only verified casting teams can write", async ({
  browser,
  baseURL,
}, info) => {
  test.setTimeout(120_000);
  const email = `child-${Date.now()}@example.test`;
  const guardianEmail = `parent-${Date.now()}@example.test`;
  const password = "a family password";
  const registered = await fetch(`${baseURL}/api/user/register`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": someAddress() },
    body: JSON.stringify({
      name: "Kavya Reddy",
      gender: "Female",
      category: "Artists",
      subcategory: "Child Artist",
      phone: "+91 98490 11122",
      email,
      password,
      guardianName: "Sunita Reddy",
      guardianRelation: "Mother",
      guardianEmail,
      guardianPhone: "+91 98490 33344",
    }),
  });
  expect(registered.status).toBe(201);
  const id = (await registered.json()).user._id as string;
  // A picture lists an adult at once; the child stays hidden until the parent confirms.
  await uploadProfilePicture(baseURL!, { id, bearer: await apiBearer(baseURL!, email, password) });

  const page = await (await browser.newContext()).newPage();
  await page.setViewportSize(SIZES[0]);
  await page.goto(`/candidate-profile/${id}`);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();

  // The parent opens the link mailed to them.
  let mail: ReadMail | undefined;
  await expect
    .poll(async () => {
      mail = (await mailsTo(guardianEmail)).find((m) => m.subject.includes("Kavya Reddy"));
      return Boolean(mail);
    })
    .toBe(true);
  await page.goto(`/confirm-guardian?token=${linkToken(mail!, "/confirm-guardian")}`);
  await expect(page.getByTestId("confirm-guardian-outcome")).toHaveAttribute("role", "status");
  await page.screenshot({ path: info.outputPath("confirm-guardian-375.png"), fullPage: true });
  await page.goto(`/candidate-profile/${id}`);
  await expect(page.getByRole("heading", { name: "Kavya Reddy" })).toBeVisible();

  // Another talent member cannot write to the child.
  const talent = await (await browser.newContext()).newPage();
  await signIn(talent, TALENT);
  await talent.goto(`/candidate-profile/${id}`);
  const composer = talent.getByRole("textbox", { name: /^Message / });
  // The button is disabled until the page knows who is signed in; click() waits for it to be enabled.
  await talent.getByTestId("message-button").click();
  await expect(composer).toBeVisible();
  await composer.fill("Hi, want to act in my short film?");
  await talent.getByRole("button", { name: "Send" }).click();
  await expect(talent.getByText("Only verified casting teams can message members under 18")).toBeVisible();

  // The parent, signed in, manages a form with no measurements or intimate-content options.
  const parent = await (await browser.newContext()).newPage();
  await parent.setViewportSize(SIZES[1]);
  await signIn(parent, email, password);
  await parent.goto("/candidate-profile-setting");
  await expect(parent.getByText("Confirmed", { exact: true })).toBeVisible();
  const form = await parent.locator("form").filter({ hasText: "Interests" }).innerText();
  for (const word of INTIMATE_WORDS) expect(form, word).not.toContain(word);
  await expect(parent.getByRole("switch")).toHaveCount(0);
  await parent.screenshot({ path: info.outputPath("child-settings-1280.png"), fullPage: true });
});

/** The mails the test server wrote to its outbox for one address. */
async function mailsTo(address: string): Promise<ReadMail[]> {
  const dir = path.join("data", "e2e", "outbox");
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith(".eml"));
  const mails = await Promise.all(names.map(async (n) => parseMail(await readFile(path.join(dir, n)))));
  return mails.filter((m) => m.to === address);
}
