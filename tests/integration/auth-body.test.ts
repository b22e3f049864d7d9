import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { POST as authPost } from "@/app/api/auth/[...nextauth]/route";
import { createTestDatabase, type TestDatabase } from "../helpers/database";

// next-auth's routes take only bodies they can read: malformed JSON, bytes that are not UTF-8, nested or
// NUL-holding fields answer 400 naming what is wrong (they answered 500). A real sign-in through the checked
// body is what every end-to-end test does first (tests/e2e/helpers/session.ts), against the production build.

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => t?.drop());

const ORIGIN = "http://localhost:3000";
const context = (nextauth: string[]) => ({ params: Promise.resolve({ nextauth }) });

const post = (path: string[], body: BodyInit, type: string) =>
  authPost(
    new NextRequest(`${ORIGIN}/api/auth/${path.join("/")}`, {
      method: "POST",
      body,
      headers: { "content-type": type, origin: ORIGIN },
    }),
    context(path),
  );

describe("next-auth's sign-in callback", () => {
  it.each([
    ["a NUL in a JSON field", JSON.stringify({ email: "a\u0000@b.c", password: "x" }), "application/json", "NUL"],
    ["a NUL in a form field", "email=a%00%40b.c&password=x", "application/x-www-form-urlencoded", "NUL"],
    [
      "bytes that are not UTF-8",
      Buffer.from([0x65, 0x3d, 0xff, 0xfe, 0x80]),
      "application/x-www-form-urlencoded",
      "UTF-8",
    ],
    ["5,000 nested brackets", `${"[".repeat(5000)}${"]".repeat(5000)}`, "application/json", "JSON object"],
    ["a nested field", JSON.stringify({ email: { $ne: "" }, password: "x" }), "application/json", "must be text"],
    ["JSON cut short", '{"email": "a@b.c", ', "application/json", "not valid JSON"],
  ])("answers %s with a 400 that says so", async (_what, body, type, says) => {
    const res = await post(["callback", "credentials"], body as BodyInit, type);
    expect(res.status).toBe(400);
    const answer = (await res.json()) as { success: boolean; code: string; message: string };
    expect(answer).toMatchObject({ success: false, code: "invalid_input" });
    expect(answer.message).toContain(says);
  });

  it("answers a body over the limit with a 413", async () => {
    const res = await post(
      ["callback", "credentials"],
      `email=${"a".repeat(70_000)}`,
      "application/x-www-form-urlencoded",
    );
    expect(res.status).toBe(413);
  });
});
