import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { agree, signIn } from "./helpers/session";

// The trust desk end to end: an actor reports a call, the seeded admin suspends its poster from /admin,
// and the call leaves the jobs page; and `npm run admin:create` makes an admin while this server holds
// the embedded database.

const ADMIN = "admin@castfolio.test";
const ACTOR = "artist.female@demo.castfolio.test";
const STUDIO = "Howrah Bridge Films";

interface CallSummary {
  id: string;
  title: string;
  organization: { name: string };
}

/** The studio's open calls, and the jobs page each is on, read from the public API. */
async function callsOf(request: APIRequestContext, studio: string) {
  const found: { call: CallSummary; page: number }[] = [];
  for (let page = 1; ; page++) {
    const { data } = await (await request.get(`/api/calls?page=${page}`)).json();
    for (const call of data.calls as CallSummary[]) if (call.organization.name === studio) found.push({ call, page });
    if (page >= data.pageCount) return found;
  }
}

test("an actor reports a call, an admin suspends its poster, and the call leaves the jobs page", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const [{ call, page: listedOn }] = await callsOf(request, STUDIO);
  const jobsPage = `/job-grid-one${listedOn > 1 ? `?page=${listedOn}` : ""}`;

  const actor = await (await browser.newContext()).newPage();
  await signIn(actor, ACTOR);
  await actor.goto(`/job-detail-one/${call.id}`);
  await expect(actor.getByTestId("poster-status")).toHaveText("Unverified poster");
  await expect(actor.getByRole("note")).toContainText("Castfolio never asks talent for money");
  const dialog = actor.getByRole("dialog", { name: "Report this casting call" });
  // The button is disabled until the page knows who is signed in; click() waits for it to be enabled.
  await actor.getByTestId("report-call").click();
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Asks for money").check();
  await dialog.getByLabel("Details (optional)").fill("They asked for ₹1,500 for a 'portfolio shoot' on WhatsApp.");
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(actor.getByText("Thank you. Our team will look at your report.")).toBeVisible();
  await expect(dialog).toBeHidden();

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(jobsPage);
  await expect(visitor.getByRole("link", { name: call.title }).first()).toBeVisible();

  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, ADMIN);
  await admin.getByRole("button", { name: /Account menu/ }).click();
  await admin.getByRole("menuitem", { name: "Admin" }).click();
  await expect(admin).toHaveURL(/\/admin$/);
  await expect(admin.getByTestId("held-calls")).toContainText("registration fee");
  const target = admin.getByTestId("reported-target").filter({ hasText: call.title });
  await expect(target).toContainText("They asked for ₹1,500");
  await target.getByLabel("Reason (kept in the audit log)").fill("Asked applicants for money");
  await target.getByRole("button", { name: "Suspend the member" }).click();
  await agree(admin);
  await expect(admin.getByText("Done, and written to the audit log.")).toBeVisible();
  await expect(admin.getByTestId("audit-log")).toContainText("Asked applicants for money");

  await visitor.goto(jobsPage);
  await expect(visitor.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(visitor.getByRole("link", { name: call.title })).toHaveCount(0);
  expect(await callsOf(request, STUDIO)).toEqual([]);
  expect((await visitor.goto(`/job-detail-one/${call.id}`))?.status()).toBe(404);
});

test("npm run admin:create makes an admin while the server holds the embedded database; nobody else sees /admin", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const member = "musician@demo.castfolio.test";
  await signIn(page, member);
  expect((await page.goto("/admin"))?.status()).toBe(404);

  const { stdout } = await promisify(execFile)(
    process.execPath,
    ["node_modules/tsx/dist/cli.mjs", "--conditions=react-server", "scripts/admin-create.ts", "--email", member],
    { env: { ...process.env, DATA_DIR: "data/e2e", DATABASE_URL: "" } },
  );
  expect(stdout).toMatch(/is now an admin.*through the running server/);
  expect((await page.goto("/admin"))?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "Admin", level: 1 })).toBeVisible();
});
