import "server-only";
import { Queue, Worker, type ConnectionOptions } from "bullmq";
import { inBackground } from "../server/background.ts";
import { config } from "../server/config.ts";
import { addLocal, addLocalLater, releaseLocal, stopLocalJobs, type LocalJob } from "./local-queue.ts";

// Work off the request path: mail, and the hourly sweeps. With REDIS_URL the jobs go to BullMQ, so that
// each runs once whichever instance queued it, on whichever instance's worker (or `npm run worker`)
// takes it first, and survives a restart; without Redis, this process runs them after the request.
// Either way a job is retried with exponential backoff (1 s, 5 s, 25 s…), and a job given an id is
// queued once however many times it is asked for. Handlers must be idempotent: a worker killed mid-job
// hands it to another.

type Handler = (data: never) => Promise<unknown>;

const QUEUE = "castfolio";
const ATTEMPTS = 4;
const BACKOFF_MS = 1000;
/** The wait before the next try of a job that failed `attempt` times: 1 s, 5 s, 25 s. */
const backoff = (attempt: number) => BACKOFF_MS * 5 ** (attempt - 1);

interface State {
  handlers: Map<string, Handler>;
  queue?: Queue;
  worker?: Worker;
  timers: NodeJS.Timeout[];
}
// One state for the process: Next.js loads instrumentation and routes as separate bundles.
const fresh: State = { handlers: new Map(), timers: [] };
const state = ((globalThis as unknown as { __castfolioJobs?: State }).__castfolioJobs ??= fresh);

/** Names the function that runs the jobs called `name` (every process that may run them defines it). */
export function defineJob<T>(name: string, handler: (data: T) => Promise<unknown>): void {
  state.handlers.set(name, handler);
}

/**
 * BullMQ's connections. The worker's wait for Redis to come back (BullMQ needs that); the queue's fail
 * at once while Redis is away, so that a job can run here instead of waiting.
 */
function connection(role: "queue" | "worker"): ConnectionOptions {
  return role === "worker"
    ? { url: config.redisUrl, maxRetriesPerRequest: null, connectTimeout: 2000 }
    : { url: config.redisUrl, maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 2000 };
}

/** The queue, once connected (a fresh client would refuse commands for its first milliseconds). */
async function connected(shared: Queue): Promise<Queue> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("Redis did not answer within a second")), 1000);
  });
  try {
    await Promise.race([shared.waitUntilReady(), late]);
    return shared;
  } finally {
    clearTimeout(timer);
  }
}

function queue(): Queue | undefined {
  if (!config.redisUrl) return undefined;
  if (!state.queue) {
    state.queue = new Queue(QUEUE, {
      connection: connection("queue"),
      defaultJobOptions: {
        attempts: ATTEMPTS,
        backoff: { type: "castfolio" },
        // A job's data may hold a mailed link: Redis keeps it no longer than the work needs.
        removeOnComplete: { age: 60, count: 1000 },
        removeOnFail: { age: 86_400 },
      },
    });
    // Once: lib/server/redis.ts reports Redis going away (a listener per job queued would leak).
    state.queue.on("error", () => undefined);
  }
  return state.queue;
}

async function run(name: string, data: unknown): Promise<void> {
  const handler = state.handlers.get(name);
  if (!handler) throw new Error(`no handler for the job "${name}"`);
  await handler(data as never);
}

/** Runs one job of the local line; a failure is tried again after the backoff, up to ATTEMPTS in all. */
async function runLocal(job: LocalJob): Promise<void> {
  try {
    await run(job.name, job.data);
    releaseLocal(job);
  } catch (error) {
    if (job.attempt >= ATTEMPTS) {
      releaseLocal(job);
      throw error;
    }
    console.warn(`[jobs] ${job.name} failed (${(error as Error).message}); trying again`);
    addLocalLater({ ...job, attempt: job.attempt + 1 }, backoff(job.attempt), runLocal, true);
  }
}

/**
 * Runs a job in this process (lib/jobs/local-queue.ts: JOB_CONCURRENCY at a time, after requests), with
 * the same retries as BullMQ's. A delayed job waits on a timer that neither keeps the process alive nor
 * holds up backgroundIdle (a stopping process drops it: every delayed job is also covered by a recurring one).
 */
function runHere(name: string, data: unknown, jobId?: string, delayMs = 0, backlog = false): void {
  const job: LocalJob = { name, data, key: jobId && `${name}:${jobId}`, attempt: 1, ...(backlog && { backlog }) };
  if (delayMs > 0) addLocalLater(job, delayMs, runLocal);
  else addLocal(job, runLocal);
}

/**
 * Queues a job and returns at once; it runs after `delayMs` (default at once). With Redis unreachable the
 * job runs in this process instead, so that nothing is lost.
 */
export function enqueue(name: string, data: object, options: { jobId?: string; delayMs?: number } = {}): void {
  const { jobId, delayMs } = options;
  const shared = queue();
  if (!shared) return runHere(name, data, jobId, delayMs);
  inBackground(`queue ${name}`, () =>
    connected(shared)
      .then((ready) => ready.add(name, data, { jobId, delay: delayMs }))
      .catch((error: unknown) => {
        console.warn(`[jobs] could not queue ${name} (${(error as Error).message}); running it here`);
        runHere(name, data, jobId, delayMs);
      }),
  );
}

