import { randomBytes } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { newMemberWithPicture, someAddress } from "./helpers/members";
import { inDays } from "./helpers/hiring";
import { agree, DEMO_PASSWORD, signIn } from "./helpers/session";

// A hirer's own calls: fixing the wording of a call held for review (on a phone), posting a copy of a call
// people have applied to (on a desk), and the admin's side: hiding a call with a reason its poster reads,
// the list of hidden calls, and an audit log that names what it acted on.

const ADMIN = "admin@castfolio.test";
const MONEY = "Shortlisted actors pay a registration fee of Rs 1,500 before the audition.";
const baseUrl = () => test.info().project.use.baseURL!;

interface Hirer {
  email: string;
  password: string;
  bearer: string;
  studio: string;
}

/** A hiring account made through the public API, from an address of its own. */
async function newHirer(): Promise<Hirer> {
  const tag = randomBytes(4).toString("hex");
  const hirer = { email: `e2e-hirer-${tag}@example.test`, password: "a hiring password", studio: `Edit Lab ${tag}` };
  const post = (route: string, body: object) =>
    fetch(`${baseUrl()}/api/user/${route}`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": someAddress() },
      body: JSON.stringify(body),
    });
  const registered = await post("register", {
    accountType: "hirer",
    organizationName: hirer.studio,
    organizationType: "Production house",
    city: "Pune",
    name: "Meera Kulkarni",
    phone: "+91 98220 12345",
    email: hirer.email,
    password: hirer.password,
  });
  expect(registered.status, await registered.clone().text()).toBe(201);
  const login = await post("login", { email: hirer.email, password: hirer.password });
  expect(login.status).toBe(200);
  return { ...hirer, bearer: `Bearer ${(await login.json()).token}` };
}

/** Posts a call through the API; answers its id. */
async function postCall(hirer: Hirer, call: { title: string; description: string }): Promise<string> {
  const res = await fetch(`${baseUrl()}/api/calls`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: hirer.bearer, "x-forwarded-for": someAddress() },
    body: JSON.stringify({
      ...call,
      projectTitle: "Monsoon Ledger",
      projectType: "Web series",
      city: "Pune",
      auditionType: "SELF_TAPE",
      deadline: inDays(14),
      shootStart: inDays(-20),
      shootEnd: inDays(-10),
      questions: ["Can you speak Marathi?"],
      roles: [
        {
          name: "Accountant",
          category: "Artists",
          subcategory: "Heroine",
          openings: 1,
          paid: true,
          payMin: 40000,
          description: "A quiet accountant who finds the second ledger.",
        },
      ],
    }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()).data.id as string;
}

/** A toast (sonner's list of them), by its words. */
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text }).first();

