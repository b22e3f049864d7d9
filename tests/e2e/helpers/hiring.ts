import { expect, type APIRequestContext } from "@playwright/test";
import { newMemberWithPicture, someAddress, type ApiMember } from "./members";

// Hiring accounts and their calls made through the public API, each request from its own address, for the
// specs that start on a call's pages with applicants already there.

export const HIRER_PASSWORD = "a hiring password";

/**
 * A day `days` from today in India, as a date input takes it (YYYY-MM-DD): the site's days are India's, which
 * run ahead of UTC's from 18:30 UTC.
 */
export const inDays = (days: number) =>
  new Date(Date.now() + (5.5 * 60 + days * 24 * 60) * 60_000).toISOString().slice(0, 10);

/** What makes a spec's emails, organisation names and call titles its own on a shared server. */
export const uniqueStamp = () => `${Date.now() % 1_000_000}${Math.floor(Math.random() * 1000)}`;

/** What a hiring account registers with, besides its account type, email and password (HIRER_PASSWORD). */
export interface NewHirer {
  organizationName: string;
  organizationType: string;
  city: string;
  name: string;
  phone: string;
}

/** A hiring account registered and signed in through the API; answers its `Bearer <token>`. */
export async function newApiHirer(request: APIRequestContext, email: string, hirer: NewHirer): Promise<string> {
  const register = await request.post("/api/user/register", {
    headers: { "x-forwarded-for": someAddress() },
    data: { accountType: "hirer", ...hirer, email, password: HIRER_PASSWORD },
  });
  expect(register.status(), await register.text()).toBe(201);
  const login = await request.post("/api/user/login", {
    headers: { "x-forwarded-for": someAddress() },
    data: { email, password: HIRER_PASSWORD },
  });
  return `Bearer ${(await login.json()).token}`;
}

/** Posts a call (as POST /api/calls takes it); answers its id and roles. */
export async function postApiCall(
  request: APIRequestContext,
  bearer: string,
  call: object,
): Promise<{ id: string; roles: { id: string }[] }> {
  const posted = await request.post("/api/calls", {
    headers: { authorization: bearer, "x-forwarded-for": someAddress() },
    data: call,
  });
  expect(posted.status(), await posted.text()).toBe(201);
  return (await posted.json()).data;
}

/** `count` new members with pictures who apply to the call's first role; answers them with their applications. */
export async function applyToCall(
  baseUrl: string,
  call: { id: string; roles: { id: string }[] },
  count: number,
): Promise<{ member: ApiMember; applicationId: string }[]> {
  const applied: { member: ApiMember; applicationId: string }[] = [];
  for (let i = 0; i < count; i++) {
    const member = await newMemberWithPicture(baseUrl);
    const form = new FormData();
    form.append("roleId", call.roles[0].id);
    const res = await fetch(`${baseUrl}/api/calls/${call.id}/applications`, {
      method: "POST",
      headers: { authorization: member.bearer, "x-forwarded-for": someAddress() },
      body: form,
    });
    expect(res.status, await res.clone().text()).toBe(201);
    applied.push({ member, applicationId: (await res.json()).data.id });
  }
  return applied;
}
