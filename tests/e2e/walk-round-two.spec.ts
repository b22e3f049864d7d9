import { expect, test } from "@playwright/test";
import { newMember, someAddress, uploadProfilePicture } from "./helpers/members";
import { signIn } from "./helpers/session";

// The browser walk's second round: the report dialog, the home page for casting teams, and profiles that
// are not public until there is something to show. Each at the width where it was seen.

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 800 };
const HIRER = "hirer@studios.castfolio.test";
const ACTOR = "artist.female@demo.castfolio.test";

test("the report dialog is centred on a phone and says a missing reason inside itself, above the backdrop", async ({
  page,
  request,
}) => {
  await page.setViewportSize(PHONE);
  const { data } = await (await request.get("/api/calls?page=1")).json();
  const call = (data.calls as { id: string }[])[0];
  await signIn(page, ACTOR);
  await page.goto(`/job-detail-one/${call.id}`);
  await page.getByTestId("report-call").click();
  const dialog = page.getByRole("dialog", { name: "Report this casting call" });
  await expect(dialog).toBeVisible();
  const box = (await dialog.boundingBox())!;
  expect(Math.abs(box.x - (PHONE.width - box.x - box.width))).toBeLessThanOrEqual(2);
  expect(await dialog.evaluate((el) => getComputedStyle(el).textAlign)).toMatch(/left|start/);

  await dialog.getByRole("button", { name: "Send report" }).click();
  const problem = dialog.getByRole("alert");
  await expect(problem).toHaveText("Choose a reason.");
  // What a person sees at the alert's centre is the alert, not the backdrop or anything behind it.
  const at = (await problem.boundingBox())!;
  const topmost = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x, y)?.closest("[role=alert]")?.textContent ?? null,
    [at.x + at.width / 2, at.y + at.height / 2],
  );
  expect(topmost).toBe("Choose a reason.");
  await page.screenshot({ path: test.info().outputPath("report-dialog-375.png") });

  await dialog.getByLabel("Fake or misleading").check();
  await expect(problem).toHaveCount(0);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
});

test("the home page speaks to casting teams: a hirer is offered to post a call, and the hero shows real members and calls", async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto("/");
  const teams = page.getByTestId("for-casting-teams");
  await expect(teams.getByRole("heading", { name: "Casting a film, a series or an ad?" })).toBeVisible();
  await expect(teams.getByRole("link", { name: "Post a casting call" })).toHaveAttribute("href", "/post-a-call");
  await expect(teams.getByRole("link", { name: "Search talent" })).toHaveAttribute("href", "/search");

  // The hero's cards are links to what is really on the site.
  const showcase = page.getByTestId("hero-showcase");
  const profileLink = showcase.locator('a[href^="/candidate-profile/"]');
  const callLink = showcase.locator('a[href^="/job-detail-one/"]');
  await expect(profileLink).toHaveCount(1);
  await expect(callLink).toHaveCount(1);
  const name = (await profileLink.locator("span.text-lg").textContent())!;
  const callTitle = (await callLink.locator("span.font-semibold").last().textContent())!;
  await profileLink.click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(name);
  await page.goto("/");
  await page.getByTestId("hero-showcase").locator('a[href^="/job-detail-one/"]').click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(callTitle);

  await signIn(page, HIRER);
  const post = page.getByRole("link", { name: "POST A CASTING CALL", exact: true });
  await expect(post).toBeVisible();
  await expect(page.getByRole("link", { name: "UPDATE PROFILE" })).toBeVisible();
  await expect(page.getByText("Create a hiring account")).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath("home-hirer-1280.png"), fullPage: true });
  await post.click();
  await expect(page.getByRole("heading", { level: 1, name: "Post a casting call" })).toBeVisible();
});

