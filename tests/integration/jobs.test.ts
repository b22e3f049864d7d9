import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backgroundIdle } from "@/lib/server/background";
import { config } from "@/lib/server/config";
import { localJobStats } from "@/lib/jobs/local-queue";
import { defineJob, enqueue, enqueueMany, enqueueOncePer, repeat, startWorker, stopJobs } from "@/lib/jobs/queue";
import { closeAllRedis } from "@/lib/server/redis";
import { OwnRedis } from "../helpers/redis-server";

// The job queue: without Redis, jobs run in this process after the request; with Redis (BullMQ, on a
// redis-server of the test's own), a worker runs them. Either way a failing job is tried again, a job
// with an id is queued once, and a job queued while Redis is down runs here instead of being lost.

const runs: Record<string, number> = {};
let failFirst = 0;
defineJob("count", ({ key }: { key: string }) => {
  if (failFirst > 0) {
    failFirst--;
    return Promise.reject(new Error("not yet"));
  }
  runs[key] = (runs[key] ?? 0) + 1;
  return Promise.resolve();
});

defineJob("count-burst", () => {
  runs.burst = (runs.burst ?? 0) + 1;
  return Promise.resolve();
});

const until = async (check: () => boolean, ms = 10_000) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("timed out waiting for a job");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

/** A burst that straddles the end of a period is rightly run once in each: start a burst early in one. */
const earlyInPeriod = async (periodMs: number) => {
  while (Date.now() % periodMs > periodMs / 4) await new Promise((resolve) => setTimeout(resolve, 10));
};

describe("without Redis", () => {
  it("runs a job after the request and tries a failing one again", async () => {
    failFirst = 1;
    enqueue("count", { key: "here" });
    await backgroundIdle();
    expect(runs.here).toBe(1);
  });

  it("queues a job with an id once while it waits or runs", async () => {
    failFirst = 1;
    enqueue("count", { key: "once-here" }, { jobId: "same" });
    enqueue("count", { key: "once-here" }, { jobId: "same" });
    await backgroundIdle();
    expect(runs["once-here"]).toBe(1);
  });
});

let running = 0;
let slowRuns = 0;
defineJob("slow", async ({ ms }: { ms: number }) => {
  running++;
  try {
    await new Promise((resolve) => setTimeout(resolve, ms));
    slowRuns++;
  } finally {
    running--;
  }
});

/** The keys of "ordered" jobs, in the order they ended. */
const order: string[] = [];
defineJob("ordered", async ({ key }: { key: string }) => {
  await new Promise((resolve) => setTimeout(resolve, 10));
  order.push(key);
});

/** Queues `count` backlog jobs and, once two have ended, a mail: answers how many jobs ended before it. */
async function mailBehindBacklog(count: number): Promise<number> {
  order.length = 0;
  enqueueMany(
    "ordered",
    Array.from({ length: count }, () => ({ data: { key: "backlog" } })),
    { backlog: true },
  );
  await until(() => order.length >= 2);
  enqueue("ordered", { key: "mail" });
  await until(() => order.includes("mail"), 5_000);
  return order.indexOf("mail");
}

describe("a backlog without Redis", () => {
  it("starts a job queued behind a backlog at once, in the slot a backlog never takes", async () => {
    // At most the backlog jobs already running end before it.
    expect(await mailBehindBacklog(200)).toBeLessThan(6);
    expect(localJobStats().waiting).toBeGreaterThan(150);
    await stopJobs();
    await backgroundIdle();
  });

  it(`runs JOB_CONCURRENCY (${config.jobConcurrency}) jobs at a time, every one of them, once`, async () => {
    slowRuns = 0;
    let most = 0;
    const watch = setInterval(() => (most = Math.max(most, running)), 1);
    enqueueMany(
      "slow",
      Array.from({ length: 300 }, (_, i) => ({ data: { ms: 2 }, jobId: `slow-${i % 200}` })),
    );
    expect(localJobStats().waiting).toBeGreaterThan(190);
    await backgroundIdle();
    clearInterval(watch);
    // 300 asked for, 200 ids: each id queued once.
    expect(slowRuns).toBe(200);
    expect(most).toBeLessThanOrEqual(config.jobConcurrency);
    expect(localJobStats().peak).toBeLessThanOrEqual(config.jobConcurrency);
  });

  it("leaves the event loop to other work while it drains: a timer fires long before the backlog is done", async () => {
    enqueueMany(
      "slow",
      Array.from({ length: 2000 }, () => ({ data: { ms: 1 } })),
    );
    const started = localJobStats().waiting;
    // What a request waits on (a socket, a timer, the database's answer) is served between jobs.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(localJobStats().waiting).toBeGreaterThan(started / 2);
    await stopJobs();
    await backgroundIdle();
  });

  it("drops the jobs not started when the process stops, and lets the running ones finish", async () => {
    slowRuns = 0;
    enqueueMany(
      "slow",
      Array.from({ length: 1000 }, () => ({ data: { ms: 20 } })),
    );
    await new Promise((resolve) => setTimeout(resolve, 5));
    await stopJobs();
    expect(localJobStats().waiting).toBe(0);
    await backgroundIdle();
    expect(slowRuns).toBeGreaterThan(0);
    expect(slowRuns).toBeLessThanOrEqual(config.jobConcurrency * 2);
    // Jobs added afterwards (the last requests' mail) still run.
    enqueue("count", { key: "after-stop" });
    await backgroundIdle();
    expect(runs["after-stop"]).toBe(1);
  });
});

