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
  await expect(page.getByTestId("introduction")).toBeVisible();
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

test("every public page has no serious accessibility violation at a phone's width and a laptop's", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const { data } = await (await request.get("/api/calls")).json();
  const call = (data.calls as { id: string; organization: { id: string } }[])[0];
  const member = (
    (await (await request.get("/api/user/Artists/Hero?pageSize=1")).json()) as {
      data: { data: { _id: string }[] };
    }
  ).data.data[0];
  const pages = [
    "/",
    "/aboutus",
    "/services",
    "/faq",
    "/contactus",
    "/terms",
    "/privacy",
    "/candidates",
    "/technicians",
    "/Artists/Hero",
    "/Locations/Beach",
    `/candidate-profile/${member._id}`,
    "/search?q=telugu",
    "/employers",
    `/employer-profile/${call.organization.id}`,
    "/job-grid-one",
    `/job-detail-one/${call.id}`,
    "/login",
    "/signup",
  ];
  for (const size of [
    { width: 375, height: 800 },
    { width: 1280, height: 900 },
  ]) {
    await page.setViewportSize(size);
    for (const path of pages) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expectNoSeriousA11yViolations(page);
    }
  }
});
