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

/** What a new member registers as: their category, and a name ("E2E Member" unless given). */
export interface NewMember {
  category: string;
  subcategory: string;
  gender: string;
  name?: string;
  /** A minor's parent or guardian, whom a Child Artist's sign-up requires. */
  guardianName?: string;
  guardianRelation?: string;
  guardianEmail?: string;
  guardianPhone?: string;
}

export async function newMember(
  baseUrl: string,
  member: NewMember = {
    category: "Artists",
    subcategory: "Heroine",
    gender: "Female",
  },
): Promise<ApiMember> {
  const email = `e2e-${randomBytes(5).toString("hex")}@example.test`;
  const password = "correct horse battery";
  const registered = await fetch(`${baseUrl}/api/user/register`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": someAddress() },
    body: JSON.stringify({ name: "E2E Member", phone: "+91 98765 43210", email, password, ...member }),
  });
  expect(registered.status, await registered.clone().text()).toBe(201);
  const { user } = await registered.json();
  return { id: user._id, email, password, bearer: await apiBearer(baseUrl, email, password) };
}

/** `Bearer <token>` for the member, from POST /api/user/login. */
export async function apiBearer(baseUrl: string, email: string, password: string): Promise<string> {
  const login = await fetch(`${baseUrl}/api/user/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": someAddress() },
    body: JSON.stringify({ email, password }),
  });
  expect(login.status).toBe(200);
  return `Bearer ${(await login.json()).token}`;
}

/** A profile picture for the member through the API, as the settings page uploads it. */
export async function uploadProfilePicture(
  baseUrl: string,
  member: Pick<ApiMember, "id" | "bearer">,
  background = "#884422",
): Promise<void> {
  const { default: sharp } = await import("sharp");
  const picture = await sharp({ create: { width: 400, height: 400, channels: 3, background } })
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
}

/**
 * A member with a profile picture, as most real members have: a profile is listed (listings, search, the
 * sitemap) once it has a picture or saved details, and listings show the newest members first, so tests
 * that check pictures should not meet a page of default avatars.
 */
export async function newMemberWithPicture(baseUrl: string, kind?: NewMember): Promise<ApiMember> {
  const member = await newMember(baseUrl, kind);
  await uploadProfilePicture(baseUrl, member);
  return member;
}
