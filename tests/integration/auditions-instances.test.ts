import { spawn, type ChildProcess } from "node:child_process";
import { Queue, type Job } from "bullmq";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PATCH as bulkRoute, POST as applyRoute } from "@/app/api/calls/[id]/applications/route";
import { POST as newSessionRoute } from "@/app/api/calls/[id]/sessions/route";
import { PATCH as actRoute } from "@/app/api/invites/[id]/route";
import { POST as invitesRoute } from "@/app/api/sessions/[id]/invites/route";
import { AUDITION_REMINDERS_JOB } from "@/lib/auditions/reminders";
import { addDays, todayInIndia } from "@/lib/dates";
import { backgroundIdle } from "@/lib/server/background";
import { db } from "@/lib/server/db";
import { createHirer, createMember, jsonRequest } from "../helpers/auth";
import { postTestCall } from "../helpers/calls";
import { tempDir } from "../helpers/files";
import { outbox } from "../helpers/mail";
import { OwnRedis } from "../helpers/redis-server";
import { uploadSandbox } from "../helpers/sandbox";
import { multipartRequest } from "../helpers/uploads";

// Issue 31: an audition's reminder goes out once with two instances on Redis. Two `npm run worker` processes
// share the test's PostgreSQL database and a redis-server of its own; the reminders job is queued four times
// at once without job ids (two runs on each worker at the same moment), then four times again, and each
// confirmed invitee whose audition begins within a day must get one reminder in the bell and one by mail;
// those who have not confirmed, and those whose audition is further off, none.

const READY_MS = 30_000;
const SETTLED_MS = 25_000;
/** How long every count must stay the same, once all the work is done, before it is believed. */
const QUIET_MS = 1500;
const HOUR_MS = 3_600_000;
/** A reminder's title (and its mail's subject): "today" or "tomorrow", as the audition's India day is. */
const REMINDER_STARTS = ["Audition today: ", "Audition tomorrow: "];
const REMINDER = /^Audition (today|tomorrow): /;

