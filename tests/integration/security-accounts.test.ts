import { readdir } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backgroundIdle } from "@/lib/server/background";
import { db } from "@/lib/server/db";
import { diskStorage, setStorage } from "@/lib/storage";
import { api, type Member, userPath } from "../helpers/api";
import { createMember, jsonRequest } from "../helpers/auth";
import { createTestDatabase, type TestDatabase } from "../helpers/database";
import { tempDir } from "../helpers/files";
import { linkToken, outbox } from "../helpers/mail";
import { solidPng } from "../helpers/media";
import { multipartRequest, photo } from "../helpers/uploads";

// Accounts you can recover and trust: signing out ends what it says, and nothing outlives
// the account it belongs to.

let t: TestDatabase;
let uploads: string;
let mailDir: string;
beforeAll(async () => {
  t = await createTestDatabase();
  uploads = await tempDir("accounts-uploads");
  setStorage(diskStorage(uploads));
  mailDir = await tempDir("accounts-outbox");
  process.env.OUTBOX_DIR = mailDir;
});
afterAll(async () => {
  setStorage(undefined);
  delete process.env.OUTBOX_DIR;
  await t?.drop();
});

/** The mails sent to one address so far. */
const mailTo = async (email: string) => {
  await backgroundIdle();
  return (await outbox(mailDir)).filter((m) => m.to === email);
};

const SAME_ORIGIN = { origin: "http://localhost", host: "localhost" };

/** A write that needs a signed-in owner: deleting the cover picture (200 when the credentials work). */
const deleteCover = (member: Member, credentials: Record<string, string>) =>
  api.deletePicture(
    jsonRequest("/api/user/delete-profile", { userId: member.user.id, imageType: "coverPic" }, credentials),
  );
/** A read that needs a signed-in owner: their own form record. */
const readOwnForm = (member: Member, credentials: Record<string, string>) =>
  api.read(
    "actor",
    member.user.id,
    new Request(`http://localhost/api/actor/${member.user.id}`, { headers: credentials }),
  );

async function signIn(member: Member): Promise<string> {
  const res = await api.login(jsonRequest("/api/user/login", { email: member.user.email, password: member.password }));
  expect(res.status).toBe(200);
  return `Bearer ${(await res.json()).token}`;
}

const logout = (credentials: Record<string, string>, body?: object) =>
  api.logout(
    body
      ? jsonRequest("/api/user/logout", body, credentials)
      : new Request("http://localhost/api/user/logout", { method: "POST", headers: credentials }),
  );

describe("signing out", () => {
  it("ends the bearer token it is sent with, and only that one", async () => {
    const member = await createMember();
    const [first, second] = [await signIn(member), await signIn(member)];
    expect((await logout({ authorization: first })).status).toBe(200);
    expect((await deleteCover(member, { authorization: first })).status).toBe(401);
    expect((await readOwnForm(member, { authorization: first })).status).toBe(401);
    expect((await logout({ authorization: first })).status).toBe(401);
    expect((await deleteCover(member, { authorization: second })).status).toBe(200);
  });

  it("ends the session cookie it is sent with, and tells the browser to drop it", async () => {
    const member = await createMember();
    const res = await logout({ cookie: member.cookie, ...SAME_ORIGIN });
    expect(res.status).toBe(200);
    expect(res.headers.get("set-cookie")).toMatch(/next-auth\.session-token=;.*Max-Age=0/i);
    expect((await deleteCover(member, { cookie: member.cookie, ...SAME_ORIGIN })).status).toBe(401);
    expect((await deleteCover(member, { authorization: member.bearer })).status).toBe(200);
  });

  it("everywhere ends every token and cookie of the member, and no one else's", async () => {
    const member = await createMember();
    const other = await createMember();
    const token = await signIn(member);
    const res = await logout({ authorization: token }, { everywhere: true });
    expect(res.status).toBe(200);
    for (const credentials of [
      { authorization: token } as Record<string, string>,
      { authorization: member.bearer },
      { cookie: member.cookie, ...SAME_ORIGIN },
    ]) {
      expect((await deleteCover(member, credentials)).status).toBe(401);
    }
    expect((await deleteCover(other, { authorization: other.bearer })).status).toBe(200);
  });

  it("answers 401 without credentials and 400 for a body it cannot read", async () => {
    const member = await createMember();
    expect((await logout({})).status).toBe(401);
    expect((await logout({ authorization: member.bearer }, { everywhere: "yes" })).status).toBe(400);
  });
});

