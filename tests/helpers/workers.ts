import { spawn, type ChildProcess } from "node:child_process";
import { Queue, type Job } from "bullmq";
import { afterAll, beforeAll } from "vitest";
import { tempDir } from "./files";
import { OwnRedis } from "./redis-server";

// Two `npm run worker` processes on one redis-server of the test's own, for the tests of what the workers
// must do once however many instances run: start them, queue a job several times at once, wait until all is
// done and quiet, then stop them.

const READY_MS = 30_000;
const SETTLED_MS = 25_000;
/** How long every count must stay the same, once all the work is done, before it is believed. */
const QUIET_MS = 1500;

export interface RunningWorker {
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

/** Whether a job waits or runs, or waits to be tried again (the schedulers' next runs aside). */
async function queueBusy(queue: Queue): Promise<boolean> {
  const counts = await queue.getJobCounts("waiting", "active", "prioritized");
  if (Object.values(counts).some((n) => n > 0)) return true;
  return (await queue.getJobs(["delayed"])).some((job) => !job.repeatJobKey);
}

/** The folders a worker writes to, of the test's own. */
export interface WorkerDirs {
  /** OUTBOX_DIR: the mails the workers sent. */
  outbox: string;
  /** WHATSAPP_OUTBOX_DIR: the WhatsApp messages they sent. */
  whatsapp: string;
}

/**
 * Two workers on a redis-server of the file's own, started by `start()` and stopped after the file. `label`
 * names their folders and their AUTH_SECRET. Call it after uploadSandbox(), whose database they share.
 */
export function twoWorkers(label: string, databaseUrl: () => string | undefined) {
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

  /** What the workers logged, for a failure's message. */
  const output = () => workers.map((w) => w.output.join("")).join("\n");

  return {
    /** The queue the workers take their jobs from. */
    queue: () => queue!,
    output,

    /**
     * Starts the two workers and waits until both run jobs and the jobs their schedulers start with are
     * out of the way; answers the folders they write to.
     */
    async start(): Promise<WorkerDirs> {
      const dirs = {
        outbox: await tempDir(`${label}-worker-outbox`),
        whatsapp: await tempDir(`${label}-whatsapp`),
      };
      const env: NodeJS.ProcessEnv = {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: "production",
        DATABASE_URL: databaseUrl(),
        REDIS_URL: redis!.url,
        // Never the checkout's ./data: the workers' hourly sweeps run there too.
        DATA_DIR: await tempDir(`${label}-data`),
        OUTBOX_DIR: dirs.outbox,
        WHATSAPP_OUTBOX_DIR: dirs.whatsapp,
        AUTH_SECRET: `${label}-test-secret-0123456789abcdef`,
        JOB_CONCURRENCY: "2",
        DB_POOL_SIZE: "4",
        LOG_LEVEL: "info",
        // The tests' clock (tests/setup/clock.ts): the workers' "now" is the test's, not the real one.
        NODE_OPTIONS: process.env.NODE_OPTIONS,
        TEST_CLOCK_OFFSET_MS: process.env.TEST_CLOCK_OFFSET_MS,
      };
      workers.push(startWorker(env), startWorker(env));
      await Promise.all(workers.map((w) => w.ready));
      const deadline = Date.now() + READY_MS;
      while ((await queue!.getWorkersCount()) < 2) {
        if (Date.now() > deadline) throw new Error("the two workers did not connect to Redis");
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      while (await queueBusy(queue!)) {
        if (Date.now() > deadline) throw new Error(`the workers' first jobs did not finish:\n${output()}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return dirs;
    },

    /** Queues `name` four times without a job id, one add at a time (each add wakes a worker); waits for all four. */
    async runFourTimes(name: string, data: object = {}): Promise<void> {
      const jobs: Job[] = [];
      for (let i = 0; i < 4; i++) jobs.push(await queue!.add(name, data));
      const deadline = Date.now() + SETTLED_MS;
      for (;;) {
        const states = await Promise.all(jobs.map((job) => job.getState()));
        if (states.every((state) => state === "completed" || state === "failed")) return;
        if (Date.now() > deadline) throw new Error(`the jobs did not finish: ${states.join(", ")}\n${output()}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },

    /**
     * Waits until no job waits or runs (the mail and WhatsApp jobs the runs queued included) and `snapshot`
     * has answered the same a while; `what` names the work in the error if it never does.
     */
    async settle(what: string, snapshot: () => Promise<string>): Promise<void> {
      const settledBy = Date.now() + SETTLED_MS;
      let last = "";
      let quietSince = Date.now();
      for (;;) {
        if (Date.now() > settledBy) throw new Error(`${what} did not settle: ${last}\n${output()}`);
        await new Promise((resolve) => setTimeout(resolve, 250));
        const now = (await queueBusy(queue!)) ? "busy" : await snapshot();
        if (now !== last) {
          last = now;
          quietSince = Date.now();
        } else if (Date.now() - quietSince >= QUIET_MS) break;
      }
    },

    /** The jobs that failed whose names `names` matches, as "name: reason". */
    async failed(names: RegExp): Promise<string[]> {
      const failed = (await queue!.getJobs(["failed"])).map((job) => `${job.name}: ${job.failedReason}`);
      return failed.filter((f) => names.test(f));
    },
  };
}
