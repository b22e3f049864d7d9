import { expect, test } from "@playwright/test";
import { newMember } from "./helpers/members";
import { nextAuthSignIn, sessionOf, type SetCookie } from "./helpers/session";

// Accounts you can recover and trust (issue 15), where only the production server shows it: next-auth's
// own session endpoint and its sign-out follow the session rows.

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
