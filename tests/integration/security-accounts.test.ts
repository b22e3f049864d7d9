import { readdir } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { diskStorage, setStorage } from "@/lib/media/storage";
import { api, type Member } from "../helpers/api";
import { createMember, jsonRequest } from "../helpers/auth";
import { createTestDatabase, type TestDatabase } from "../helpers/database";
import { tempDir } from "../helpers/files";
import { multipartRequest } from "../helpers/uploads";
import { solidPng } from "../helpers/media";

// Accounts you can recover and trust (issue 15): signing out ends what it says, and nothing outlives
// the account it belongs to.

let t: TestDatabase;
let uploads: string;
beforeAll(async () => {
  t = await createTestDatabase();
  uploads = await tempDir("accounts-uploads");
  setStorage(diskStorage(uploads));
});
afterAll(async () => {
  setStorage(undefined);
  await t?.drop();
});

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
