import { readdir } from "node:fs/promises";
import path from "node:path";
import { backgroundIdle } from "@/lib/server/background";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/server/db";
import { pictureWorkload } from "@/lib/media/images";
import { diskStorage, setStorage } from "@/lib/storage";
import { FREE_FAILURES_PER_ACCOUNT } from "@/lib/server/rate-limits";
import { api, type Member } from "../helpers/api";
import { createMember, jsonRequest } from "../helpers/auth";
import { createTestDatabase, type TestDatabase } from "../helpers/database";
import { tempDir } from "../helpers/files";
import { solidPng } from "../helpers/media";
import { multipartRequest, photo } from "../helpers/uploads";

// Throttling that cannot be turned against users. The client address is what lib/process/request-pipeline.ts
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

describe("picture uploads", () => {
  let files: string;
  beforeAll(async () => {
    files = await tempDir("fair-uploads");
    setStorage(diskStorage(files));
    process.env.UPLOAD_TMP_DIR = await tempDir("fair-tmp");
  });
  afterAll(() => {
    setStorage(undefined);
    delete process.env.UPLOAD_TMP_DIR;
    delete process.env.IMAGE_CONCURRENCY;
    delete process.env.IMAGE_QUEUE_MAX;
  });

  const ARTIST = { category: "Artists", subcategory: "Heroine", gender: "Female" };
  const images = (count: number, data: Buffer) =>
    Object.fromEntries(
      Array.from({ length: count }, (_, i) => [`image${i + 1}`, { name: `p${i}.jpg`, type: "image/jpeg", data }]),
    );
  const saveImages = (member: Member, count: number, data: Buffer, signal?: AbortSignal) => {
    const request = multipartRequest("/api/actor/add", { userId: member.user.id }, images(count, data), {
      authorization: member.bearer,
    });
    return api.add("actor", signal ? new Request(request, { signal }) : request);
  };

  it("do not make one member wait behind another member's burst", async () => {
    process.env.IMAGE_CONCURRENCY = "1";
    const [busy, other] = [await createMember(ARTIST), await createMember(ARTIST)];
    const big = await photo(1400, 1000);
    const finished: string[] = [];
    const burst = [1, 2, 3].map((n) =>
      saveImages(busy, 8, big).then((res) => {
        finished.push(`burst ${n}`);
        return res.status;
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const small = saveImages(other, 1, await photo(300, 200)).then((res) => {
      finished.push("other");
      return res.status;
    });
    expect(await Promise.all([...burst, small])).toEqual([200, 200, 200, 200]);
    expect(finished.indexOf("other")).toBeLessThan(finished.length - 1);
    expect(finished.slice(0, 2)).toContain("other");
  });

  it("are refused at once with 503 and Retry-After when the queue is full, and nothing is stored", async () => {
    await backgroundIdle(); // the variants of earlier tests' pictures, which would hold the one slot
    process.env.IMAGE_CONCURRENCY = "1";
    process.env.IMAGE_QUEUE_MAX = "3";
    const [busy, late] = [await createMember(ARTIST), await createMember(ARTIST)];
    const burst = saveImages(busy, 4, await photo(1400, 1000));
    while (pictureWorkload().waiting < 3) await new Promise((resolve) => setTimeout(resolve, 5));
    const refused = await saveImages(late, 1, await photo(300, 200));
    expect(refused.status).toBe(503);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await refused.json()).message).toMatch(/^Too many pictures are being processed right now/);
    expect(await db().media.count({ where: { userId: late.user.id } })).toBe(0);
    expect((await burst).status).toBe(200);
    delete process.env.IMAGE_QUEUE_MAX;
  });

  it("drop the pictures still waiting when the request goes away", async () => {
    process.env.IMAGE_CONCURRENCY = "1";
    const member = await createMember(ARTIST);
    const abort = new AbortController();
    const saving = saveImages(member, 10, await photo(1400, 1000), abort.signal);
    await new Promise((resolve) => setTimeout(resolve, 400));
    abort.abort();
    const res = await saving.catch(() => undefined);
    expect(res?.status ?? 499).not.toBe(200);
    expect(await db().media.count({ where: { userId: member.user.id } })).toBe(0);
    const leftovers = await readdir(path.join(files, "u", member.user.id)).catch(() => []);
    expect(leftovers).toEqual([]);
  });

  it("are limited to 30 saves with files in 10 minutes per member", async () => {
    delete process.env.IMAGE_CONCURRENCY;
    const member = await createMember(ARTIST);
    const tiny = await solidPng(40, 40);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await api.uploadPicture(
        multipartRequest(
          "/api/user/upload-profile",
          { userId: member.user.id },
          { profilePic: { name: "p.png", type: "image/png", data: tiny } },
          { authorization: member.bearer },
        ),
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
