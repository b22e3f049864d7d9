import { expect, type Page } from "@playwright/test";
import { someAddress, type ApiMember } from "./members";

export const DEMO_PASSWORD = "castfolio-demo";

/**
 * Signs in through the login page. The browser's requests carry an address of their own (the test server
 * trusts this machine as its proxy), so that the suite's many sign-ins never meet the per-address limit.
 */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.context().setExtraHTTPHeaders({ "x-forwarded-for": someAddress() });
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/$/);
}

export interface SetCookie {
  name: string;
  value: string;
  attributes: string[];
}

export function parseSetCookies(headers: string[]): SetCookie[] {
  return headers.map((line) => {
    const [pair, ...attributes] = line.split(";").map((p) => p.trim());
    const eq = pair.indexOf("=");
    return { name: pair.slice(0, eq), value: pair.slice(eq + 1), attributes: attributes.map((a) => a.toLowerCase()) };
  });
}

/** Signs in through next-auth's credentials callback and answers the cookies it sets. */
export async function nextAuthSignIn(
  baseUrl: string,
  member: ApiMember,
  headers: Record<string, string> = {},
): Promise<SetCookie[]> {
  const csrf = await fetch(`${baseUrl}/api/auth/csrf`, { headers });
  const { csrfToken } = await csrf.json();
  const jar = parseSetCookies(csrf.headers.getSetCookie())
    .map((c) => `${c.name}=${c.value}`)
    .join("; ");
  const res = await fetch(`${baseUrl}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: {
      ...headers,
      cookie: jar,
      "content-type": "application/x-www-form-urlencoded",
      "x-forwarded-for": someAddress(),
    },
    body: new URLSearchParams({ csrfToken, email: member.email, password: member.password, json: "true" }),
  });
  expect(res.status, await res.clone().text()).toBeLessThan(400);
  return parseSetCookies(res.headers.getSetCookie());
}

export const sessionOf = (cookies: SetCookie[]) => cookies.find((c) => c.name.endsWith("next-auth.session-token"));

/** Answers "Yes" to the site's own confirmation dialog (components/ui/ConfirmDialog.tsx), in English. */
export async function agree(page: Page): Promise<void> {
  await page.getByRole("dialog").getByRole("button", { name: "Yes, go ahead" }).click();
}
