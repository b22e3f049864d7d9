import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./helpers/axe";
import { apiBearer, newMember, someAddress } from "./helpers/members";
import { DEMO_PASSWORD, signIn } from "./helpers/session";

// Issue 32, instant alerts: a member saves the jobs page's filters as a search from a phone, a casting team
// publishes a matching call, and the alert is under the member's bell; on /saved-searches they turn it off.

test("save the jobs page's filters, hear of a matching call, turn the alerts off (375 px)", async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const member = await newMember(baseURL!);
  await signIn(page, member.email, member.password);
  await page.goto("/job-grid-one?city=Shillong");
  await page.getByRole("button", { name: "Alert me to new calls like these" }).click();
  await expect(page.getByLabel("Name this search")).toHaveValue("Shillong");
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: "test-results/screens/call-alert-form-375.png" });
  await page.getByRole("button", { name: "Save and alert me" }).click();
  await expect(page.getByRole("status").filter({ hasText: "you will hear of new calls" })).toBeVisible();

  // A casting team publishes a call in Shillong: the member is told within the minute.
  const bearer = await apiBearer(baseURL!, "hirer@studios.castfolio.test", DEMO_PASSWORD);
  const deadline = new Date(Date.now() + 12 * 86_400_000).toISOString().slice(0, 10);
  const title = `A boatman in Shillong ${Date.now()}`;
  const posted = await fetch(`${baseURL}/api/calls`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: bearer, "x-forwarded-for": someAddress() },
    body: JSON.stringify({
      title,
      projectTitle: "Umiam",
      projectType: "Feature film",
      city: "Shillong",
      description: "Three days on the lake at dawn.",
      auditionType: "SELF_TAPE",
      deadline,
      roles: [
        {
          name: "Boatman",
          category: "Artists",
          subcategory: "Hero",
          openings: 1,
          paid: true,
          payMin: 30000,
          description: "Quiet, weathered.",
        },
      ],
    }),
  });
  expect(posted.status, await posted.clone().text()).toBe(201);
  await expect
    .poll(
      async () => {
        await page.goto("/notifications");
        return page.getByTestId("notifications").innerText();
      },
      { timeout: 20_000 },
    )
    .toContain('New casting call for "Shillong"');
  await expect(page.getByTestId("notifications")).toContainText(title);

  await page.goto("/saved-searches");
  const saved = page.getByTestId("saved-search").filter({ hasText: "Shillong" });
  await expect(saved.getByRole("link", { name: "Shillong" })).toHaveAttribute("href", "/job-grid-one?city=Shillong");
  await saved.getByRole("switch", { name: "Alerts for Shillong" }).click();
  await expect(saved.getByRole("switch", { name: "Alerts for Shillong" })).toHaveAttribute("aria-checked", "false");
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: "test-results/screens/saved-searches-375.png", fullPage: true });
});
