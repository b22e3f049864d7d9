import { expect, type APIRequestContext, type Page, test } from "@playwright/test";
import { applyToCall, HIRER_PASSWORD, inDays, newApiHirer, postApiCall, uniqueStamp } from "./helpers/hiring";
import { signIn } from "./helpers/session";

// On a call's applications page a decision shows at once with an Undo bar ("Rejected … · Undo");
// Undo puts the status back, on the server too, and the applicant hears nothing of it (they would be told
// only DECISION_NOTICE_DELAY_SECONDS later: 8 s on the test server). The sticky bar of bulk actions is
// opaque over the cards it passes. At 375 and 1280 px.

/** A hirer (through the API), a call of theirs with one role, and three members who applied to it. */
async function callWithApplicants(request: APIRequestContext, baseUrl: string) {
  const stamp = uniqueStamp();
  const email = `hirer.undo.${stamp}@example.test`;
  const bearer = await newApiHirer(request, email, {
    organizationName: `Undo Pictures ${stamp}`,
    organizationType: "Casting agency",
    city: "Pune",
    name: "Neha Kulkarni",
    phone: "+91 98220 11223",
  });
  const call = await postApiCall(request, bearer, {
    title: `A lead for a Pune drama ${stamp}`,
    projectTitle: "Second Chances",
    projectType: "Feature film",
    city: "Pune",
    description: "A family drama shot over twenty days in Pune.",
    auditionType: "IN_PERSON",
    deadline: inDays(12),
    requiresSelfTape: false,
    roles: [
      {
        name: "Elder daughter",
        category: "Artists",
        subcategory: "Heroine",
        openings: 1,
        paid: false,
        description: "Lead.",
      },
    ],
  });
  const applicants = (await applyToCall(baseUrl, call, 3)).map((a) => a.member);
  return { email, call, applicants };
}

/** The bulk bar's background is fully opaque and it stands out (shadow and border), over the cards it passes. */
async function expectOpaqueBulkBar(page: Page) {
  const bar = page.getByTestId("bulk-bar");
  await expect(bar).toBeVisible();
  await page.getByTestId("applicant").last().scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 200);
  const looks = await bar.evaluate((element) => {
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    const atCentre = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return {
      background: style.backgroundColor,
      shadow: style.boxShadow,
      border: style.borderTopWidth,
      sticky: style.position,
      cardOnTop: Boolean(atCentre?.closest('[data-testid="applicant"]')),
    };
  });
  expect(looks.background).toBe("rgb(255, 255, 255)");
  expect(looks.shadow).not.toBe("none");
  expect(looks.border).not.toBe("0px");
  expect(looks.sticky).toBe("sticky");
  expect(looks.cardOnTop).toBe(false);
}

for (const size of [
  { name: "phone", width: 375, height: 800 },
  { name: "desktop", width: 1280, height: 900 },
]) {
  test(`a hirer rejects an applicant, undoes it, and the status is back (${size.name})`, async ({
    page,
    request,
  }, info) => {
    test.setTimeout(120_000);
    const baseUrl = info.project.use.baseURL!;
    const { email, call, applicants } = await callWithApplicants(request, baseUrl);
    await page.setViewportSize(size);
    await signIn(page, email, HIRER_PASSWORD);
    await page.goto(`/job-detail-one/${call.id}/applications`);
    const cards = page.getByTestId("applicant");
    await expect(cards).toHaveCount(3);
    const first = cards.nth(0);
    await expect(first.getByTestId("applicant-status")).toHaveText("Submitted");

    await first.getByRole("button", { name: /^Reject/ }).click();
    // At once on the board, with the undo bar.
    await expect(first.getByTestId("applicant-status")).toHaveText("Not selected");
    const bar = page.getByTestId("undo-bar");
    await expect(bar).toContainText("Rejected E2E Member");
    await page.screenshot({ path: info.outputPath(`undo-bar-${size.name}.png`) });
    await bar.getByRole("button", { name: "Undo" }).click();
    await expect(first.getByTestId("applicant-status")).toHaveText("Submitted");
    await expect(bar).toHaveCount(0);

    // The server has it back too, and the applicant is never told (the notice would have gone by now).
    await page.waitForTimeout(9_000);
    await page.reload();
    await expect(cards.nth(0).getByTestId("applicant-status")).toHaveText("Submitted");
    const notices = await request.get("/api/notifications", { headers: { authorization: applicants[0].bearer } });
    expect((await notices.json()).data.items).toEqual([]);

    // Many at once: the bar names how many, and Undo puts both back.
    await page.getByRole("checkbox", { name: "Select all" }).check();
    await page.getByRole("button", { name: "Shortlist selected" }).click();
    await expect(page.getByTestId("applicant-status").filter({ hasText: "Shortlisted" })).toHaveCount(3);
    await expect(bar).toContainText("Shortlisted 3 applicants");
    await bar.getByRole("button", { name: "Undo" }).click();
    await expect(page.getByTestId("applicant-status").filter({ hasText: "Submitted" })).toHaveCount(3);

    await expectOpaqueBulkBar(page);
    await page.screenshot({ path: info.outputPath(`bulk-bar-${size.name}.png`) });
  });
}