test("on a phone, a hirer reads why their call is held, opens it, fixes its wording, and it is published", async ({
  page,
  browser,
}, info) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 800 });
  const hirer = await newHirer();
  const title = "A lead accountant for a Pune web series";
  const id = await postCall(hirer, { title, description: MONEY });

  // Nobody else finds it: not its page, not its edit page (a visitor is sent to sign in first).
  const visitor = await (await browser.newContext()).newPage();
  expect((await visitor.goto(`/job-detail-one/${id}`))?.status()).toBe(404);
  await visitor.goto(`/job-detail-one/${id}/edit`);
  await expect(visitor).toHaveURL(/\/login\?callbackUrl=/);
  const talent = await (await browser.newContext()).newPage();
  await signIn(talent, "artist.female@demo.castfolio.test", DEMO_PASSWORD);
  expect((await talent.goto(`/job-detail-one/${id}/edit`))?.status()).toBe(404);
  expect((await talent.goto(`/job-detail-one/${id}/preview`))?.status()).toBe(404);

  // The poster is told, under the bell, and the notice opens the call as only they see it.
  await signIn(page, hirer.email, hirer.password);
  await expect(page.getByTestId("notification-bell")).toContainText("1");
  await page.goto("/notifications");
  const notices = page.getByTestId("notifications");
  await expect(notices).toContainText(`Your call "${title}" is held for review`);
  await expect(notices).toContainText("registration fee");
  await page.goto(`/job-detail-one/${id}/preview`);
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await expect(page.getByTestId("call-review-notice")).toContainText("Held for review");
  await expect(page.getByTestId("call-review-notice")).toContainText("registration fee");

  // From the list of their calls: Edit opens the form filled with the call.
  await page.goto("/candidate-profile-setting#calls");
  const row = page.getByTestId("own-calls").getByRole("listitem").filter({ hasText: title });
  await expect(row).toContainText("Held for review");
  await row.getByRole("link", { name: `Edit: ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/job-detail-one/${id}/edit$`));
  await expect(page.getByRole("heading", { name: "Edit the casting call", level: 1 })).toBeVisible();
  await expect(page.getByLabel("Call title")).toHaveValue(title);
  await expect(page.getByLabel("About the project")).toHaveValue(MONEY);
  await expect(page.getByLabel("Role name")).toHaveValue("Accountant");
  await expect(page.getByLabel("Screening questions")).toHaveValue("Can you speak Marathi?");
  await page.getByLabel("About the project").fill("Eight weeks in Pune. Applying is free, as always.");
  await page.screenshot({ path: info.outputPath("edit-held-call-375.png"), fullPage: true });
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page, "It no longer asks talent for money, so it is published")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/job-detail-one/${id}$`));
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Edit the call" })).toBeVisible();

  expect((await visitor.goto(`/job-detail-one/${id}`))?.status()).toBe(200);
  await expect(visitor.getByText("Eight weeks in Pune. Applying is free, as always.")).toBeVisible();
  await expect(visitor.getByRole("link", { name: "Edit the call" })).toHaveCount(0);
});

test("on a desk, a hirer posts a copy of a call people applied to, whose roles stay as they are", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const hirer = await newHirer();
  const title = "A second lead for a Pune web series";
  const id = await postCall(hirer, { title, description: "Eight weeks in Pune, paid well." });

  const applicant = await newMemberWithPicture(baseUrl());
  const form = new FormData();
  const role = (await (await fetch(`${baseUrl()}/api/calls/${id}`)).json()).data.roles[0].id as string;
  form.append("roleId", role);
  form.append("answers", JSON.stringify(["Yes, fluently"]));
  const applied = await fetch(`${baseUrl()}/api/calls/${id}/applications`, {
    method: "POST",
    headers: { authorization: applicant.bearer, "x-forwarded-for": someAddress() },
    body: form,
  });
  expect(applied.status, await applied.clone().text()).toBe(201);

  await signIn(page, hirer.email, hirer.password);
  await page.goto(`/job-detail-one/${id}`);
  await page.getByRole("link", { name: "Edit the call" }).click();
  await expect(page).toHaveURL(new RegExp(`/job-detail-one/${id}/edit$`));
  // People applied: the roles are shown, not offered for change, and the questions cannot be edited.
  await expect(page.getByTestId("roles-locked")).toContainText("1 person has applied to this call");
  await expect(page.getByTestId("role-fields")).toHaveCount(0);
  await expect(page.getByLabel("Screening questions")).toHaveAttribute("readonly", "");
  await page.getByLabel("Shoot city").fill("Pune and Lonavala");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page, "The call is updated.")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/job-detail-one/${id}$`));
  await expect(page.getByText("Pune and Lonavala").first()).toBeVisible();

  await page.getByRole("link", { name: "Duplicate" }).click();
  await expect(page).toHaveURL(new RegExp(`/post-a-call\\?from=${id}$`));
  await expect(page.getByTestId("duplicate-note")).toContainText(title);
  await expect(page.getByLabel("Call title")).toHaveValue(`${title} (copy)`);
  await expect(page.getByLabel("Role name")).toHaveValue("Accountant");
  // The shoot dates had passed: cleared; the deadline is one a new call may have.
  await expect(page.getByLabel("Shoot starts")).toHaveValue("");
  await expect(page.getByLabel("Application deadline")).toHaveValue(inDays(14));
  await page.getByLabel("Role name").fill("Auditor");
  await page.getByRole("button", { name: "Publish the call" }).click();
  await expect(toast(page, "Your casting call is published.")).toBeVisible();
  await expect(page).toHaveURL(/\/job-detail-one\/[^/]+$/);
  expect(page.url()).not.toContain(id);
  await expect(page.getByRole("heading", { name: `${title} (copy)`, level: 1 })).toBeVisible();
  await expect(page.getByTestId("call-role")).toContainText("Auditor");

  await page.goto("/candidate-profile-setting#calls");
  await expect(page.getByTestId("own-calls").getByRole("listitem")).toHaveCount(2);
});