describe("once per period", () => {
  it("runs a burst of requests once, at the end of the period, without holding up backgroundIdle", async () => {
    await earlyInPeriod(400);
    for (let i = 0; i < 3; i++) enqueueOncePer("count-burst", 400);
    const started = Date.now();
    await backgroundIdle();
    expect(Date.now() - started).toBeLessThan(300);
    await until(() => runs.burst === 1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(runs.burst).toBe(1);
    enqueueOncePer("count-burst", 400);
    await until(() => runs.burst === 2);
  });
});

describe("with Redis (BullMQ)", () => {
  let server: OwnRedis;
  beforeAll(async () => {
    server = await OwnRedis.start();
    process.env.REDIS_URL = server.url;
    startWorker();
  });
  afterAll(async () => {
    await stopJobs();
    await closeAllRedis();
    delete process.env.REDIS_URL;
    await server?.kill();
  });

  it("a worker runs the job, again after a failure", async () => {
    failFirst = 1;
    enqueue("count", { key: "worker" });
    await until(() => runs.worker === 1);
  });

  it("a job queued behind a backlog runs before the backlog's waiting jobs", async () => {
    // The mail's trip to Redis lets a few backlog jobs end first on a busy machine; without the
    // priority it would end after all 200.
    expect(await mailBehindBacklog(200)).toBeLessThan(40);
    await until(() => order.length === 201, 30_000);
  });

  it("a job with an id runs once however often it is queued", async () => {
    for (let i = 0; i < 3; i++) enqueue("count", { key: "once" }, { jobId: "once" });
    await until(() => runs.once === 1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(runs.once).toBe(1);
  });

  it("a burst asked for once per period runs once, at the end of the period", async () => {
    const before = runs.burst ?? 0;
    await earlyInPeriod(1000);
    for (let i = 0; i < 3; i++) enqueueOncePer("count-burst", 1000);
    await until(() => runs.burst === before + 1);
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(runs.burst).toBe(before + 1);
  });

  it("a recurring job is scheduled once in Redis, and runs at once", async () => {
    await repeat("count", 3_600_000);
    await repeat("count", 3_600_000);
    const { Queue } = await import("bullmq");
    const queue = new Queue("castfolio", { connection: { url: server.url } });
    try {
      expect(await queue.getJobSchedulersCount()).toBe(1);
    } finally {
      await queue.close();
    }
    // The recurring job's data has no key: it counts under "undefined", once for both calls.
    await until(() => runs.undefined >= 1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(runs.undefined).toBe(1);
  });

  it("with Redis gone, a queued job runs here instead of being lost; once it is back, the worker runs jobs again", async () => {
    await server.kill();
    enqueue("count", { key: "fallback" });
    await backgroundIdle();
    expect(runs.fallback).toBe(1);

    await server.resume();
    const { Queue } = await import("bullmq");
    const probe = new Queue("castfolio", { connection: { url: server.url } });
    try {
      const deadline = Date.now() + 20_000;
      // Queued with an id, so that only a run through Redis (the job found completed there) counts.
      while ((await (await probe.getJob("after-outage"))?.getState()) !== "completed") {
        if (Date.now() > deadline) throw new Error("the worker did not take jobs again");
        enqueue("count", { key: "after" }, { jobId: "after-outage" });
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    } finally {
      await probe.close();
    }
  });
});
