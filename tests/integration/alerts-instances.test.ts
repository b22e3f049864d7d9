import { spawn, type ChildProcess } from "node:child_process";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { Queue, type Job } from "bullmq";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as saveRoute } from "@/app/api/saved-searches/route";
import { backgroundIdle } from "@/lib/server/background";
import { db } from "@/lib/server/db";
import { createHirer, createMember, jsonRequest } from "../helpers/auth";
import { postTestCall } from "../helpers/calls";
import { tempDir } from "../helpers/files";
import { outbox } from "../helpers/mail";
import { OwnRedis } from "../helpers/redis-server";
import { uploadSandbox } from "../helpers/sandbox";

// Issue 32: nothing is sent twice with two instances on Redis. Two `npm run worker` processes share the
// test's PostgreSQL database and a redis-server of its own; the same call's instant alerts, then the digests,
// are queued four times at once without job ids (two runs on each worker at the same moment), and each
// alert must reach the bell, the mail outbox and WhatsApp exactly once.

const CITY = "Kuttikkanam Alertpet";
const NAME_WORD = "Zephyrine";
const PHONES = { instant: "919876543210", daily: "919876543211" };
const DAY_MS = 86_400_000;
const READY_MS = 30_000;
const SETTLED_MS = 25_000;
/** How long every count must stay the same, once all the work is done, before it is believed. */
const QUIET_MS = 1500;

async function saveSearch(who: { bearer: string }, body: object): Promise<string> {
  const res = await saveRoute(jsonRequest("/api/saved-searches", body, { authorization: who.bearer }));
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { data: { id: string } }).data.id;
}

interface RunningWorker {
  child: ChildProcess;
  output: string[];
  ready: Promise<void>;
}

function startWorker(env: NodeJS.ProcessEnv): RunningWorker {
  const child = spawn("node_modules/.bin/tsx", ["--conditions=react-server", "scripts/worker.ts"], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`a worker did not start:\n${output.join("")}`)), READY_MS);
    child.stdout?.on("data", (chunk: Buffer) => {
      output.push(chunk.toString());
      if (output.join("").includes("Castfolio worker: running jobs")) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.stderr?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`a worker exited (${code}) before it was ready:\n${output.join("")}`));
    });
  });
  ready.catch(() => undefined);
  return { child, output, ready };
}

async function stopWorker({ child }: RunningWorker): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  const late = setTimeout(() => child.kill("SIGKILL"), 15_000);
  await exited;
  clearTimeout(late);
}

const outputOf = (workers: RunningWorker[]) => workers.map((w) => w.output.join("")).join("\n");

/** Queues `name` four times without a job id, one add at a time: each add wakes a worker. */
async function addEach(queue: Queue, name: string, data: object): Promise<Job[]> {
  const jobs: Job[] = [];
  for (let i = 0; i < 4; i++) jobs.push(await queue.add(name, data));
  return jobs;
}

