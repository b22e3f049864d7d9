import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, memberState, type Member } from "../helpers/api";
import { createMember, jsonRequest } from "../helpers/auth";
import { createTestDatabase, type TestDatabase } from "../helpers/database";

// Writes that cannot corrupt (issue 15): a write carrying the session cookie must show that it comes
// from our own pages, and a JSON endpoint takes JSON only.

let t: TestDatabase;
let owner: Member;
beforeAll(async () => {
  t = await createTestDatabase();
  owner = await createMember();
});
afterAll(async () => t?.drop());

const deleteCover = (
  headers: Record<string, string>,
  body: string | object = { userId: owner.user.id, imageType: "coverPic" },
) => api.deletePicture(jsonRequest("/api/user/delete-profile", body, headers));

describe("cross-site request forgery", () => {
  it("refuses a cookie write that shows no origin at all, and changes nothing", async () => {
    const before = await memberState(owner.user.id);
    expect((await deleteCover({ cookie: owner.cookie, host: "localhost" })).status).toBe(403);
    expect((await deleteCover({ cookie: owner.cookie, "sec-fetch-site": "same-site" })).status).toBe(403);
    expect((await deleteCover({ cookie: owner.cookie, "sec-fetch-site": "cross-site" })).status).toBe(403);
    expect(await memberState(owner.user.id)).toEqual(before);
  });

  it("takes a cookie write that comes from our own origin, or that the browser marks same-origin", async () => {
    expect((await deleteCover({ cookie: owner.cookie, origin: "http://localhost", host: "localhost" })).status).toBe(
      200,
    );
    expect((await deleteCover({ cookie: owner.cookie, "sec-fetch-site": "same-origin" })).status).toBe(200);
  });

  it("compares the whole origin: scheme, host and port", async () => {
    for (const origin of ["https://localhost", "http://localhost:8443", "http://evil.localhost"]) {
      expect((await deleteCover({ cookie: owner.cookie, origin, host: "localhost" })).status, origin).toBe(403);
    }
  });

  it("leaves bearer tokens alone: a browser never sends one by itself", async () => {
    expect((await deleteCover({ authorization: owner.bearer })).status).toBe(200);
  });
});

describe("JSON endpoints", () => {
  it("take application/json only, not a form's text/plain dressed up with a parameter", async () => {
    const body = JSON.stringify({ userId: owner.user.id, imageType: "coverPic" });
    for (const type of [
      "text/plain;charset=application/json",
      "text/plain",
      "application/x-www-form-urlencoded",
      "application/jsonp",
    ]) {
      const res = await deleteCover({ authorization: owner.bearer, "content-type": type }, body);
      expect(res.status, type).toBe(415);
    }
    const login = await api.login(
      jsonRequest(
        "/api/user/login",
        { email: owner.user.email, password: owner.password },
        { "content-type": "text/plain;charset=application/json" },
      ),
    );
    expect(login.status).toBe(415);
    expect(
      (await deleteCover({ authorization: owner.bearer, "content-type": "application/json; charset=utf-8" }, body))
        .status,
    ).toBe(200);
  });
});
