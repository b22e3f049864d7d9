import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./helpers/axe";
import { apiBearer, someAddress } from "./helpers/members";
import { DEMO_PASSWORD, signIn } from "./helpers/session";

// Talent searches: a casting team saves the filters of /search from a phone, finds the search on
// /saved-searches, and the same filters on a listing are the same search; a visitor is sent to sign in
// and comes back to the same filters.

const HIRER = "hirer@studios.castfolio.test";
/** The search as the API keeps it: its parameters in their canonical order. */
const PARAMS = "category=Technicians&subcategory=DOP&city=Hyderabad&ageMin=25&ageMax=45&languages=Telugu";
const NAME = "DOP · Hyderabad · Aged 25-45 · Telugu";

/** Deletes the demo hirer's saved copy of the search, so that the test can run again. */
async function forgetSearch(baseUrl: string) {
  const headers = { authorization: await apiBearer(baseUrl, HIRER, DEMO_PASSWORD), "x-forwarded-for": someAddress() };
  const listed = await fetch(`${baseUrl}/api/saved-searches`, { headers });
  expect(listed.status).toBe(200);
  const { data } = (await listed.json()) as { data: { id: string; kind: string; params: string }[] };
  for (const search of data.filter((s) => s.kind === "talent" && s.params === PARAMS)) {
    const deleted = await fetch(`${baseUrl}/api/saved-searches/${search.id}`, { method: "DELETE", headers });
    expect(deleted.status, await deleted.clone().text()).toBeLessThan(300);
  }
}

const fits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test("a casting team saves a talent search weekly and finds it on /saved-searches (375 px)", async ({
  page,
  baseURL,
}) => {
  await forgetSearch(baseURL!);
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, HIRER);
  await page.goto(`/search?${PARAMS}`);
  await page.getByRole("button", { name: "Save this search" }).click();
  const form = page.getByRole("form", { name: "Save this search" });
  await expect(form.getByLabel("Name this search")).toHaveValue(NAME);
  await expect(form.getByRole("radio", { name: "Weekly" })).toBeChecked();
  await expect(form.getByRole("group", { name: "How often" })).toContainText("new and updated members who match");
  expect(await fits(page)).toBe(true);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: "test-results/screens/save-search-form-375.png" });
  await form.getByRole("button", { name: "Save", exact: true }).click();
  const saved = page.getByRole("status").filter({ hasText: `Saved: “${NAME}”` });
  await expect(saved).toContainText("once a week");
  await saved.getByRole("link", { name: "Your saved searches" }).click();

  await expect(page).toHaveURL(/\/saved-searches$/);
  const item = page.getByTestId("saved-search").filter({ hasText: NAME });
  await expect(item.getByRole("link", { name: NAME })).toHaveAttribute("href", `/search?${PARAMS}`);
  await expect(item.getByRole("combobox", { name: `Alerts for ${NAME}` })).toHaveValue("weekly");
  expect(await fits(page)).toBe(true);

  // The listing of DOPs with the same filters is the same search: the server says it is saved already.
  await page.goto("/Technicians/DOP?city=Hyderabad&languages=Telugu&ageMin=25&ageMax=45");
  await page.getByRole("button", { name: "Save this search" }).click();
  const again = page.getByRole("form", { name: "Save this search" });
  await expect(again.getByLabel("Name this search")).toHaveValue(NAME);
  await again.getByRole("button", { name: "Save", exact: true }).click();
  await expect(again.getByText("You already saved this search")).toBeVisible();
  await expect(again.getByRole("link", { name: "Your saved searches" })).toHaveAttribute("href", "/saved-searches");
  expect(await fits(page)).toBe(true);

  await forgetSearch(baseURL!);
});

test("a visitor is asked to sign in, and comes back to the same search", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.context().setExtraHTTPHeaders({ "x-forwarded-for": someAddress() });
  const search = "/search?category=Artists&subcategory=Heroine&city=Mumbai";
  await page.goto(search);
  const signInLink = page.getByRole("link", { name: "Sign in to save this search" });
  await expect(signInLink).toHaveAttribute("href", `/login?callbackUrl=${encodeURIComponent(search)}`);
  await page.goto("/Artists/Heroine?city=Mumbai");
  await expect(signInLink).toHaveAttribute(
    "href",
    `/login?callbackUrl=${encodeURIComponent("/Artists/Heroine?city=Mumbai")}`,
  );
  expect(await fits(page)).toBe(true);

  await signInLink.click();
  await expect(page).toHaveURL(/\/login\?callbackUrl=/);
  await page.getByLabel("Email").fill("musician@demo.castfolio.test");
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/Artists\/Heroine\?city=Mumbai$/);
  await expect(page.getByRole("button", { name: "Save this search" })).toBeEnabled();
});
