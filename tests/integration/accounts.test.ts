import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as loginRoute } from "@/app/api/user/login/route";
import { POST as registerRoute } from "@/app/api/user/register/route";
import { GET as userRoute } from "@/app/api/user/[id]/route";
import { verifyApiToken } from "@/lib/auth/token";
import { db } from "@/lib/server/db";
import { createMember, jsonRequest } from "../helpers/auth";
import { createTestDatabase, type TestDatabase } from "../helpers/database";

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => t?.drop());

const newcomer = (email: string) => ({
  name: "Kavya Menon",
  gender: "Female",
  category: "Writers & Directors",
  subcategory: "Screenplay Writers",
  phone: "+91 98480 22338",
  email,
  password: "a long enough password",
  status: false,
});

const params = (id: string) => ({ params: Promise.resolve({ id }) });

describe("POST /api/user/register", () => {
  it("creates a member with a hashed password, status false and no rate, ignoring fields a client may not set", async () => {
    const res = await registerRoute(
      jsonRequest("/api/user/register", {
        ...newcomer("Kavya@Example.test"),
        rate: true,
        status: true,
        id: "chosen-id",
      }),
    );
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject({ success: true, message: "User registered successfully" });
    const user = await db().user.findUniqueOrThrow({
      where: { email: "kavya@example.test" },
      omit: { passwordHash: false },
    });
    expect(user.id).not.toBe("chosen-id");
    expect(user).toMatchObject({
      status: false,
      rate: false,
      category: "Writers & Directors",
      subcategory: "Screenplay Writers",
    });
    expect(user.passwordHash).toMatch(/^\$2[aby]\$10\$/);
    expect(JSON.stringify(body)).not.toContain(user.passwordHash);
  });

  it("refuses an email that is already registered, whatever its case, and writes nothing", async () => {
    const before = await db().user.count();
    const res = await registerRoute(jsonRequest("/api/user/register", newcomer("KAVYA@example.test")));
    expect(res.status).toBe(409);
    expect((await res.json()).message).toMatch(/already registered/);
    expect(await db().user.count()).toBe(before);
  });

  it.each([
    ["email", { email: undefined }, /Email is required/],
    ["email", { email: "not-an-email" }, /valid email/],
    ["password", { password: "short" }, /at least 8/],
    ["password", { password: "x".repeat(65) }, /at most 64/],
    ["password", { password: "é".repeat(40) }, /too long/],
    ["subcategory", { subcategory: "Beach" }, /subcategory of the chosen category/],
    ["category", { category: "Producers" }, /Choose a category/],
    ["gender", { gender: "Unknown" }, /Male, Female or Other/],
    ["gender", { gender: undefined }, /Male, Female or Other/],
    ["gender", { gender: "" }, /Male, Female or Other/],
    ["phone", { phone: "call me" }, /valid phone/],
    ["name", { name: "   " }, /Name is required/],
  ])("answers 400 naming %s when it is wrong, and writes nothing", async (field, change, message) => {
    const before = await db().user.count();
    const res = await registerRoute(
      jsonRequest("/api/user/register", { ...newcomer(`x${Math.random()}@example.test`), ...change }),
    );
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.success).toBe(false);
    expect(body.errors[field]).toMatch(message);
    expect(body.message).toContain(field);
    expect(await db().user.count()).toBe(before);
  });

  it("asks a location or a camera unit for no gender, and stores none for them", async () => {
    for (const [category, subcategory, gender] of [
      ["Locations", "Beach", undefined],
      ["Camera Unit", "Alexa", "Male"],
    ] as const) {
      const email = `${subcategory.replace(/\W/g, "").toLowerCase()}@example.test`;
      const res = await registerRoute(
        jsonRequest("/api/user/register", { ...newcomer(email), category, subcategory, gender }),
      );
      expect(res.status, await res.clone().text()).toBe(201);
      expect((await db().user.findUniqueOrThrow({ where: { email } })).gender).toBe("");
    }
  });

  it("answers 400 or 415, never 500, to a body that is not JSON", async () => {
    expect((await registerRoute(jsonRequest("/api/user/register", "{not json"))).status).toBe(400);
    const form = new Request("http://localhost/api/user/register", {
      method: "POST",
      body: "name=x",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect((await registerRoute(form)).status).toBe(415);
  });
});

describe("POST /api/user/login", () => {
  it("answers a signed, expiring token carrying the member's identity", async () => {
    const member = await createMember({ category: "Music", subcategory: "Chorus", gender: "Male" });
    const res = await loginRoute(
      jsonRequest("/api/user/login", { email: member.user.email.toUpperCase(), password: member.password }),
    );
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.success).toBe(true);
    const claims = decodeJwt(body.token);
    expect(claims).toMatchObject({
      id: member.user.id,
      name: member.user.name,
      email: member.user.email,
      category: "Music",
      subcategory: "Chorus",
      gender: "Male",
    });
    expect(claims.exp! - claims.iat!).toBe(7 * 24 * 3600);
    expect(await verifyApiToken(body.token)).toMatchObject({ userId: member.user.id, sessionId: claims.sid });
    expect(await verifyApiToken(body.token.slice(0, -2) + "xx")).toBeNull();
  });

  it("gives the same answer for an unknown email and a wrong password", async () => {
    const member = await createMember();
    const wrong = await loginRoute(
      jsonRequest("/api/user/login", { email: member.user.email, password: "not the password" }),
    );
    const unknown = await loginRoute(
      jsonRequest("/api/user/login", { email: "nobody@example.test", password: "not the password" }),
    );
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual(await unknown.json());
  });

  it("requires an email in email format and a password", async () => {
    const res = await loginRoute(jsonRequest("/api/user/login", { email: "nope", password: "" }));
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(Object.keys(body.errors).sort()).toEqual(["email", "password"]);
  });

  it("ends a brute-force run with 429 and Retry-After, even for the right password", async () => {
    const member = await createMember();
    const from = { "x-castfolio-client-ip": "192.0.2.77" };
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await loginRoute(jsonRequest("/api/user/login", { email: member.user.email, password: `guess ${i}` }, from)))
          .status,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const locked = await loginRoute(
      jsonRequest("/api/user/login", { email: member.user.email, password: member.password }, from),
    );
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await locked.json()).message).toMatch(/Too many attempts/);
  });

  it("limits attempts per address across accounts", async () => {
    const from = { "x-castfolio-client-ip": "192.0.2.78" };
    let last = 0;
    for (let i = 0; i < 31; i++) {
      last = (
        await loginRoute(
          jsonRequest("/api/user/login", { email: `someone${i}@example.test`, password: "whatever1" }, from),
        )
      ).status;
    }
    expect(last).toBe(429);
  });
});

describe("GET /api/user/{id}", () => {
  it("answers the member without secrets", async () => {
    const member = await createMember({ category: "Locations", subcategory: "Beach" });
    const res = await userRoute(new Request(`http://localhost/api/user/${member.user.id}`), params(member.user.id));
    expect(res.status).toBe(200);
    const { user } = await res.json();
    expect(user).toMatchObject({
      _id: member.user.id,
      name: member.user.name,
      category: "Locations",
      subcategory: "Beach",
      profilePic: null,
    });
    const text = JSON.stringify(user);
    for (const secret of [member.user.email, member.user.phone, member.user.passwordHash, "passwordHash", "status"])
      expect(text).not.toContain(secret);
  });

  it("answers 404 for an unknown id", async () => {
    const res = await userRoute(new Request("http://localhost/api/user/nope"), params("nope"));
    expect(res.status).toBe(404);
    expect((await res.json()).success).toBe(false);
  });
});
