import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as health } from "@/app/api/health/route";
import { GET as ready } from "@/app/api/ready/route";
import { openDatabase, setDatabase, type Database } from "@/lib/server/db";
import { closeRedis } from "@/lib/server/redis";
import { createTestDatabase, type TestDatabase } from "../helpers/database";
import { tempDir } from "../helpers/files";
import { OwnRedis } from "../helpers/redis-server";

// Liveness and readiness as a load balancer sees them: ready names whatever is down.

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  process.env.UPLOAD_DIR = await tempDir("ready-uploads");
});
afterAll(async () => {
  delete process.env.UPLOAD_DIR;
  await t?.drop();
});

const readiness = async () => {
  const response = await ready();
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

describe("GET /api/health and /api/ready", () => {
  it("answer 200 when the database and storage answer, with Redis off when it is not configured", async () => {
    expect(health().status).toBe(200);
    expect(await readiness()).toEqual({
      status: 200,
      body: { ready: true, draining: false, db: "ok", redis: "off", storage: "ok" },
    });
  });

  it("answer 503 naming Redis while it is down, and 200 once it is back", async () => {
    const redis = await OwnRedis.start();
    process.env.REDIS_URL = redis.url;
    try {
      await expect.poll(async () => (await readiness()).body.redis, { timeout: 5000 }).toBe("ok");
      await redis.kill();
      const down = await readiness();
      expect(down).toMatchObject({ status: 503, body: { ready: false, redis: "down", db: "ok" } });
      await redis.resume();
      await expect.poll(async () => (await readiness()).status, { timeout: 10_000, interval: 200 }).toBe(200);
    } finally {
      await closeRedis();
      delete process.env.REDIS_URL;
      await redis.kill();
    }
  });

  it("answer 503 naming the database or storage when either is gone", async () => {
    const closed: Database = openDatabase({});
    await closed.close();
    setDatabase(closed);
    try {
      expect(await readiness()).toMatchObject({ status: 503, body: { db: "down", storage: "ok" } });
    } finally {
      setDatabase(t.db);
    }
    process.env.UPLOAD_DIR = "/proc/castfolio-no-such-folder";
    expect(await readiness()).toMatchObject({ status: 503, body: { db: "ok", storage: "down" } });
  });
});
