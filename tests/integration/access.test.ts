import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as deleteProfile } from "@/app/api/user/delete-profile/route";
import { db } from "@/lib/db";
import { createMember, jsonRequest } from "../helpers/auth";
import { createTestDatabase, type TestDatabase } from "../helpers/database";

// The access matrix: every write route x anonymous / another member / the owner (bearer token and
// session cookie). Only the owner changes anything.

type Member = Awaited<ReturnType<typeof createMember>>;

interface WriteRoute {
  name: string;
  call(owner: Member, headers: Record<string, string>): Promise<Response>;
  /** A fingerprint of what the route would change. */
  state(owner: Member): Promise<unknown>;
}

const WRITE_ROUTES: WriteRoute[] = [
  {
    name: "POST /api/user/delete-profile",
    call: (owner, headers) => deleteProfile(jsonRequest("/api/user/delete-profile", { userId: owner.user.id, imageType: "profilePic" }, headers)),
    state: async (owner) => (await db().user.findUniqueOrThrow({ where: { id: owner.user.id } })).profilePic,
  },
];

let t: TestDatabase;
let owner: Member;
let other: Member;
beforeAll(async () => {
  t = await createTestDatabase();
  owner = await createMember();
  other = await createMember();
});
afterAll(async () => t?.drop());

async function freshOwner(): Promise<Member> {
  const member = await createMember();
  await db().user.update({ where: { id: member.user.id }, data: { profilePic: "u/example/picture.jpg" } });
  return member;
}

describe.each(WRITE_ROUTES)("$name", (routeUnderTest) => {
  it("answers 401 without credentials and changes nothing", async () => {
    const target = await freshOwner();
    const before = await routeUnderTest.state(target);
    expect((await routeUnderTest.call(target, {})).status).toBe(401);
    expect(await routeUnderTest.state(target)).toEqual(before);
  });

  it("answers 401 to a forged or malformed token and changes nothing", async () => {
    const target = await freshOwner();
    const before = await routeUnderTest.state(target);
    const forged = target.bearer.slice(0, -4) + "AAAA";
    expect((await routeUnderTest.call(target, { authorization: forged })).status).toBe(401);
    expect((await routeUnderTest.call(target, { authorization: "Basic abc" })).status).toBe(401);
    expect(await routeUnderTest.state(target)).toEqual(before);
  });

  it("answers 403 to another member (token or cookie) and changes nothing", async () => {
    const target = await freshOwner();
    const before = await routeUnderTest.state(target);
    expect((await routeUnderTest.call(target, { authorization: other.bearer })).status).toBe(403);
    expect((await routeUnderTest.call(target, { cookie: other.cookie })).status).toBe(403);
    expect(await routeUnderTest.state(target)).toEqual(before);
  });

  it("refuses a cross-site request carrying the owner's cookie", async () => {
    const target = await freshOwner();
    const before = await routeUnderTest.state(target);
    const res = await routeUnderTest.call(target, { cookie: target.cookie, origin: "https://evil.example", host: "localhost" });
    expect(res.status).toBe(403);
    expect(await routeUnderTest.state(target)).toEqual(before);
  });

  it("lets the owner write with a bearer token and with the session cookie", async () => {
    for (const headers of [(m: Member) => ({ authorization: m.bearer }), (m: Member) => ({ cookie: m.cookie, origin: "http://localhost", host: "localhost" })]) {
      const target = await freshOwner();
      const before = await routeUnderTest.state(target);
      const res = await routeUnderTest.call(target, headers(target));
      expect(res.status).toBe(200);
      expect(await routeUnderTest.state(target)).not.toEqual(before);
    }
  });
});

describe("POST /api/user/delete-profile", () => {
  it("resets the picture and answers the spec's message", async () => {
    const res = await deleteProfile(jsonRequest("/api/user/delete-profile", { userId: owner.user.id, imageType: "coverPic" }, { authorization: owner.bearer }));
    expect(await res.json()).toEqual({ success: true, message: "Cover picture deleted!" });
  });

  it("answers 400 naming imageType when it is neither picture", async () => {
    const res = await deleteProfile(jsonRequest("/api/user/delete-profile", { userId: owner.user.id, imageType: "portfolio" }, { authorization: owner.bearer }));
    expect(res.status).toBe(400);
    expect((await res.json()).errors.imageType).toMatch(/profilePic or coverPic/);
  });
});
