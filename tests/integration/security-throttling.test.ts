import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FREE_FAILURES_PER_ACCOUNT } from "@/lib/rate-limits";
import { api, type Member } from "../helpers/api";
import { createMember, jsonRequest } from "../helpers/auth";
import { createTestDatabase, type TestDatabase } from "../helpers/database";

// Throttling that cannot be turned against users (issue 15). The client address is what the request hook
// records (tests/e2e/security-throttling.spec.ts shows it cannot be forged); here each request names it.

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => t?.drop());

let addresses = 0;
const newAddress = () => `198.18.${Math.floor(++addresses / 250)}.${addresses % 250}`;

const signIn = (member: Member, password: string, ip: string) =>
  api.login(jsonRequest("/api/user/login", { email: member.user.email, password }, { "x-castfolio-client-ip": ip }));

describe("guessing at one account", () => {
  it("from many addresses cannot lock its owner out of the address they sign in from", async () => {
    const owner = await createMember();
    const home = "192.0.2.10";
    expect((await signIn(owner, owner.password, home)).status).toBe(200);
    for (let round = 0; round < 8; round++) {
      const attacker = newAddress();
      for (let guess = 0; guess < 5; guess++) await signIn(owner, `guess ${round}.${guess}`, attacker);
    }
    expect((await signIn(owner, owner.password, home)).status).toBe(200);
  });

  it("from many addresses is slowed by a delay that grows with each failure, and is never a lock", async () => {
    const owner = await createMember();
    for (let i = 0; i < FREE_FAILURES_PER_ACCOUNT; i++) {
      expect((await signIn(owner, `guess ${i}`, newAddress())).status).toBe(401);
    }
    expect((await signIn(owner, "one guess too many", newAddress())).status).toBe(401);

    const waited = await signIn(owner, "guess again at once", newAddress());
    expect(waited.status).toBe(429);
    expect(Number(waited.headers.get("retry-after"))).toBe(1);
    expect((await waited.json()).message).toMatch(/^Too many failed sign-ins for this account/);

    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await signIn(owner, "after the wait", newAddress())).status).toBe(401);
    const longer = await signIn(owner, "and again at once", newAddress());
    expect(longer.status).toBe(429);
    expect(Number(longer.headers.get("retry-after"))).toBe(2);

    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect((await signIn(owner, owner.password, newAddress())).status).toBe(200);
  });

  it("from one address is refused after five failures, even with the right password", async () => {
    const owner = await createMember();
    const attacker = newAddress();
    for (let i = 0; i < 5; i++) await signIn(owner, `guess ${i}`, attacker);
    const res = await signIn(owner, owner.password, attacker);
    expect(res.status).toBe(429);
    expect((await signIn(owner, owner.password, newAddress())).status).toBe(200);
  });
});
