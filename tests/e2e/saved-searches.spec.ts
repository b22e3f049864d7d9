import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { simpleParser } from "mailparser";
import { expectNoSeriousA11yViolations } from "./helpers/axe";
import { apiBearer, newMember, someAddress } from "./helpers/members";
import { DEMO_PASSWORD, signIn } from "./helpers/session";

// Instant alerts: a member saves the jobs page's filters as a search from a phone, a casting team
// publishes a matching call, and the alert is under the member's bell and in their mail, whose one-click
// link stops it (and undoes that); on /saved-searches they turn it off. Then where alerts go, in the settings.

/** The alert mail to `email` with this subject in the test server's outbox (data/e2e/outbox), once written. */
async function alertMailTo(email: string, subject: string) {
  const dir = path.join("data", "e2e", "outbox");
  let found: { text: string } | undefined;
  await expect
    .poll(
      async () => {
        const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith(".eml"));
        for (const name of names) {
          const mail = await simpleParser(await readFile(path.join(dir, name)));
          const to = Array.isArray(mail.to) ? mail.to[0]?.text : mail.to?.text;
          if (to === email && mail.subject === subject) found = { text: mail.text ?? "" };
        }
        return Boolean(found);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}

test("save the jobs page's filters, hear of a matching call, unsubscribe from the mail, turn the alerts off (375 px)", async ({
  page,
  browser,
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

  // The same alert by mail: its "Stop these alerts" link works in one click, without signing in, and offers undo.
  const mail = await alertMailTo(member.email, 'New casting call for "Shillong"');
  expect(mail.text).toContain(title);
  const stop = /Stop these alerts: (\S+)/.exec(mail.text)?.[1];
  expect(stop).toMatch(/\/unsubscribe\?token=/);
  const stranger = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const outside = await stranger.newPage();
  const stopUrl = new URL(stop!);
  await outside.goto(stopUrl.pathname + stopUrl.search);
  await expect(outside.getByTestId("unsubscribe-outcome")).toHaveText('You will get no more alerts for "Shillong".');
  await expectNoSeriousA11yViolations(outside);
  await outside.screenshot({ path: "test-results/screens/unsubscribe-375.png" });
  await outside.getByRole("button", { name: "Undo: keep these alerts" }).click();
  await expect(outside.getByTestId("unsubscribe-outcome")).toHaveText('Alerts for "Shillong" are on again.');
  await stranger.close();

  await page.goto("/saved-searches");
  const saved = page.getByTestId("saved-search").filter({ hasText: "Shillong" });
  await expect(saved.getByRole("link", { name: "Shillong" })).toHaveAttribute("href", "/job-grid-one?city=Shillong");
  await saved.getByRole("combobox", { name: "Alerts for Shillong" }).selectOption("off");
  await expect(page.getByText("Alerts are off.")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("combobox", { name: "Alerts for Shillong" })).toHaveValue("off");
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: "test-results/screens/saved-searches-375.png", fullPage: true });
});

test("choose where alerts go: mail, and WhatsApp with a number confirmed by its code (375 and 1280 px)", async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const member = await newMember(baseURL!);
  await signIn(page, member.email, member.password);
  await page.goto("/candidate-profile-setting#alerts");
  const panel = page.getByRole("region", { name: "Alerts" });
  await expect(panel.getByRole("checkbox", { name: /By mail/ })).toBeChecked();
  await panel.getByRole("checkbox", { name: "On WhatsApp" }).check();
  await panel.getByLabel("WhatsApp number").fill("12345");
  await panel.getByRole("button", { name: "Save alert settings" }).click();
  await expect(panel.getByRole("alert")).toContainText("not a phone number WhatsApp can reach");
  // A number of its own, so that the code read back is this test's.
  const digits = `9${String(Date.now()).slice(-9)}`;
  await panel.getByLabel("WhatsApp number").fill(`0${digits}`);
  await panel.getByRole("button", { name: "Save alert settings" }).click();
  await expect(page.getByText(`We sent a code to +91${digits} on WhatsApp`)).toBeVisible();
  const code = await whatsappCodeTo(`91${digits}`);
  await panel.getByLabel(`Code sent to +91${digits} on WhatsApp`).fill(code);
  await expectNoSeriousA11yViolations(page);
  await panel.screenshot({ path: "test-results/screens/alert-settings-code-375.png" });
  await panel.getByRole("button", { name: "Confirm the number" }).click();
  await expect(panel.getByTestId("whatsapp-confirmed")).toHaveText(`Confirmed: alerts go to +91${digits}.`);
  await panel.screenshot({ path: "test-results/screens/alert-settings-375.png" });
  await page.reload();
  await expect(panel.getByRole("checkbox", { name: "On WhatsApp" })).toBeChecked();
  await expect(panel.getByLabel("WhatsApp number")).toHaveValue(`+91${digits}`);
  await page.setViewportSize({ width: 1280, height: 900 });
  await panel.scrollIntoViewIfNeeded();
  await panel.screenshot({ path: "test-results/screens/alert-settings-1280.png" });
});

/** The code in the WhatsApp message the test server wrote to its outbox (data/e2e/outbox/whatsapp) for `number`. */
async function whatsappCodeTo(number: string): Promise<string> {
  const dir = path.join("data", "e2e", "outbox", "whatsapp");
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        for (const name of (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith(".json"))) {
          const message = JSON.parse(await readFile(path.join(dir, name), "utf8"));
          if (message.to === number) code = message.template.components[0].parameters[0].text;
        }
        return code;
      },
      { timeout: 20_000 },
    )
    .toMatch(/^\d{6}$/);
  return code!;
}