describe("a member who no longer exists", () => {
  it("cannot use a token or cookie issued before, and leaves nothing behind", async () => {
    const member = await createMember();
    await db().user.delete({ where: { id: member.user.id } });
    const picture = { profilePic: { name: "me.png", type: "image/png", data: await solidPng(80, 80) } };
    const upload = await api.uploadPicture(
      multipartRequest("/api/user/upload-profile", { userId: member.user.id }, picture, {
        authorization: member.bearer,
      }),
    );
    expect(upload.status).toBe(401);
    expect((await deleteCover(member, { authorization: member.bearer })).status).toBe(401);
    expect((await deleteCover(member, { cookie: member.cookie, ...SAME_ORIGIN })).status).toBe(401);
    expect((await readOwnForm(member, { authorization: member.bearer })).status).toBe(401);
    const folders = await readdir(path.join(uploads, "u")).catch(() => []);
    expect(folders).not.toContain(member.user.id);
  });
});

const post = (route: keyof typeof api, body: object, headers: Record<string, string> = {}) =>
  (api[route] as (request: Request) => Promise<Response>)(jsonRequest(userPath(route), body, headers));

describe("forgetting a password", () => {
  it("answers the same, at once, for a registered email and an unknown one, and mails only the member", async () => {
    const member = await createMember();
    const known = await post("forgotPassword", { email: member.user.email.toUpperCase() });
    const unknown = await post("forgotPassword", { email: "nobody-here@example.test" });
    expect(known.status).toBe(200);
    expect(await known.json()).toEqual(await unknown.json());
    const mails = await mailTo(member.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe("Choose a new Castfolio password");
    expect(mails[0].text).toMatch(/works once, for 30 minutes/);
    expect(await mailTo("nobody-here@example.test")).toEqual([]);
  });

  it("resets with a single-use link: every old session ends, the new password works, and the member is signed in", async () => {
    const member = await createMember();
    const oldToken = await signIn(member);
    await post("forgotPassword", { email: member.user.email });
    const token = linkToken((await mailTo(member.user.email)).at(-1)!, "/reset-password");

    const res = await post("resetPassword", { token, password: "a brand new password" });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.email).toBe(member.user.email);
    expect((await deleteCover(member, { authorization: `Bearer ${body.token}` })).status).toBe(200);
    for (const credentials of [
      { authorization: oldToken },
      { authorization: member.bearer },
      { cookie: member.cookie, ...SAME_ORIGIN },
    ]) {
      expect((await deleteCover(member, credentials as Record<string, string>)).status).toBe(401);
    }
    const login = (password: string) =>
      api.login(jsonRequest("/api/user/login", { email: member.user.email, password }));
    expect((await login(member.password)).status).toBe(401);
    expect((await login("a brand new password")).status).toBe(200);

    const again = await post("resetPassword", { token, password: "yet another password" });
    expect(again.status).toBe(400);
    expect((await again.json()).message).toBe("This link has already been used. Please ask for a new one.");
  });

  it("refuses an expired link, a link replaced by a newer one, and a made-up one, each saying why", async () => {
    const member = await createMember();
    await post("forgotPassword", { email: member.user.email });
    const first = linkToken((await mailTo(member.user.email)).at(-1)!, "/reset-password");
    await post("forgotPassword", { email: member.user.email });
    const second = linkToken((await mailTo(member.user.email)).at(-1)!, "/reset-password");
    expect(
      (await (await post("resetPassword", { token: first, password: "a brand new password" })).json()).message,
    ).toMatch(/already been used/);
    await db().accountToken.updateMany({
      where: { userId: member.user.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const expired = await post("resetPassword", { token: second, password: "a brand new password" });
    expect(expired.status).toBe(400);
    expect((await expired.json()).message).toBe("This link has expired. Please ask for a new one.");
    const invented = await post("resetPassword", { token: "x".repeat(43), password: "a brand new password" });
    expect((await invented.json()).message).toBe("This link is not valid. Please ask for a new one.");
    expect((await post("resetPassword", { token: second, password: "short" })).status).toBe(400);
  });

  it("stores only a hash of each link's token", async () => {
    const member = await createMember();
    await post("forgotPassword", { email: member.user.email });
    const token = linkToken((await mailTo(member.user.email)).at(-1)!, "/reset-password");
    const rows = await db().accountToken.findMany({ where: { userId: member.user.id } });
    expect(JSON.stringify(rows)).not.toContain(token);
  });
});

describe("confirming an email", () => {
  const registration = (email: string) => ({
    name: "Confirm Me",
    gender: "Female",
    category: "Music",
    subcategory: "Chorus",
    phone: "+91 98765 43210",
    email,
    password: "a good password",
  });

  it("mails a link at sign-up; the account is unconfirmed until it is opened", async () => {
    const email = "confirm.me@example.test";
    expect((await api.register(jsonRequest("/api/user/register", registration(email)))).status).toBe(201);
    const user = await db().user.findUniqueOrThrow({ where: { email } });
    expect(user.status).toBe(false);
    const mail = (await mailTo(email)).at(-1)!;
    expect(mail.subject).toBe("Confirm your email for Castfolio");
    const res = await post("verifyEmail", { token: linkToken(mail, "/verify-email") });
    expect(res.status).toBe(200);
    expect((await db().user.findUniqueOrThrow({ where: { email } })).status).toBe(true);
  });

  it("sends another link on request, and says so when the email is already confirmed", async () => {
    const member = await createMember();
    const res = await post("resendConfirmation", {}, { authorization: member.bearer });
    expect((await res.json()).message).toBe(`We have sent a new link to ${member.user.email}.`);
    await post("verifyEmail", { token: linkToken((await mailTo(member.user.email)).at(-1)!, "/verify-email") });
    const again = await post("resendConfirmation", {}, { authorization: member.bearer });
    expect((await again.json()).message).toBe("Your email is already confirmed.");
    expect((await post("resendConfirmation", {})).status).toBe(401);
  });
});

describe("changing the password", () => {
  it("needs the current password, and ends every other session and token", async () => {
    const member = await createMember();
    const other = await signIn(member);
    const wrong = await post(
      "changePassword",
      { currentPassword: "not it", newPassword: "a new good password" },
      { authorization: member.bearer },
    );
    expect(wrong.status).toBe(403);
    expect((await wrong.json()).errors).toHaveProperty("currentPassword");
    const res = await post(
      "changePassword",
      { currentPassword: member.password, newPassword: "a new good password" },
      { authorization: member.bearer },
    );
    expect(res.status).toBe(200);
    expect((await deleteCover(member, { authorization: member.bearer })).status).toBe(200);
    expect((await deleteCover(member, { authorization: other })).status).toBe(401);
    expect((await deleteCover(member, { cookie: member.cookie, ...SAME_ORIGIN })).status).toBe(401);
    expect((await mailTo(member.user.email)).map((m) => m.subject)).toContain("Your Castfolio password was changed");
  });
});

describe("changing the email", () => {
  it("mails a link to the new address and changes nothing until it is opened", async () => {
    const member = await createMember();
    const newEmail = `moved.${member.user.id}@example.test`;
    const res = await post(
      "changeEmail",
      { newEmail, currentPassword: member.password },
      { authorization: member.bearer },
    );
    expect(res.status).toBe(200);
    expect((await db().user.findUniqueOrThrow({ where: { id: member.user.id } })).email).toBe(member.user.email);
    const token = linkToken((await mailTo(newEmail)).at(-1)!, "/verify-email");
    expect((await post("verifyEmail", { token })).status).toBe(200);
    const user = await db().user.findUniqueOrThrow({ where: { id: member.user.id } });
    expect(user).toMatchObject({ email: newEmail, status: true });
    expect((await mailTo(member.user.email)).map((m) => m.subject)).toContain("Your Castfolio email was changed");
    expect(
      (await api.login(jsonRequest("/api/user/login", { email: newEmail, password: member.password }))).status,
    ).toBe(200);
  });

  it("refuses an address someone else uses, and a wrong password", async () => {
    const member = await createMember();
    const other = await createMember();
    const taken = await post(
      "changeEmail",
      { newEmail: other.user.email, currentPassword: member.password },
      { authorization: member.bearer },
    );
    expect(taken.status).toBe(409);
    const wrong = await post(
      "changeEmail",
      { newEmail: "free@example.test", currentPassword: "nope" },
      { authorization: member.bearer },
    );
    expect(wrong.status).toBe(403);
  });
});

/** An artist profile with one gallery photo, saved through the API. */
const saveProfileWithPhoto = async (member: Member) =>
  api.add(
    "actor",
    multipartRequest(
      "/api/actor/add",
      { userId: member.user.id, fullName: "Asha Rao", city: "Hyderabad", height: "165 cm", weight: "54 kg" },
      { image1: { name: "a.jpg", type: "image/jpeg", data: await photo(320, 240) } },
      { authorization: member.bearer },
    ),
  );

describe("a member's own data", () => {
  it("exports as JSON with every stored file and its media id, and nothing secret", async () => {
    const member = await createMember();
    expect((await saveProfileWithPhoto(member)).status).toBe(200);
    const res = await api.exportData(
      new Request("http://localhost/api/user/export", { headers: { authorization: member.bearer } }),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/attachment; filename="castfolio-/);
    const data = await res.json();
    expect(data.account).toMatchObject({ id: member.user.id, email: member.user.email, emailConfirmed: false });
    expect(data.profile).toMatchObject({ fullName: "Asha Rao", city: "Hyderabad" });
    const stored = await db().media.findMany({ where: { userId: member.user.id } });
    expect(data.media.map((m: { id: string }) => m.id).sort()).toEqual(stored.map((m) => m.id).sort());
    const text = JSON.stringify(data);
    for (const secret of ["passwordHash", member.user.passwordHash, member.bearer.slice(7)])
      expect(text).not.toContain(secret);
    expect((await api.exportData(new Request("http://localhost/api/user/export"))).status).toBe(401);
  });

  it("is deleted whole with the account: rows, sessions and every stored file", async () => {
    const member = await createMember();
    await saveProfileWithPhoto(member);
    expect((await post("deleteAccount", { currentPassword: "wrong" }, { authorization: member.bearer })).status).toBe(
      403,
    );
    const res = await post("deleteAccount", { currentPassword: member.password }, { authorization: member.bearer });
    expect(res.status).toBe(200);
    expect(await db().user.findUnique({ where: { id: member.user.id } })).toBeNull();
    expect(await db().media.count({ where: { userId: member.user.id } })).toBe(0);
    expect(await db().session.count({ where: { userId: member.user.id } })).toBe(0);
    // The photo's variants job, if it was still at work, finds the account gone and removes what it wrote.
    await backgroundIdle();
    const files = await readdir(path.join(uploads, "u", member.user.id), {
      recursive: true,
      withFileTypes: true,
    }).catch(() => []);
    expect(files.filter((f) => f.isFile())).toEqual([]);
    expect((await deleteCover(member, { authorization: member.bearer })).status).toBe(401);
  });
});
