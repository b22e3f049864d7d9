import { randomBytes } from "node:crypto";
import { expect } from "@playwright/test";

// Members made through the public API, each call from its own address (X-Forwarded-For) so that the
// sign-up and sign-in rate limits of the shared test server are never what a test measures.

export const someAddress = () => `203.0.113.${1 + (randomBytes(1)[0] % 250)}`;

export interface ApiMember {
  id: string;
  email: string;
  password: string;
  /** `Bearer <token>` from /api/user/login. */
  bearer: string;
}

export async function newMember(
  baseUrl: string,
  member: { category: string; subcategory: string; gender: string } = {
    category: "Artists",
    subcategory: "Heroine",
    gender: "Female",
  },
): Promise<ApiMember> {
  const email = `e2e-${randomBytes(5).toString("hex")}@example.test`;
  const password = "correct horse battery";
  const post = (route: string, body: object) =>
    fetch(`${baseUrl}/api/user/${route}`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": someAddress() },
      body: JSON.stringify(body),
    });
  const registered = await post("register", {
    name: "E2E Member",
    phone: "+91 98765 43210",
    email,
    password,
    ...member,
  });
  expect(registered.status, await registered.clone().text()).toBe(201);
  const { user } = await registered.json();
  const login = await post("login", { email, password });
  expect(login.status).toBe(200);
  return { id: user._id, email, password, bearer: `Bearer ${(await login.json()).token}` };
}

/**
 * A member with a profile picture, as most real members have (listings show the newest members first,
 * and tests that check their pictures should not meet a page of default avatars).
 */
export async function newMemberWithPicture(baseUrl: string): Promise<ApiMember> {
  const member = await newMember(baseUrl);
  const { default: sharp } = await import("sharp");
  const picture = await sharp({ create: { width: 400, height: 400, channels: 3, background: "#884422" } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append("userId", member.id);
  form.append("profilePic", new Blob([new Uint8Array(picture)], { type: "image/jpeg" }), "me.jpg");
  const res = await fetch(`${baseUrl}/api/user/upload-profile`, {
    method: "POST",
    headers: { authorization: member.bearer, "x-forwarded-for": someAddress() },
    body: form,
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return member;
}
