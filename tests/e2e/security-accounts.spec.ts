import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { parseMail, type ReadMail } from "../helpers/mail";
import { newMember } from "./helpers/members";
import { nextAuthSignIn, sessionOf, type SetCookie } from "./helpers/session";

// Accounts you can recover and trust, where only the production server shows it: next-auth's
// own session endpoint and its sign-out follow the session rows.

const OUTBOX = path.resolve("data/e2e/outbox");

const cookieHeader = (cookie: SetCookie) => `${cookie.name}=${cookie.value}`;

test("a session cookie that was signed out stops working, and next-auth no longer renews it", async ({ baseURL }) => {
  const member = await newMember(baseURL!);
  const cookie = sessionOf(await nextAuthSignIn(baseURL!, member))!;
  const session = () => fetch(`${baseURL}/api/auth/session`, { headers: { cookie: cookieHeader(cookie) } });
  expect((await (await session()).json()).user?.id).toBe(member.id);

  const logout = await fetch(`${baseURL}/api/user/logout`, {
    method: "POST",
    headers: { cookie: cookieHeader(cookie), origin: baseURL! },
  });
  expect(logout.status).toBe(200);

  const after = await session();
  expect(await after.json()).toEqual({});
  expect(after.headers.getSetCookie().join("\n")).toMatch(/next-auth\.session-token=;/);
  const write = await fetch(`${baseURL}/api/user/delete-profile`, {
    method: "POST",
    headers: { cookie: cookieHeader(cookie), origin: baseURL!, "content-type": "application/json" },
    body: JSON.stringify({ userId: member.id, imageType: "coverPic" }),
  });
  expect(write.status).toBe(401);
});

test("signing out from the account menu ends the session on the server too", async ({ page, context, baseURL }) => {
  await page.goto("/login");
  await page.getByLabel("Email").fill("cameraunit@demo.castfolio.test");
  await page.getByLabel("Password").fill("castfolio-demo");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/$/);
  const cookie = (await context.cookies()).find((c) => c.name === "next-auth.session-token")!;

  await page.getByRole("button", { name: /Account menu/ }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page.getByText("Account logged out successfully!")).toBeVisible();

  // The cookie as it was before signing out: a copy an attacker kept would be worth nothing now.
  const session = await fetch(`${baseURL}/api/auth/session`, { headers: { cookie: `${cookie.name}=${cookie.value}` } });
  expect(await session.json()).toEqual({});
});

/** The newest mail to `to` with this subject in the shared server's outbox (data/e2e/outbox), once written. */
async function lastMailTo(to: string, subject: string): Promise<ReadMail> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const names = (await readdir(OUTBOX).catch(() => [] as string[]))
      .filter((n) => n.endsWith(".eml"))
      .sort()
      .reverse();
    for (const name of names) {
      const mail = await parseMail(await readFile(path.join(OUTBOX, name)));
      if (mail.to === to && mail.subject === subject) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No mail to ${to} in ${OUTBOX}`);
}

test("a forgotten password is reset from the mailed link, and the member lands signed in", async ({
  page,
  baseURL,
}) => {
  const member = await newMember(baseURL!);
  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page.getByRole("heading", { name: "Reset password" })).toBeVisible();
  await page.getByLabel("Email").fill(member.email);
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByRole("status")).toContainText("If an account uses this email");

  const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(
    (await lastMailTo(member.email, "Choose a new Castfolio password")).text,
  )![0];
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByLabel("New password", { exact: true }).fill("my fresh password");
  await page.getByLabel("New password, again").fill("my fresh password");
  await page.getByRole("button", { name: "Save and sign in" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "UPDATE PROFILE" })).toBeVisible();

  // The old bearer token ended with the reset; the link works once.
  const old = await fetch(`${baseURL}/api/user/export`, { headers: { authorization: member.bearer } });
  expect(old.status).toBe(401);
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByLabel("New password", { exact: true }).fill("another password");
  await page.getByLabel("New password, again").fill("another password");
  await page.getByRole("button", { name: "Save and sign in" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "already been used" })).toBeVisible();
});

test("the settings page confirms the email, changes the password and signs out everywhere", async ({
  page,
  baseURL,
}) => {
  const member = await newMember(baseURL!);
  await page.goto("/login");
  await page.getByLabel("Email").fill(member.email);
  await page.getByLabel("Password").fill(member.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto("/candidate-profile-setting");
  await expect(page.getByTestId("email-status")).toHaveText("Not confirmed yet");
  const confirm = /https?:\/\/\S+\/verify-email\?token=[\w-]+/.exec(
    (await lastMailTo(member.email, "Confirm your email for Castfolio")).text,
  )![0];
  await page.goto(new URL(confirm).pathname + new URL(confirm).search);
  await expect(page.getByRole("status")).toContainText(`${member.email} is confirmed`);
  await page.goto("/candidate-profile-setting");
  await expect(page.getByTestId("email-status")).toHaveText("Confirmed");

  const password = page.getByRole("form", { name: "Change password" });
  await password.getByLabel("Current password").fill("not my password");
  await password.getByLabel("New password", { exact: true }).fill("a newer password");
  await password.getByLabel("New password, again").fill("a newer password");
  await password.getByRole("button", { name: "Change password" }).click();
  await expect(password.getByText("Your current password is not right.")).toBeVisible();
  await password.getByLabel("Current password").fill(member.password);
  await password.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Your password has been changed; other devices are signed out.")).toBeVisible();
  expect((await fetch(`${baseURL}/api/user/export`, { headers: { authorization: member.bearer } })).status).toBe(401);

  await page.getByRole("button", { name: "Sign out everywhere" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto("/candidate-profile-setting");
  await expect(page).toHaveURL(/\/login$/);
});

test("a change of email someone else asked for is cancelled from the warning mailed to the current address", async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const member = await newMember(baseURL!);
  const attackerEmail = `e2e-attacker-${member.id}@example.test`;
  const asked = await fetch(`${baseURL}/api/user/change-email`, {
    method: "POST",
    headers: { authorization: member.bearer, "content-type": "application/json" },
    body: JSON.stringify({ newEmail: attackerEmail, currentPassword: member.password }),
  });
  expect(asked.status).toBe(200);
  const warning = await lastMailTo(member.email, "Someone asked to move your Castfolio account to another email");
  expect(warning.text).toContain(attackerEmail);
  const cancel = new URL(/https?:\/\/\S+\/cancel-email-change\?token=[\w-]+/.exec(warning.text)![0]);

  await page.goto(cancel.pathname + cancel.search);
  await expect(page.getByTestId("cancel-email-change-outcome")).toContainText(
    "The change of email is cancelled, and every device was signed out.",
  );
  await expect(page.getByRole("link", { name: "Choose a new password" })).toBeVisible();
  await page.screenshot({ path: "test-results/cancel-email-change-phone.png" });

  // The link mailed to the new address no longer moves the account, and the old token is over.
  const change = /\/verify-email\?token=([\w-]+)/.exec(
    (await lastMailTo(attackerEmail, "Confirm your new email for Castfolio")).text,
  )![1];
  const used = await fetch(`${baseURL}/api/user/verify-email`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ token: change }),
  });
  expect(used.status).toBe(400);
  expect((await fetch(`${baseURL}/api/user/export`, { headers: { authorization: member.bearer } })).status).toBe(401);
});
