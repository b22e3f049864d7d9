import { expect, test, type Page } from "@playwright/test";

// Minors and private details, as a person meets them: the sign-up form asks a child's parent or guardian,
// and the link mailed to the guardian opens a page that says how it went.

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