type Talent = Awaited<ReturnType<typeof createMember>>;
const ctx = (id: string) => ({ params: Promise.resolve({ id }) });
const auth = (who: { bearer: string }) => ({ authorization: who.bearer });

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
async function addEach(queue: Queue, name: string): Promise<Job[]> {
  const jobs: Job[] = [];
  for (let i = 0; i < 4; i++) jobs.push(await queue.add(name, {}));
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

describe.runIf(process.env.TEST_DATABASE_URL)("audition reminders with two workers on one Redis", () => {
  const sandbox = uploadSandbox("auditions-instances");
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

  it("reminds each confirmed invitee of tomorrow's audition once, in the bell and by mail", async () => {
    const hirer = await createHirer();
    const call = await postTestCall(hirer);
    const shortlisted = async (name: string) => {
      const person = await createMember({ name, listed: true });
      const applied = await applyRoute(
        multipartRequest(`/api/calls/${call.id}/applications`, { roleId: call.roles[0].id }, {}, auth(person)),
        ctx(call.id),
      );
      expect(applied.status, await applied.clone().text()).toBe(201);
      const applicationId = ((await applied.json()).data as { id: string }).id;
      const decided = await bulkRoute(
        jsonRequest(
          `/api/calls/${call.id}/applications`,
          { ids: [applicationId], status: "shortlisted" },
          auth(hirer),
          "PATCH",
        ),
        ctx(call.id),
      );
      expect(decided.status, await decided.clone().text()).toBe(200);
      return { person, applicationId };
    };
    const newSession = async (date: string) => {
      const body = { date, start: "10:00", end: "12:00", slotMinutes: 15, perSlot: 2, place: "Studio 4, Film City" };
      const made = await newSessionRoute(
        jsonRequest(`/api/calls/${call.id}/sessions`, body, auth(hirer)),
        ctx(call.id),
      );
      expect(made.status, await made.clone().text()).toBe(201);
      return ((await made.json()).data as { id: string }).id;
    };
    const inviteAll = async (sessionId: string, applicationIds: string[]) => {
      const res = await invitesRoute(
        jsonRequest(`/api/sessions/${sessionId}/invites`, { applicationIds }, auth(hirer)),
        ctx(sessionId),
      );
      expect(res.status, await res.clone().text()).toBe(201);
      return ((await res.json()).data.invites as { id: string; applicationId: string }[]).map((i) => i.id);
    };
    const answer = async (who: Talent, inviteId: string, body: object) => {
      const res = await actRoute(jsonRequest(`/api/invites/${inviteId}`, body, auth(who), "PATCH"), ctx(inviteId));
      expect(res.status, await res.clone().text()).toBe(200);
    };

    // Five confirm, one does not answer, one declines, one asks for another time: all in the session that will
    // be tomorrow's. One more confirms a session three days off.
    const names = ["Anjali", "Bhavna", "Chitra", "Deepa", "Esha", "Farah", "Gauri", "Hema"].map(
      (n) => `${n} Remindwal`,
    );
    const people = [];
    for (const name of names) people.push(await shortlisted(name));
    const later = await shortlisted("Indu Remindwal");
    const soonId = await newSession(addDays(todayInIndia(), 2));
    const laterId = await newSession(addDays(todayInIndia(), 3));
    const invites = await inviteAll(
      soonId,
      people.map((p) => p.applicationId),
    );
    const [laterInvite] = await inviteAll(laterId, [later.applicationId]);
    const confirmed = people.slice(0, 5);
    for (const [i, who] of confirmed.entries()) await answer(who.person, invites[i], { response: "confirm" });
    const awaiting = people[5];
    await answer(people[6].person, invites[6], { response: "decline", note: "Shooting elsewhere that day." });
    await answer(people[7].person, invites[7], { response: "reschedule", note: "Could it be in the afternoon?" });
    await answer(later.person, laterInvite, { response: "confirm" });
    await backgroundIdle();

    const workerOutbox = await tempDir("auditions-instances-worker-outbox");
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: "production",
      DATABASE_URL: sandbox.t.url,
      REDIS_URL: redis!.url,
      // Never the checkout's ./data: the workers' hourly sweeps run there too.
      DATA_DIR: await tempDir("auditions-instances-data"),
      OUTBOX_DIR: workerOutbox,
      WHATSAPP_OUTBOX_DIR: await tempDir("auditions-instances-whatsapp"),
      AUTH_SECRET: "auditions-instances-test-secret-0123456789abcdef",
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
    // The jobs the workers' schedulers start with (a reminders run among them) are out of the way first.
    while (await queueBusy(queue!)) {
      if (Date.now() > deadline) throw new Error(`the workers' first jobs did not finish:\n${outputOf(workers)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await db().auditionInvite.count({ where: { remindedAt: { not: null } } })).toBe(0);

    // Only now does the first session fall within a day (its slots two hours off and later): due before, the
    // first worker up would remind alone, in the run its scheduler starts with.
    const slots = await db().auditionSlot.findMany({ where: { sessionId: soonId }, orderBy: { startsAt: "asc" } });
    const shift = Date.now() + 2 * HOUR_MS - slots[0].startsAt.getTime();
    for (const slot of slots) {
      await db().auditionSlot.update({
        where: { id: slot.id },
        data: { startsAt: new Date(slot.startsAt.getTime() + shift), endsAt: new Date(slot.endsAt.getTime() + shift) },
      });
    }

    // Four runs at once, two on each worker; then four more, once the first are done: nobody is reminded again.
    await untilFinished(await addEach(queue!, AUDITION_REMINDERS_JOB), workers);
    await untilFinished(await addEach(queue!, AUDITION_REMINDERS_JOB), workers);

    const everyone = [...people, later];
    const reminders = () =>
      db().notification.findMany({
        where: {
          userId: { in: everyone.map((p) => p.person.user.id) },
          OR: REMINDER_STARTS.map((start) => ({ title: { startsWith: start } })),
        },
        select: { userId: true, title: true },
      });
    const reminderMails = async () =>
      (await outbox(workerOutbox)).filter((m) => REMINDER.test(m.subject)).map((m) => m.to);
    const snapshot = async () => JSON.stringify([await reminders(), (await outbox(workerOutbox)).length]);
    // Done when the mail jobs they queued have run too, and every count has stayed the same a while.
    const settledBy = Date.now() + SETTLED_MS;
    let last = "";
    let quietSince = Date.now();
    for (;;) {
      if (Date.now() > settledBy) throw new Error(`the reminders did not settle: ${last}\n${outputOf(workers)}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
      const now = (await queueBusy(queue!)) ? "busy" : await snapshot();
      if (now !== last) {
        last = now;
        quietSince = Date.now();
      } else if (Date.now() - quietSince >= QUIET_MS) break;
    }

    const failed = (await queue!.getJobs(["failed"])).map((job) => `${job.name}: ${job.failedReason}`);
    expect(failed.filter((f) => new RegExp(`^(${AUDITION_REMINDERS_JOB}|mail):`).test(f))).toEqual([]);

    const ids = (list: { person: Talent }[]) => list.map((p) => p.person.user.id).sort();
    expect((await reminders()).map((n) => n.userId).sort(), outputOf(workers)).toEqual(ids(confirmed));
    for (const notice of await reminders())
      expect(notice.title).toMatch(/^Audition (today|tomorrow): Lead in Monsoon$/);
    expect((await reminderMails()).sort()).toEqual(confirmed.map((p) => p.person.user.email).sort());
    // Nothing else went out from the workers: the awaiting, the declined, the rescheduling and the later
    // invitee are neither told nor mailed.
    expect(await outbox(workerOutbox)).toHaveLength(confirmed.length);
    const notReminded = [awaiting, people[6], people[7], later].map((p) => p.person.user.id);
    expect((await reminders()).filter((n) => notReminded.includes(n.userId))).toEqual([]);

    const reminded = await db().auditionInvite.findMany({
      where: { remindedAt: { not: null } },
      select: { id: true },
    });
    expect(reminded.map((i) => i.id).sort()).toEqual(invites.slice(0, 5).sort());
  });
});
