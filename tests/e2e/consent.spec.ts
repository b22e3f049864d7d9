import { expect, test } from "@playwright/test";
import { newMember } from "./helpers/members";
import { signIn } from "./helpers/session";

// Nothing about what a person is willing to do is chosen for them: a new member's profile form opens with no
// interest, comfort level, outfit, dress or work location ticked, in every language, for a woman, a man and a
// child (whose guardian fills it in).

const FORMS = [
  { who: "actress", member: { category: "Artists", subcategory: "Heroine", gender: "Female" } },
  { who: "actor", member: { category: "Artists", subcategory: "Hero", gender: "Male" } },
  {
    who: "child",
    member: {
      category: "Artists",
      subcategory: "Child Artist",
      gender: "Male",
      guardianName: "Latha Raman",
      guardianRelation: "Mother",
      guardianEmail: "latha.raman@example.test",
      guardianPhone: "+91 98400 12345",
    },
  },
] as const;

for (const locale of ["en", "hi", "te", "ta"] as const) {
  test(`a new artist's profile form has no box ticked (${locale}, 375 px)`, async ({ page, baseURL }, info) => {
    await page.setViewportSize({ width: 375, height: 800 });
    for (const { who, member } of FORMS) {
      if (locale !== "en" && who === "actor") continue;
      const account = await newMember(baseURL!, member);
      await signIn(page, account.email, account.password);
      await page.goto(`${locale === "en" ? "" : `/${locale}`}/candidate-profile-setting`);
      const form = page.locator("form[aria-labelledby='profile-form-title']");
      await expect(form.locator("fieldset:not([disabled])").first()).toBeVisible();
      const boxes = form.locator("input[type='checkbox']");
      expect(await boxes.count(), `${who}: the form's boxes`).toBeGreaterThan(10);
      await expect(form.locator("input[type='checkbox']:checked"), `${who}: ticked boxes`).toHaveCount(0);
      await page.locator("#field-interests").scrollIntoViewIfNeeded();
      await page.screenshot({ path: info.outputPath(`new-form-${who}-${locale}-375.png`), fullPage: false });
      await page.context().clearCookies();
    }
  });
}
