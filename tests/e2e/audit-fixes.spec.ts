import { expect, test } from "@playwright/test";
import { newMemberWithPicture } from "./helpers/members";
import { signIn } from "./helpers/session";

// Fixes from the browser audit (issue 17), each proved at the width where it was seen.

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 800 };

async function firstMemberOf(request: import("@playwright/test").APIRequestContext, category: string, sub: string) {
  const res = await request.get(`/api/user/${encodeURIComponent(category)}/${encodeURIComponent(sub)}?pageSize=1`);
  return ((await res.json()) as { data: { data: { _id: string; name: string }[] } }).data.data[0];
}

test("6. one member is introduced in the singular: a Music Director, an apartment", async ({ page, request }) => {
  await page.setViewportSize(DESKTOP);
  const composer = await firstMemberOf(request, "Music", "Music Directors");
  await page.goto(`/candidate-profile/${composer._id}`);
  await expect(page.getByTestId("introduction")).toContainText(`${composer.name} is a Music Director (Music)`);
  await expect(page).toHaveTitle(new RegExp(`^${composer.name}, Music Director`));
  const flat = await firstMemberOf(request, "Locations", "Apartments");
  await page.goto(`/candidate-profile/${flat._id}`);
  await expect(page.getByTestId("introduction")).toContainText(`${flat.name} is an apartment shooting location`);
});

test("12. the gender filter is offered for people, not for locations or camera units", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  for (const [path, shown] of [
    ["/Artists/Hero", 1],
    ["/Locations/Beach", 0],
    ["/Camera%20Unit/Alexa", 0],
    ["/Locations/Beach?city=Goa", 0],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("combobox", { name: "Gender" }), path).toHaveCount(shown);
  }
});

test("8. the picture buttons draw SVG icons, not emoji that Linux cannot show", async ({ page }) => {
  await page.setViewportSize(PHONE);
  const member = await newMemberWithPicture(test.info().project.use.baseURL!);
  await signIn(page, member.email, member.password);
  await page.goto("/candidate-profile-setting");
  for (const name of ["Delete profile picture", "Change profile picture", "Delete cover picture"]) {
    const button = page.getByRole("button", { name });
    await expect(button.locator("svg")).toHaveCount(1);
    expect(await button.evaluate((el) => /[\u2700-\u27bf\u{1f300}-\u{1faff}]/u.test(el.textContent ?? ""))).toBe(false);
  }
});

test("5. an empty Info tab says so, and shows its owner where to add details", async ({ page }) => {
  await page.setViewportSize(PHONE);
  const member = await newMemberWithPicture(test.info().project.use.baseURL!);
  await page.goto(`/candidate-profile/${member.id}`);
  const info = page.getByRole("tabpanel");
  await expect(info.getByText("This member hasn't added details yet.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Add your details in your profile settings" })).toHaveCount(0);
  await signIn(page, member.email, member.password);
  await page.goto(`/candidate-profile/${member.id}`);
  await page.getByRole("link", { name: "Add your details in your profile settings" }).click();
  await expect(page).toHaveURL(/\/candidate-profile-setting$/);
});

test("11. a listing typed in another case or with + for spaces reaches its own address", async ({ page, request }) => {
  for (const [typed, canonical] of [
    ["/artists/hero", "/Artists/Hero"],
    ["/ARTISTS/Hero?city=Hyderabad", "/Artists/Hero?city=Hyderabad"],
    ["/Writers+%26+Directors/Director", "/Writers%20%26%20Directors/Director"],
  ] as const) {
    const res = await request.get(typed, { maxRedirects: 0 });
    expect(res.status(), typed).toBe(308);
    expect(res.headers()["location"], typed).toBe(canonical);
  }
  await page.setViewportSize(DESKTOP);
  await page.goto("/writers+%26+directors/director");
  await expect(page).toHaveURL(/\/Writers%20%26%20Directors\/Director$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Director");
  expect((await request.get("/artists/nobody", { maxRedirects: 0 })).status()).toBe(404);
});

test("7. an upload refused by the server is explained with the form's label, not the API's field name", async ({
  page,
  request,
}) => {
  await page.setViewportSize(DESKTOP);
  const member = await newMemberWithPicture(test.info().project.use.baseURL!);
  const { data } = await (await request.get("/api/calls")).json();
  const call = (data.calls as { id: string; questions: string[]; requiresSelfTape: boolean }[]).find(
    (c) => c.questions.length === 0,
  )!;
  await signIn(page, member.email, member.password);
  await page.goto(`/job-detail-one/${call.id}`);
  const form = page.getByRole("form", { name: "Apply to this call" });
  // Text dressed up as a video: the server reads the bytes and refuses it.
  await form.getByLabel("Self-tape video").setInputFiles({
    name: "tape.mp4",
    mimeType: "video/mp4",
    buffer: Buffer.from("this is not a video at all"),
  });
  await form.getByRole("button", { name: "Apply for free" }).click();
  const toast = page.locator("[data-sonner-toast]").first();
  await expect(toast).toContainText("Self-tape video:");
  await expect(toast).not.toContainText("selfTape");
  await expect(form.getByText(/^Self-tape video: /)).toBeVisible();
});
