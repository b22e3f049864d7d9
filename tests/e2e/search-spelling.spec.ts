import { expect, test } from "@playwright/test";
import { newMemberWithPicture } from "./helpers/members";

// A casting director types a name the way they would write it: Laxmi finds Lakshmi. When what they type
// finds nobody, the page offers the closest name ("Did you mean …?"), and following it finds the member.
// At a phone's width.

const PHONE = { width: 375, height: 812 };
const NAME = "Lakshmi Kandivalkar";

/** A talent member named `name`, listed (a profile picture makes a profile public), through the public API. */
async function listedMember(baseUrl: string, name: string): Promise<string> {
  const member = await newMemberWithPicture(baseUrl, {
    category: "Artists",
    subcategory: "Heroine",
    gender: "Female",
    name,
  });
  return member.id;
}

test("Laxmi finds Lakshmi; a near miss offers Did you mean, and following it finds her (phone)", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize(PHONE);
  const id = await listedMember(test.info().project.use.baseURL!, NAME);
  const card = page.getByTestId("candidate-card").filter({ has: page.getByRole("heading", { name: NAME }) });

  await page.goto("/search?q=Laxmi+Kandivalkar");
  await expect(card.first()).toBeVisible();
  await expect(page.locator(`a[href$="/candidate-profile/${id}"]`).first()).toBeVisible();
  await expect(page.getByTestId("did-you-mean")).toHaveCount(0);

  // Two letters wrong: nothing matches, and the page says what would.
  await page.goto("/search?q=Kandivelkor");
  await expect(page.getByTestId("candidate-card")).toHaveCount(0);
  const hint = page.getByTestId("did-you-mean");
  await expect(hint).toHaveText("Did you mean Kandivalkar?");
  await hint.getByRole("link", { name: "Kandivalkar" }).click();
  await expect(page).toHaveURL(/\/search\?q=Kandivalkar$/);
  await expect(card.first()).toBeVisible();
  await expect(page.getByTestId("did-you-mean")).toHaveCount(0);

  // Rendered on the server: the suggestion and its link are in the HTML, and the API answers the same.
  const html = await (await page.request.get("/search?q=Kandivelkor")).text();
  expect(html).toContain('data-testid="did-you-mean"');
  expect(html).toContain('href="/search?q=Kandivalkar"');
  const api = await (await page.request.get("/api/search?q=Kandivelkor")).json();
  expect(api.data).toMatchObject({ total: 0, suggestion: "Kandivalkar" });
});