test("an admin hides a held call with a reason, finds it among hidden calls and in the audit log by name, and its poster reads why", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const hirer = await newHirer();
  const title = `A call to hide ${randomBytes(3).toString("hex")}`;
  const id = await postCall(hirer, { title, description: MONEY });
  const reason = "Asks talent for a registration fee";

  const admin = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signIn(admin, ADMIN, DEMO_PASSWORD);
  await admin.getByRole("button", { name: /Account menu/ }).click();
  await admin.getByRole("menuitem", { name: "Admin" }).click();
  await expect(admin).toHaveURL(/\/admin$/);
  const held = admin.getByTestId("held-calls").getByRole("article").filter({ hasText: title });
  await expect(held).toContainText("Hiding a call shows this reason to its poster");
  await held.getByLabel("Reason (kept in the audit log)").fill(reason);
  await held.getByRole("button", { name: "Hide" }).click();
  await agree(admin);
  await expect(toast(admin, "The call is hidden.")).toBeVisible();

  const hidden = admin.getByTestId("hidden-call").filter({ hasText: title });
  await expect(hidden).toContainText(`by ${ADMIN}`);
  await expect(hidden).toContainText(reason);
  const log = admin.getByTestId("audit-log");
  const entry = log.getByRole("row").filter({ hasText: reason }).first();
  // The log names the call and links it: while hidden, to the page its poster sees, which admins may open too.
  await expect(entry.getByRole("link", { name: `${title}, by ${hirer.studio}` })).toHaveAttribute(
    "href",
    `/job-detail-one/${id}/preview`,
  );
  await expect(log).not.toContainText(id);
  await hidden.getByRole("link", { name: title }).click();
  await expect(admin).toHaveURL(new RegExp(`/job-detail-one/${id}/preview$`));
  await expect(admin.getByTestId("call-review-notice")).toContainText(reason);
  await expect(admin.getByRole("link", { name: "Edit the call" })).toHaveCount(0);
  await admin.goBack();

  // The poster, on a phone: the notice says who hid it and why, and the call's page for them says so too.
  const poster = await (await browser.newContext({ viewport: { width: 375, height: 800 } })).newPage();
  await signIn(poster, hirer.email, hirer.password);
  await poster.goto("/notifications");
  const notices = poster.getByTestId("notifications");
  await expect(notices).toContainText(`Your call "${title}" was hidden by Castfolio's team`);
  await expect(notices).toContainText(reason);
  await poster.goto(`/job-detail-one/${id}/preview`);
  await expect(poster.getByTestId("call-review-notice")).toContainText(`Hidden by Castfolio's team: ${reason}`);
  // No stock sentence about a report nobody made.
  await expect(poster.getByText("after a report")).toHaveCount(0);

  // Published again from the hidden list: it leaves the list and the poster is told.
  await hidden.getByLabel("Reason (kept in the audit log)").fill("The studio removed the fee");
  await hidden.getByRole("button", { name: "Publish again" }).click();
  await expect(toast(admin, "The call is published.")).toBeVisible();
  await expect(admin.getByTestId("hidden-call").filter({ hasText: title })).toHaveCount(0);
  await poster.goto("/notifications");
  await expect(poster.getByTestId("notifications")).toContainText(`Your call "${title}" is published`);
  expect((await poster.goto(`/job-detail-one/${id}`))?.status()).toBe(200);
});

test("the Admin link is in an admin's account menu and phone menu, and in nobody else's", async ({ browser }) => {
  for (const [email, shown] of [
    [ADMIN, true],
    ["artist.female@demo.castfolio.test", false],
  ] as const) {
    const page = await (await browser.newContext({ viewport: { width: 375, height: 800 } })).newPage();
    await signIn(page, email, DEMO_PASSWORD);
    await page.getByRole("button", { name: /Account menu/ }).click();
    await expect(page.getByRole("menuitem", { name: "Logout" })).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "Admin" })).toHaveCount(shown ? 1 : 0);
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Admin" })).toHaveCount(
      shown ? 1 : 0,
    );
  }
});