async function untilFinished(jobs: Job[], workers: RunningWorker[]): Promise<void> {
  const deadline = Date.now() + SETTLED_MS;
  for (;;) {
    const states = await Promise.all(jobs.map((job) => job.getState()));
    if (states.every((state) => state === "completed" || state === "failed")) return;
    if (Date.now() > deadline) throw new Error(`the jobs did not finish: ${states.join(", ")}\n${outputOf(workers)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Whether a job waits or runs, or waits to be tried again (the schedulers' next runs aside). */
async function queueBusy(queue: Queue): Promise<boolean> {
  const counts = await queue.getJobCounts("waiting", "active", "prioritized");
  if (Object.values(counts).some((n) => n > 0)) return true;
  return (await queue.getJobs(["delayed"])).some((job) => !job.repeatJobKey);
}

async function whatsappOutbox(dir: string): Promise<{ to: string; text: string }[]> {
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith(".json"));
  return Promise.all(names.map(async (name) => JSON.parse(await readFile(path.join(dir, name), "utf8"))));
}

describe.runIf(process.env.TEST_DATABASE_URL)("alerts with two workers on one Redis", () => {
  const sandbox = uploadSandbox("alerts-instances");
  let redis: OwnRedis | undefined;
  let queue: Queue | undefined;
  const workers: RunningWorker[] = [];

  beforeAll(async () => {
    redis = await OwnRedis.start();
    queue = new Queue("castfolio", { connection: { url: redis.url } });
  });

  afterAll(async () => {
    await Promise.allSettled(workers.map(stopWorker));
    await queue?.close();
    await redis?.kill();
  });

  it("sends each instant alert and each digest once, in the bell, by mail and on WhatsApp", async () => {
    const hirer = await createHirer();
    // Posted before any instant search exists: the post's own alert job (run here, without Redis) finds none.
    const first = await postTestCall(hirer, { city: CITY });
    const second = await postTestCall(hirer, { city: CITY, title: "A second role in a short" });
    await backgroundIdle();

    // Several searches of each frequency, so that the runs racing each other go through the same rows.
    const instant = [await createMember(), await createMember(), await createMember()];
    const daily = [await createMember(), await createMember()];
    const searchOf = new Map<string, string>();
    for (const [i, member] of instant.entries()) {
      const body = { kind: "calls", name: `Alertpet ${i}, at once`, params: { city: CITY }, frequency: "instant" };
      searchOf.set(member.user.id, await saveSearch(member, body));
    }
    for (const [i, member] of daily.entries()) {
      const body = { kind: "calls", name: `Alertpet ${i}, daily`, params: { city: CITY }, frequency: "daily" };
      searchOf.set(member.user.id, await saveSearch(member, body));
    }
    const weekly = await saveSearch(hirer, {
      kind: "talent",
      name: `${NAME_WORD}s, weekly`,
      params: { q: NAME_WORD },
      frequency: "weekly",
    });
    const listed = [
      await createMember({ listed: true, name: `Asha ${NAME_WORD}` }),
      await createMember({ listed: true, name: `Meera ${NAME_WORD}` }),
    ];
    await db().alertPreferences.createMany({
      data: [
        { userId: instant[0].user.id, whatsapp: true, whatsappNumber: PHONES.instant },
        { userId: daily[0].user.id, whatsapp: true, whatsappNumber: PHONES.daily },
      ],
    });

    const workerOutbox = await tempDir("alerts-instances-worker-outbox");
    const whatsappDir = await tempDir("alerts-instances-whatsapp");
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: "production",
      DATABASE_URL: sandbox.t.url,
      REDIS_URL: redis!.url,
      // Never the checkout's ./data: the workers' hourly sweeps run there too.
      DATA_DIR: await tempDir("alerts-instances-data"),
      OUTBOX_DIR: workerOutbox,
      WHATSAPP_OUTBOX_DIR: whatsappDir,
      AUTH_SECRET: "alerts-instances-test-secret-0123456789abcdef",
      JOB_CONCURRENCY: "2",
      DB_POOL_SIZE: "4",
      LOG_LEVEL: "info",
    };
    workers.push(startWorker(env), startWorker(env));
    await Promise.all(workers.map((w) => w.ready));
    const deadline = Date.now() + READY_MS;
    while ((await queue!.getWorkersCount()) < 2) {
      if (Date.now() > deadline) throw new Error("the two workers did not connect to Redis");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    // The jobs the workers' schedulers start with (sweeps, the first digests) are out of the way first.
    while (await queueBusy(queue!)) {
      if (Date.now() > deadline) throw new Error(`the workers' first jobs did not finish:\n${outputOf(workers)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // Each kind in a round of its own, so that its four runs start together, two on each worker.
    const calls = await addEach(queue!, "call-alerts", { callId: first.id });
    await untilFinished(calls, workers);
    // The digests fall due only now: due before, the first worker up would send them alone, in the digest
    // run its scheduler starts with, before the other worker is running.
    await db().savedSearch.updateMany({
      where: { id: { in: [weekly, ...daily.map((m) => searchOf.get(m.user.id)!)] } },
      data: { alertedAt: new Date(Date.now() - 8 * DAY_MS) },
    });
    const digests = await addEach(queue!, "alert-digests", {});
    await untilFinished(digests, workers);

    const notices = () =>
      db().notification.findMany({
        where: { userId: { in: [...instant, ...daily].map((m) => m.user.id).concat(hirer.id) } },
        select: { userId: true, title: true },
      });
    const snapshot = async () =>
      JSON.stringify([
        await notices(),
        (await outbox(workerOutbox)).length,
        (await whatsappOutbox(whatsappDir)).length,
        await db().savedSearchAlert.count(),
      ]);
    // Done when the mail and WhatsApp jobs they queued have run too, and every count has stayed the same a while.
    const settledBy = Date.now() + SETTLED_MS;
    let last = "";
    let quietSince = Date.now();
    for (;;) {
      if (Date.now() > settledBy) throw new Error(`the alerts did not settle: ${last}\n${outputOf(workers)}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
      const now = (await queueBusy(queue!)) ? "busy" : await snapshot();
      if (now !== last) {
        last = now;
        quietSince = Date.now();
      } else if (Date.now() - quietSince >= QUIET_MS) break;
    }

    const failed = (await queue!.getJobs(["failed"])).map((job) => `${job.name}: ${job.failedReason}`);
    expect(failed.filter((f) => /^(call-alerts|alert-digests|mail|whatsapp):/.test(f))).toEqual([]);

    const expected = [
      ...instant.map((m, i) => ({ user: m.user, title: `New casting call for "Alertpet ${i}, at once"` })),
      ...daily.map((m, i) => ({ user: m.user, title: `2 new casting calls for "Alertpet ${i}, daily"` })),
      { user: { id: hirer.id, email: hirer.email }, title: `2 new or updated members for "${NAME_WORD}s, weekly"` },
    ];
    const byTitle = (a: { title: string }, b: { title: string }) => a.title.localeCompare(b.title);
    expect((await notices()).sort(byTitle)).toEqual(
      expected.map(({ user, title }) => ({ userId: user.id, title })).sort(byTitle),
    );

    const mails = (await outbox(workerOutbox)).map((m) => ({ to: m.to, title: m.subject }));
    expect(mails.sort(byTitle)).toEqual(expected.map(({ user, title }) => ({ to: user.email, title })).sort(byTitle));

    const messages = await whatsappOutbox(whatsappDir);
    expect(messages.map((m) => m.to).sort()).toEqual([PHONES.instant, PHONES.daily].sort());

    const alerted = await db().savedSearchAlert.findMany({ select: { savedSearchId: true, itemId: true } });
    const itemsOf = (searchId: string | undefined) =>
      alerted
        .filter((a) => a.savedSearchId === searchId)
        .map((a) => a.itemId)
        .sort();
    for (const member of instant) expect(itemsOf(searchOf.get(member.user.id))).toEqual([first.id]);
    for (const member of daily) expect(itemsOf(searchOf.get(member.user.id))).toEqual([first.id, second.id].sort());
    expect(itemsOf(weekly)).toEqual(listed.map((m) => m.user.id).sort());
    expect(alerted).toHaveLength(instant.length + 2 * daily.length + listed.length);
  });
});
