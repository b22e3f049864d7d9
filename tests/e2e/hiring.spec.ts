import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { newMemberWithPicture, someAddress } from "./helpers/members";
import { inDays } from "./helpers/hiring";
import { agree, signIn } from "./helpers/session";
import { testVideo } from "../helpers/videos";

// A hirer's first visit: sign up as "I'm hiring", post a call with two roles, see it where talent looks,
// edit the organisation, and close the call.

async function fillRole(page: Page, index: number, role: { name: string; category: string; subcategory: string }) {
  const box = page.getByTestId("role-fields").nth(index);
  await box.getByLabel("Role name").fill(role.name);
  await box.getByRole("combobox", { name: "Category", exact: true }).selectOption(role.category);
  await box.getByRole("combobox", { name: "Subcategory" }).selectOption(role.subcategory);
  return box;
}

for (const size of [
  { name: "desktop", width: 1280, height: 900 },
  { name: "phone", width: 375, height: 800 },
]) {
  test(`a hirer signs up, posts a call with two roles, and closes it (${size.name})`, async ({
    page,
    request,
  }, info) => {
    await page.setViewportSize(size);
    await page.setExtraHTTPHeaders({ "x-forwarded-for": someAddress() });
    const email = `hirer.${size.name}.${Date.now()}@example.test`;
    const studio = `Lantern ${size.name === "phone" ? "Phone" : "Desk"} Films ${Date.now() % 100000}`;

    await page.goto("/signup");
    await page.getByRole("radio", { name: /I'm hiring/ }).check();
    await expect(page.getByRole("combobox", { name: "Gender" })).toHaveCount(0);
    await page.getByRole("button", { name: "Register" }).click();
    await expect(page.getByText("Organisation name is required")).toBeVisible();
    await page.getByLabel("Organisation name").fill(studio);
    await page.getByRole("combobox", { name: "Organisation type" }).selectOption("Production house");
    await page.getByLabel("City").fill("Kochi");
    await page.getByLabel("Your name").fill("Anita Thomas");
    await page.getByLabel("Phone").fill("+91 98470 12345");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("a proper password");
    await page.getByRole("button", { name: "Register" }).click();
    await expect(page.getByText("User registered successfully")).toBeVisible();
    // Signed in at once, on the form that posts a first call.
    await expect(page).toHaveURL(/\/post-a-call$/);
    await expect(page.getByRole("heading", { name: "Post a casting call", level: 1 })).toBeVisible();
    await page.getByLabel("Call title").fill("Two leads for a Kochi thriller");
    await page.getByLabel("Project title").fill("Backwater Blues");
    await page.getByLabel("Shoot city").fill("Kochi");
    await page.getByLabel("About the project").fill("A tight thriller shot over 30 nights on the backwaters.");
    const lead = await fillRole(page, 0, { name: "Inspector Jaya", category: "Artists", subcategory: "Heroine" });
    await lead.getByLabel("Pay from (₹)").fill("200000");
    await lead.getByLabel("Pay up to (₹)").fill("300000");
    await lead.getByLabel("About the role").fill("A tired, sharp police inspector.");
    await page.getByRole("button", { name: "Add another role" }).click();
    const second = await fillRole(page, 1, { name: "Boat owner", category: "Locations", subcategory: "Beach" });
    await second.getByLabel(/Paid role/).uncheck();
    await expect(second.getByLabel("Pay from (₹)")).toHaveCount(0);
    await second.getByLabel("About the role").fill("A stretch of beach with a boat, two nights.");
    await page.getByLabel("Screening questions").fill("Have you worked at night before?\nDo you swim?");
    await page.getByLabel("a self-tape video").check();

    // Too short a deadline is refused, saying why.
    await page.getByLabel("Application deadline").fill(inDays(1));
    await page.getByRole("button", { name: "Publish the call" }).click();
    await expect(page.getByText(/The deadline must be at least 4 full days after posting/)).toBeVisible();
    await page.getByLabel("Application deadline").fill(inDays(20));
    await page.screenshot({ path: info.outputPath(`post-a-call-${size.name}.png`), fullPage: true });
    await page.getByRole("button", { name: "Publish the call" }).click();

    await expect(page).toHaveURL(/\/job-detail-one\/[\w-]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Two leads for a Kochi thriller");
    const roles = page.getByTestId("call-role");
    await expect(roles).toHaveCount(2);
    await expect(roles.nth(0)).toContainText("₹2,00,000 – ₹3,00,000");
    await expect(roles.nth(1)).toContainText("Unpaid");
    await page.screenshot({ path: info.outputPath(`call-page-${size.name}.png`), fullPage: true });
    const callUrl = page.url();

    await page.goto("/job-grid-one");
    await expect(page.getByTestId("job-card").first()).toContainText("Two leads for a Kochi thriller");
    // Visitors get the cached jobs page, refreshed by the posting.
    const visitorView = await (await request.get("/job-grid-one")).text();
    expect(visitorView).toContain("Two leads for a Kochi thriller");
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
      0,
    );

    await page.goto("/candidate-profile-setting");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(studio);
    await page.getByLabel("About the organisation").fill("Thrillers from Kerala, shot at night.");
    await page.getByLabel("Website").fill("not a website");
    await page.getByRole("button", { name: "Save organisation" }).click();
    await expect(page.getByText("Enter the website as https://…")).toBeVisible();
    await page.getByLabel("Website").fill("https://lantern.example");
    await page.getByRole("button", { name: "Save organisation" }).click();
    await expect(page.getByText("Your organisation is updated.")).toBeVisible();

    const own = page.getByTestId("own-calls").getByRole("listitem").filter({ hasText: "Two leads" });
    await expect(own).toContainText("Open");
    await own.getByRole("button", { name: /Close call/ }).click();
    await agree(page);
    await expect(own).toContainText("Closed");
    await page.screenshot({ path: info.outputPath(`hirer-settings-${size.name}.png`), fullPage: true });

    await page.goto(callUrl);
    await expect(page.getByText("This call is closed").first()).toBeVisible();
    await page.getByRole("link", { name: studio }).first().click();
    await expect(page.getByText("Thrillers from Kerala, shot at night.")).toBeVisible();
  });
}

test("a talent account cannot post calls, and a visitor is sent to sign in", async ({ page }) => {
  await page.goto("/post-a-call");
  await expect(page).toHaveURL(/\/login\?callbackUrl=(%2F|\/)post-a-call$/);
  await page.getByLabel("Email").fill("artist@demo.castfolio.test");
  await page.getByLabel("Password").fill("castfolio-demo");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/post-a-call$/);
  await expect(page.getByText("Only hiring accounts post casting calls")).toBeVisible();
  await expect(page.getByRole("button", { name: "Publish the call" })).toHaveCount(0);
});

/** A real second of video: the server makes its MP4 for the casting team. */
const TAPE = testVideo({ seconds: 1 });

/** A talent member with a profile picture (every application carries it), made through the API. */
async function applicant(name: string) {
  return { ...(await newMemberWithPicture(test.info().project.use.baseURL!)), name };
}

async function outboxFor(email: string): Promise<string[]> {
  const dir = path.join("data", "e2e", "outbox");
  const names = await readdir(dir).catch(() => [] as string[]);
  const mails = await Promise.all(
    names.filter((n) => n.endsWith(".eml")).map((n) => readFile(path.join(dir, n), "utf8")),
  );
  return mails.filter((m) => m.includes(`To: ${email}`));
}

test("two members apply (one with a self-tape); the hirer shortlists one and closes the call; nobody is left waiting", async ({
  page,
  request,
}, info) => {
  test.setTimeout(120_000);
  const stamp = Date.now() % 100000;
  const hirerEmail = `hirer.apply.${stamp}@example.test`;
  const register = await request.post("/api/user/register", {
    headers: { "x-forwarded-for": someAddress() },
    data: {
      accountType: "hirer",
      organizationName: `Monsoon Pictures ${stamp}`,
      organizationType: "Casting agency",
      city: "Chennai",
      name: "Kavya Iyer",
      phone: "+91 98400 11223",
      email: hirerEmail,
      password: "a hiring password",
    },
  });
  expect(register.status()).toBe(201);
  const login = await request.post("/api/user/login", {
    headers: { "x-forwarded-for": someAddress() },
    data: { email: hirerEmail, password: "a hiring password" },
  });
  const bearer = `Bearer ${(await login.json()).token}`;
  const posted = await request.post("/api/calls", {
    headers: { authorization: bearer },
    data: {
      title: `Sisters of the shore ${stamp}`,
      projectTitle: "Tide Line",
      projectType: "Web series",
      city: "Chennai",
      description: "Two sisters run a fishing business after their father's boat goes missing.",
      auditionType: "SELF_TAPE",
      deadline: inDays(12),
      questions: ["Can you swim?"],
      roles: [
        {
          name: "Elder sister",
          category: "Artists",
          subcategory: "Heroine",
          openings: 1,
          paid: true,
          payMin: 40000,
          description: "Lead.",
        },
        {
          name: "Younger sister",
          category: "Artists",
          subcategory: "Sister",
          openings: 1,
          paid: true,
          payMin: 30000,
          description: "Lead.",
        },
      ],
    },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  const call = (await posted.json()).data as { id: string; title: string };

  // Two members apply from the call page: one with a self-tape, one without.
  const [asha, lata] = [await applicant("Asha"), await applicant("Lata")];
  for (const [member, withTape] of [
    [asha, true],
    [lata, false],
  ] as const) {
    await page.context().clearCookies();
    await signIn(page, member.email, member.password);
    await page.goto(`/job-detail-one/${call.id}`);
    const form = page.getByRole("form", { name: "Apply to this call" });
    await form.getByRole("radio", { name: withTape ? "Elder sister" : "Younger sister" }).check();
    await form.getByLabel("Can you swim?").fill(withTape ? "Yes, I grew up by the sea." : "A little.");
    await form.getByLabel("A note to the casting team").fill(`Hello from ${member.name}.`);
    if (withTape) {
      await form.getByLabel("Self-tape video").setInputFiles({ name: "tape.mp4", mimeType: "video/mp4", buffer: TAPE });
      // The tape goes up as soon as it is chosen (a resumable upload), before the application is sent.
      await expect(form.getByText("Uploaded: tape.mp4")).toBeVisible();
      await page.screenshot({ path: info.outputPath("apply-form.png"), fullPage: true });
    }
    await form.getByRole("button", { name: "Apply for free" }).click();
    await expect(page.getByText("Your application is sent.")).toBeVisible();
    await expect(page.getByTestId("applied")).toContainText("Submitted");
    // Applying twice to the same role is not offered again.
    await expect(form.getByRole("radio", { name: withTape ? "Elder sister" : "Younger sister" })).toHaveCount(0);
  }

  // The hirer triages: both in the order received, Asha's tape playable; shortlist her, then close the call.
  await page.context().clearCookies();
  await signIn(page, hirerEmail, "a hiring password");
  await page.goto(`/job-detail-one/${call.id}/applications`);
  const cards = page.getByTestId("applicant");
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toContainText("Asha");
  // Playable once its MP4 is made, moments after the application was sent.
  await expect(async () => {
    await page.reload();
    await expect(cards.nth(0).locator("video")).toHaveAttribute("src", /^\/uploads\/.+\.mp4$/, { timeout: 1000 });
  }).toPass({ timeout: 60_000 });
  await expect(cards.nth(1)).toContainText("A little.");
  await cards
    .nth(0)
    .getByRole("button", { name: /^Shortlist/ })
    .click();
  await expect(cards.nth(0).getByTestId("applicant-status")).toHaveText("Shortlisted");
  await page.screenshot({ path: info.outputPath("triage.png"), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: info.outputPath("triage-phone.png"), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  // Mailed once the decision can no longer be undone (DECISION_NOTICE_DELAY_SECONDS, 8 s in these tests).
  await expect
    .poll(async () => (await outboxFor(asha.email)).some((m) => m.includes("shortlisted")), { timeout: 20_000 })
    .toBe(true);

  await page.goto("/candidate-profile-setting");
  const own = page.getByTestId("own-calls").getByRole("listitem").filter({ hasText: call.title });
  await expect(own).toContainText("Applications (2)");
  await own.getByRole("button", { name: /Close call/ }).click();
  await agree(page);
  await expect(own).toContainText("Closed");

  // Lata sees "Closed" in My applications, has a notification under the bell, and a mail in the outbox.
  await page.context().clearCookies();
  await signIn(page, lata.email, lata.password);
  await expect(page.getByTestId("notification-bell")).toContainText("1");
  await page.goto("/my-applications");
  const mine = page.getByTestId("my-applications").getByRole("listitem");
  await expect(mine).toHaveCount(1);
  await expect(mine.getByTestId("application-status")).toHaveText("Closed");
  await page.screenshot({ path: info.outputPath("my-applications.png"), fullPage: true });
  await expect
    .poll(async () =>
      (await outboxFor(lata.email)).some((m) => m.includes("The role Younger sister in Tide Line has been closed")),
    )
    .toBe(true);
  await page.getByTestId("notification-bell").click();
  await expect(page.getByTestId("notifications")).toContainText("The role Younger sister in Tide Line has been closed");
});
