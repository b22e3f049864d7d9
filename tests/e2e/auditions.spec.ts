import { expect, type APIRequestContext, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./helpers/axe";
import { applyToCall, HIRER_PASSWORD, inDays, newApiHirer, postApiCall, uniqueStamp } from "./helpers/hiring";
import { someAddress } from "./helpers/members";
import { agree, signIn } from "./helpers/session";

// From a call's applications the casting team opens the audition schedule, builds a session
// (the slots previewed live as the times change), autofills it with the shortlisted, and sees each answer;
// an invitee confirms from /my-applications, another declines with a note, and the team moves the third to
// a later slot. At 375 and 1280 px.

/** A hirer, a call of theirs, and three applicants, all shortlisted. */
async function shortlistedCall(request: APIRequestContext, baseUrl: string) {
  const stamp = uniqueStamp();
  const email = `hirer.auditions.${stamp}@example.test`;
  const bearer = await newApiHirer(request, email, {
    organizationName: `Chitra Casting ${stamp}`,
    organizationType: "Casting agency",
    city: "Mumbai",
    name: "Farah Merchant",
    phone: "+91 98200 11223",
  });
  const call = await postApiCall(request, bearer, {
    title: `Young lead for a Marathi feature ${stamp}`,
    projectTitle: "Paaus",
    projectType: "Feature film",
    city: "Mumbai",
    description: "Thirty days in Konkan.",
    auditionType: "IN_PERSON",
    deadline: inDays(12),
    roles: [
      { name: "Sakhi", category: "Artists", subcategory: "Heroine", openings: 1, paid: false, description: "Lead." },
    ],
  });
  const applied = await applyToCall(baseUrl, call, 3);
  const shortlisted = await request.patch(`/api/calls/${call.id}/applications`, {
    headers: { authorization: bearer, "x-forwarded-for": someAddress() },
    data: { ids: applied.map((a) => a.applicationId), status: "shortlisted" },
  });
  expect(shortlisted.status(), await shortlisted.text()).toBe(200);
  return { email, call, applicants: applied.map((a) => a.member) };
}

for (const size of [
  { name: "phone", width: 375, height: 800 },
  { name: "desktop", width: 1280, height: 900 },
]) {
  test(`a session of slots, autofilled, answered and moved (${size.name})`, async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize(size);
    const { email, call, applicants } = await shortlistedCall(request, baseURL!);
    await signIn(page, email, HIRER_PASSWORD);
    await page.goto(`/job-detail-one/${call.id}/applications`);
    await page.getByRole("link", { name: "Audition schedule" }).click();
    await expect(page.getByRole("heading", { name: "Auditions", level: 1 })).toBeVisible();

    const form = page.getByTestId("new-session-form");
    await form.getByLabel("Date").fill(inDays(3));
    await form.getByLabel("Starts").fill("10:00");
    await form.getByLabel("Ends").fill("13:00");
    await form.getByLabel("Slot length (minutes)").fill("15");
    await expect(form.getByTestId("slot-preview")).toContainText("12 slots, 12 people in all");
    await form.getByRole("button", { name: "Add a break" }).click();
    await form.getByLabel("From").fill("11:00");
    await form.getByLabel("To").fill("11:30");
    await expect(form.getByTestId("slot-preview")).toContainText("10 slots, 10 people in all");
    await form.getByRole("button", { name: "Create the session" }).click();
    await expect(form.getByText("Give a place (an address) or a video call link: one of the two")).toBeVisible();
    await form.getByLabel("Address").fill("Chitra Studio, 14 Film City Road, Goregaon East, Mumbai");
    await page.screenshot({ path: `test-results/screens/audition-new-session-${size.width}.png`, fullPage: true });
    await form.getByRole("button", { name: "Create the session" }).click();
    await expect(page.getByText("The session is set: 10 slots.")).toBeVisible();

    const session = page.getByTestId("audition-session");
    await expect(session.getByTestId("audition-slot")).toHaveCount(10);
    await session.getByRole("button", { name: "Autofill with the shortlisted (3)" }).click();
    await expect(page.getByText("3 people are invited.")).toBeVisible();
    await expect(session.getByTestId("audition-invitee")).toHaveCount(3);
    await expect(session.getByTestId("answer-counts")).toContainText("Awaiting answer: 3");

    // The first confirms, the second declines with a note.
    const answers = [
      { who: applicants[0], act: "confirm" },
      { who: applicants[1], act: "decline" },
    ] as const;
    for (const { who, act } of answers) {
      const context = await browser.newContext({ viewport: size });
      const talent = await context.newPage();
      await signIn(talent, who.email, who.password);
      await talent.goto("/my-applications");
      const invite = talent.getByTestId("my-invite");
      await expect(invite).toContainText("Paaus");
      await expect(invite).toContainText("10:");
      await expect(invite).toContainText("(India time)");
      await expect(invite).toContainText("Film City Road");
      await expect(invite.getByRole("link", { name: "Add to my calendar" })).toBeVisible();
      if (act === "confirm") {
        await invite.getByRole("button", { name: "Confirm" }).click();
        await expect(talent.getByText("You have confirmed: see you there.")).toBeVisible();
        await expect(invite.getByTestId("invite-status")).toHaveText("Confirmed");
        await expectNoSeriousA11yViolations(talent);
        await talent.screenshot({ path: `test-results/screens/audition-invite-${size.width}.png`, fullPage: true });
      } else {
        await invite.getByRole("button", { name: "Decline" }).click();
        await invite.getByRole("button", { name: "Decline" }).last().click();
        await expect(invite.getByText("Say why in a note: the casting team reads it.")).toBeVisible();
        await invite.getByLabel("Why you cannot come").fill("I am shooting in Pune that week.");
        await invite.getByRole("button", { name: "Decline" }).last().click();
        await expect(talent.getByText("You have declined: the casting team is told.")).toBeVisible();
        await expect(invite.getByTestId("invite-status")).toHaveText("Declined");
      }
      await context.close();
    }

    await page.reload();
    await expect(session.getByTestId("answer-counts")).toContainText("Confirmed: 1");
    await expect(session.getByTestId("answer-counts")).toContainText("Declined: 1");
    await expect(session).toContainText("I am shooting in Pune that week.");

    // The third is moved by hand to the last slot: told, and still awaiting an answer.
    const third = session.getByTestId("audition-invitee").nth(2);
    const select = third.getByRole("combobox");
    const lastSlot = await select.locator("option").last().getAttribute("value");
    await select.selectOption(lastSlot);
    await third.getByRole("button", { name: /^Move/ }).click();
    await expect(page.getByText(/is moved, and told\./)).toBeVisible();
    await expect(session.getByTestId("audition-slot").last().getByTestId("audition-invitee")).toHaveCount(1);

    if (size.width >= 1024) {
      // With a mouse, an invitee dragged onto a free slot moves there.
      await session
        .getByTestId("audition-slot")
        .first()
        .getByTestId("audition-invitee")
        .dragTo(session.getByTestId("audition-slot").nth(2));
      await expect(page.getByText("E2E Member is moved, and told.").last()).toBeVisible();
      await expect(session.getByTestId("audition-slot").nth(2).getByTestId("audition-invitee")).toHaveCount(1);
      await expect(session.getByTestId("audition-slot").first()).toContainText("Free");
    }

    const csv = await page.request.get(
      await session
        .getByRole("link", { name: "CSV" })
        .getAttribute("href")
        .then((h) => h!),
    );
    expect(csv.status()).toBe(200);
    expect(await csv.text()).toContain(size.width >= 1024 ? '"Awaiting answer"' : '"Confirmed"');
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `test-results/screens/audition-schedule-${size.width}.png`, fullPage: true });

    // Printed, the day's schedule stands alone: no site header, footer or buttons.
    await page.emulateMedia({ media: "print" });
    await expect(page.locator("header").first()).toBeHidden();
    await expect(session.getByRole("button", { name: "Print" })).toBeHidden();
    await expect(session.getByTestId("audition-slot").first()).toBeVisible();
    await page.screenshot({ path: `test-results/screens/audition-schedule-print-${size.width}.png`, fullPage: true });
    await page.emulateMedia({ media: "screen" });

    // Withdrawn: the seat is free again.
    await session
      .getByTestId("audition-slot")
      .last()
      .getByRole("button", { name: /Withdraw/ })
      .click();
    await agree(page);
    await expect(page.getByText("The invitation is withdrawn: they are told.")).toBeVisible();
    await expect(session.getByTestId("audition-invitee")).toHaveCount(2);
    await expect(session.getByTestId("audition-slot").last()).toContainText("Free");
  });
}
