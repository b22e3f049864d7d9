import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { AppError } from "@/lib/errors";
import { refusal as refusalWords } from "@/lib/i18n/refusals";
import { rateLimits as instanceA } from "@/lib/server/rate-limits";
import { closeRedis } from "@/lib/server/redis";
import { api } from "../helpers/api";
import { createMember, jsonRequest } from "../helpers/auth";
import { createTestDatabase, type TestDatabase } from "../helpers/database";
import { OwnRedis } from "../helpers/redis-server";

// Rate limits on Redis (REDIS_URL): two app instances (two module graphs, each with its own connection)
// count together; with Redis killed mid-run, sign-in is refused with a 503 and messages go on; when it
// returns, limits work again. The redis-server is the test's own, so killing it harms nothing else.

let t: TestDatabase;
let server: OwnRedis;
let instanceB: typeof instanceA;
let closeB: () => Promise<void>;

beforeAll(async () => {
  server = await OwnRedis.start();
  process.env.REDIS_URL = server.url;
  t = await createTestDatabase();
  vi.resetModules();
  instanceB = (await import("@/lib/server/rate-limits")).rateLimits;
  closeB = (await import("@/lib/server/redis")).closeRedis;
});
afterAll(async () => {
  await closeRedis();
  await closeB?.();
  delete process.env.REDIS_URL;
  await server?.kill();
  await t?.drop();
});

const unknownAddress = () => Promise.resolve(false);

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    // Instance B has its own copy of AppError: recognised by name.
    (error: unknown) => {
      if ((error as Error).name === "AppError") return error as AppError;
      throw error;
    },
  );

describe("rate limits on Redis", () => {
  it("hold across instances: failures counted through A refuse the same guesses through B", async () => {
    const email = `shared.${Date.now()}@example.test`;
    for (let i = 0; i < 5; i++) await (i % 2 ? instanceA : instanceB).signInFailed("198.51.100.7", email);
    const refused = await refusal(instanceB.beforeSignIn("198.51.100.7", email, unknownAddress));
    expect(refused?.kind).toBe("rate-limited");
    expect(await refusal(instanceA.beforeSignIn("198.51.100.7", email, unknownAddress))).toMatchObject({
      kind: "rate-limited",
    });
    // Another address is not affected.
    expect(await refusal(instanceA.beforeSignIn("198.51.100.8", email, unknownAddress))).toBeUndefined();

    const member = `member-${Date.now()}`;
    for (let i = 0; i < 10; i++) await (i % 2 ? instanceA : instanceB).beforeMessage(member);
    expect((await refusal(instanceA.beforeMessage(member)))?.kind).toBe("rate-limited");
  });

  it("refuse sign-in with a 503 and let messages through while Redis is down, and recover when it returns", async () => {
    const member = await createMember();
    const login = () =>
      api.login(jsonRequest("/api/user/login", { email: member.user.email, password: member.password }));
    expect((await login()).status).toBe(200);

    await server.kill();
    const down = await login();
    expect(down.status).toBe(503);
    expect((await down.json()).message).toBe(refusalWords("signInUnavailable").english);
    expect(down.headers.get("retry-after")).toBe("5");
    expect(await refusal(instanceA.beforeMessage(member.user.id))).toBeUndefined();
    expect(await refusal(instanceA.beforeUpload(member.user.id))).toBeUndefined();
    expect((await refusal(instanceB.beforeSignUp("203.0.113.4")))?.kind).toBe("unavailable");

    await server.resume();
    await expect.poll(async () => (await login()).status, { timeout: 10_000, interval: 200 }).toBe(200);
  });
});
