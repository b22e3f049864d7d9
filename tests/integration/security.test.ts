import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { MAX_JSON_BYTES } from "@/lib/http";
import { api, memberState, type Member } from "../helpers/api";
import { createMember, jsonRequest } from "../helpers/auth";
import { createTestDatabase, type TestDatabase } from "../helpers/database";

// Request-level defences of the API that the access matrix and the fuzz pass do not show on their own.

let t: TestDatabase;
let owner: Member;
beforeAll(async () => {
  t = await createTestDatabase();
  owner = await createMember();
});
afterAll(async () => t?.drop());

const deletePicture = (member: Member, headers: Record<string, string>) =>
  api.deletePicture(
    jsonRequest("/api/user/delete-profile", { userId: member.user.id, imageType: "coverPic" }, headers),
  );

describe("JSON bodies are capped", () => {
  const big = JSON.stringify({ name: "x".repeat(MAX_JSON_BYTES) });

  it("refuses a body over the cap with 413, by its declared length and by what actually arrives", async () => {
    for (const route of ["login", "register"] as const) {
      expect((await api[route](jsonRequest(`/api/user/${route}`, big))).status).toBe(413);
      // Chunked: no Content-Length to trust, so the bytes are counted as they arrive.
      const chunks = [big.slice(0, 40_000), big.slice(40_000)];
      const body = new ReadableStream({
        pull: (c) => (chunks.length ? c.enqueue(new TextEncoder().encode(chunks.shift())) : c.close()),
      });
      const streamed = new Request(`http://localhost/api/user/${route}`, {
        method: "POST",
        body,
        headers: { "content-type": "application/json" },
        duplex: "half",
      } as RequestInit);
      expect(streamed.headers.get("content-length")).toBeNull();
      expect((await api[route](streamed)).status).toBe(413);
    }
  });
});

describe("the session cookie", () => {
  const savedUrl = process.env.NEXTAUTH_URL;
  afterEach(() => {
    if (savedUrl === undefined) delete process.env.NEXTAUTH_URL;
    else process.env.NEXTAUTH_URL = savedUrl;
  });

  it("still works when the browser also holds a cookie that is not URI-encoded", async () => {
    const res = await deletePicture(owner, {
      cookie: `theme=%%%; tracker=%E0%A4%A; ${owner.cookie}`,
      origin: "http://localhost",
      host: "localhost",
    });
    expect(res.status).toBe(200);
  });

  it("is read under its __Secure- name behind an https proxy, as next-auth sets it there", async () => {
    const secure = owner.cookie.replace("next-auth.session-token", "__Secure-next-auth.session-token");
    const https = { "x-forwarded-proto": "https", origin: "https://localhost", host: "localhost" };
    expect((await deletePicture(owner, { ...https, cookie: secure })).status).toBe(200);
    // Over plain http next-auth never sets the __Secure- cookie, and over https never the plain one.
    expect(
      (
        await deletePicture(owner, {
          "x-forwarded-proto": "http",
          origin: "http://localhost",
          host: "localhost",
          cookie: secure,
        })
      ).status,
    ).toBe(401);
    expect((await deletePicture(owner, { ...https, cookie: owner.cookie })).status).toBe(401);
  });

  it("follows NEXTAUTH_URL when it is set", async () => {
    process.env.NEXTAUTH_URL = "https://castfolio.example";
    const secure = owner.cookie.replace("next-auth.session-token", "__Secure-next-auth.session-token");
    const headers = { origin: "http://localhost", host: "localhost", "x-forwarded-proto": "http" };
    expect((await deletePicture(owner, { ...headers, cookie: secure })).status).toBe(200);
    expect((await deletePicture(owner, { ...headers, cookie: owner.cookie })).status).toBe(401);
  });
});

describe("cross-site writes", () => {
  it("refuses the owner's cookie from another origin, a null origin, or another port, and changes nothing", async () => {
    const before = await memberState(owner.user.id);
    for (const origin of ["https://evil.example", "null", "http://localhost:8080", "http://localhost.evil.example"]) {
      expect((await deletePicture(owner, { cookie: owner.cookie, origin, host: "localhost" })).status, origin).toBe(
        403,
      );
    }
    expect(await memberState(owner.user.id)).toEqual(before);
  });

  it("accepts a bearer token from any origin: a token is never sent by a browser on its own", async () => {
    expect((await deletePicture(owner, { authorization: owner.bearer, origin: "https://app.example" })).status).toBe(
      200,
    );
  });
});