test("on a phone, a visitor from the home page reaches sign-up with 'I'm hiring' chosen", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto("/");
  await expect(page.getByTestId("hero-showcase")).toBeHidden();
  await page.getByRole("link", { name: "Create a hiring account" }).click();
  await expect(page).toHaveURL(/\/signup\?as=hirer$/);
  await expect(page.getByRole("radio", { name: /I'm hiring/ })).toBeChecked();
  await page.screenshot({ path: test.info().outputPath("signup-hirer-375.png") });
});

test("a brand-new empty profile is not public: noindex, not listed, not found by name; a picture makes it public", async ({
  page,
  request,
  baseURL,
}) => {
  await page.setViewportSize(PHONE);
  const member = await newMember(baseURL!, { category: "Artists", subcategory: "Comedian", gender: "Male" });
  const path = `/candidate-profile/${member.id}`;

  const html = await (await request.get(path)).text();
  expect(html).toMatch(/<meta name="robots" content="noindex"/);
  await page.goto(path);
  await expect(page.getByTestId("unlisted-profile")).toContainText("It is not public yet.");
  await expect(page.getByTestId("unlisted-owner-note")).toHaveCount(0);
  await expect(page.getByTestId("message-button")).toHaveCount(0);

  const listed = async () => {
    const res = await request.get(`/api/user/Artists/Comedian?pageSize=100`);
    const { data } = (await res.json()) as { data: { data: { _id: string }[] } };
    return data.data.some((m) => m._id === member.id);
  };
  expect(await listed()).toBe(false);
  const sitemap = await (await request.get("/sitemaps/members-0.xml")).text();
  expect(sitemap).not.toContain(member.id);

  await signIn(page, member.email, member.password);
  await page.goto(path);
  const note = page.getByTestId("unlisted-owner-note");
  await expect(note).toContainText("Only you can see this note.");
  await page.screenshot({ path: test.info().outputPath("unlisted-owner-375.png") });
  await note.getByRole("link", { name: "Complete your profile" }).click();
  await expect(page).toHaveURL(/\/candidate-profile-setting/);

  // A profile picture makes it public: its page, the listing.
  await uploadProfilePicture(baseURL!, member, "#445566");
  await expect.poll(listed).toBe(true);
  expect(await (await request.get(path)).text()).not.toContain('content="noindex"');
  await page.goto(path);
  await expect(page.getByTestId("unlisted-profile")).toHaveCount(0);
  await expect(page.getByTestId("introduction")).toBeVisible();
});

test("on a phone, sign-up asks a person for their gender and a location owner for none", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.context().setExtraHTTPHeaders({ "x-forwarded-for": someAddress() });
  await page.goto("/signup");
  const gender = page.getByRole("combobox", { name: "Gender" });
  const category = page.getByRole("combobox", { name: "Category", exact: true });
  await expect(gender).toBeVisible();
  await category.selectOption("Locations");
  await expect(gender).toHaveCount(0);
  await page.getByRole("combobox", { name: "Subcategory" }).selectOption("Beach");
  await page.getByLabel("Name").fill("Palm Grove Beach House");
  await page.getByLabel("Phone").fill("+91 98220 11223");
  await page.getByLabel("Email").fill(`beach-${Date.now()}@example.test`);
  await page.getByLabel("Password").fill("a long enough password");
  await page.screenshot({ path: test.info().outputPath("signup-location-375.png"), fullPage: true });
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByText("User registered successfully")).toBeVisible();
  // Signed in, on the place's form, with the name given at sign-up in it.
  await expect(page).toHaveURL(/\/candidate-profile-setting$/);
  await expect(page.getByLabel("Location name")).toHaveValue("Palm Grove Beach House");
  await page.context().clearCookies();
  await page.goto("/signup");
  await page.getByRole("combobox", { name: "Category", exact: true }).selectOption("Artists");
  await expect(page.getByRole("combobox", { name: "Gender" })).toBeVisible();
});

test("on a phone, a call's roles begin within the second screen, its facts two to a row", async ({ page, request }) => {
  await page.setViewportSize(PHONE);
  const { data } = await (await request.get("/api/calls?page=1")).json();
  await page.goto(`/job-detail-one/${(data.calls as { id: string }[])[0].id}`);
  const facts = page.locator("dl").first().locator(":scope > div");
  const [first, second] = [await facts.nth(0).boundingBox(), await facts.nth(1).boundingBox()];
  expect(Math.round(second!.y)).toBe(Math.round(first!.y));
  const roles = (await page.getByRole("heading", { name: "Roles", level: 2 }).boundingBox())!;
  const about = (await page.getByRole("heading", { name: "About the project", level: 2 }).boundingBox())!;
  // The facts take less than half a phone screen before the project's description.
  expect(about.y - first!.y).toBeLessThan(400);
  expect(roles.y).toBeGreaterThan(about.y);
  await page.screenshot({ path: test.info().outputPath("call-page-375.png"), fullPage: true });
});

test("on a phone, the first results of a listing and of /search show on the first screen, the counts a tap away", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  for (const path of ["/Artists/Heroine", "/search"]) {
    await page.goto(path);
    const card = (await page.getByTestId("candidate-card").first().boundingBox())!;
    expect(card.y, path).toBeLessThan(PHONE.height - 100);
  }
  await page.screenshot({ path: test.info().outputPath("search-375.png") });
  await page.getByRole("link", { name: "Narrow down by category, city, language or gender" }).click();
  await expect(page.getByTestId("facets")).toBeInViewport();
});