/** Redis takes a long list of jobs in chunks of this many (one round trip each). */
const BULK_CHUNK = 500;

/** BullMQ runs jobs without a priority before any with one: a backlog's jobs carry this. */
const BACKLOG_PRIORITY = 1;

/**
 * Queues many jobs of one kind at once: with Redis in chunks of BULK_CHUNK, one background task for them
 * all; without, into the local line. Each job with an id is queued once. A `backlog` (a restore's missing
 * picture variants, tens of thousands) runs after every other job, so a mail queued behind it is not
 * held up for hours; in this process it also never takes the last free slot.
 */
export function enqueueMany(
  name: string,
  jobs: readonly { data: object; jobId?: string }[],
  { backlog = false }: { backlog?: boolean } = {},
): void {
  const shared = queue();
  if (!shared) {
    for (const { data, jobId } of jobs) runHere(name, data, jobId, 0, backlog);
    return;
  }
  const priority = backlog ? { priority: BACKLOG_PRIORITY } : {};
  inBackground(`queue ${jobs.length} × ${name}`, async () => {
    for (let i = 0; i < jobs.length; i += BULK_CHUNK) {
      const chunk = jobs.slice(i, i + BULK_CHUNK);
      try {
        await (
          await connected(shared)
        ).addBulk(chunk.map(({ data, jobId }) => ({ name, data, opts: { jobId, ...priority } })));
      } catch (error) {
        console.warn(`[jobs] could not queue ${name} (${(error as Error).message}); running it here`);
        for (const { data, jobId } of jobs.slice(i)) runHere(name, data, jobId, 0, backlog);
        return;
      }
    }
  });
}

/**
 * Queues `name` to run at the end of the current period of `periodMs`, once however many times it is
 * asked for within the period: a burst of changes costs one run, never more than a period behind.
 */
export function enqueueOncePer(name: string, periodMs: number): void {
  const now = Date.now();
  const end = now - (now % periodMs) + periodMs;
  enqueue(name, {}, { jobId: `${name}-${end}`, delayMs: end - now });
}

function repeatHere(name: string, everyMs: number): void {
  runHere(name, {}, "repeat");
  state.timers.push(setInterval(() => runHere(name, {}, "repeat"), everyMs).unref());
}

/**
 * Runs the job `name` now and every `everyMs`: with Redis, through one scheduler shared by every instance
 * (the work runs once per period, not once per instance); without, or with Redis unreachable at start,
 * on a timer of this process.
 */
export async function repeat(name: string, everyMs: number): Promise<void> {
  const shared = queue();
  if (!shared) return repeatHere(name, everyMs);
  try {
    const ready = await connected(shared);
    // A new scheduler's first job is due at once; an existing one (another instance made it) is kept.
    await ready.upsertJobScheduler(name, { every: everyMs }, { name, data: {} });
  } catch (error) {
    console.warn(`[jobs] could not schedule ${name} (${(error as Error).message}); running it on a timer here`);
    repeatHere(name, everyMs);
  }
}

/**
 * Starts this process's BullMQ worker (nothing to start without Redis: jobs run where they are queued),
 * taking JOB_CONCURRENCY jobs at a time.
 */
export function startWorker(concurrency = config.jobConcurrency): Worker | undefined {
  if (!config.redisUrl || state.worker) return state.worker;
  state.worker = new Worker(QUEUE, (job) => run(job.name, job.data), {
    connection: connection("worker"),
    concurrency,
    settings: { backoffStrategy: (attempts: number) => backoff(attempts) },
  });
  state.worker.on("failed", (job, error) => {
    const final = job && job.attemptsMade >= (job.opts.attempts ?? 1);
    console[final ? "error" : "warn"](`[jobs] ${job?.name} failed (${error.message})${final ? "" : "; trying again"}`);
  });
  state.worker.on("error", () => undefined);
  return state.worker;
}

/**
 * Drops the local jobs not started, lets running jobs finish, then closes the worker and the queue (shutdown). While Redis is away a clean
 * close would wait for it: after `ms` the connections are dropped instead.
 */
export async function stopJobs(ms = 10_000): Promise<void> {
  for (const timer of state.timers.splice(0)) clearInterval(timer);
  const dropped = stopLocalJobs();
  if (dropped)
    console.log(`[jobs] ${dropped} job(s) not started here are dropped (the hourly catch-up queues them again)`);
  const { worker, queue: shared } = state;
  state.worker = undefined;
  state.queue = undefined;
  let timer: NodeJS.Timeout | undefined;
  const closed = Promise.allSettled([worker?.close(), shared?.close()]).then(() => true);
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  if (!(await Promise.race([closed, late]))) {
    console.warn("[jobs] Redis did not answer; the queue's connections are dropped");
    await Promise.allSettled([worker?.disconnect(), shared?.disconnect()]);
  }
  clearTimeout(timer);
}
