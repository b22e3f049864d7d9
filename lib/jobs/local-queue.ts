import "server-only";
import { inBackground } from "../server/background.ts";
import { config } from "../server/config.ts";

// Jobs run in this process (no Redis, or Redis unreachable): a first-in first-out line of plain records
// worked through JOB_CONCURRENCY at a time, each started only after the event loop has served what was
// waiting (requests come first). A backlog of tens of thousands of jobs is an array of small records, not
// a promise or a database connection each. A failed job waits for its retry on a timer, not in a slot.
// Stopping drops what has not started; the hourly catch-up jobs queue it again.

export interface LocalJob {
  name: string;
  data: unknown;
  /** `name:jobId`: a job with an id is in the line once, however often it is asked for. */
  key?: string;
  /** the attempt this run is (from 1) */
  attempt: number;
}

type Runner = (job: LocalJob) => Promise<void>;

/** A job waiting for its time: `end(true)` puts it in the line, `end(false)` drops it. */
interface Wait {
  timer: NodeJS.Timeout;
  end: (add: boolean) => void;
}

interface Line {
  items: (LocalJob | undefined)[];
  head: number;
  active: number;
  /** Keys of the jobs waiting, running or waiting for a retry. */
  keys: Set<string>;
  /** Delayed jobs and retries not due yet. */
  waits: Set<Wait>;
  /** Most jobs that ever ran at once (for tests and the benchmark). */
  peak: number;
}

// One line for the process: Next.js loads instrumentation and routes as separate bundles.
const line = ((globalThis as unknown as { __castfolioLocalJobs?: Line }).__castfolioLocalJobs ??= {
  items: [],
  head: 0,
  active: 0,
  keys: new Set(),
  waits: new Set(),
  peak: 0,
});

const waiting = () => line.items.length - line.head;

function take(): LocalJob | undefined {
  const job = line.items[line.head];
  line.items[line.head++] = undefined;
  // Worked-through records are let go in one step now and then, not one shift per job.
  if (line.head > 1024 && line.head * 2 > line.items.length) {
    line.items = line.items.slice(line.head);
    line.head = 0;
  }
  return job;
}

function pump(runner: Runner): void {
  while (line.active < config.jobConcurrency && waiting() > 0) {
    const job = take()!;
    line.active++;
    line.peak = Math.max(line.peak, line.active);
    inBackground(`job ${job.name}`, async () => {
      try {
        await new Promise((resolve) => setImmediate(resolve));
        await runner(job);
      } finally {
        line.active--;
        pump(runner);
      }
    });
  }
}

/** Adds a job to the line (dropped when one with its key is already there). */
export function addLocal(job: LocalJob, runner: Runner): void {
  if (job.key && line.keys.has(job.key)) return;
  if (job.key) line.keys.add(job.key);
  line.items.push(job);
  pump(runner);
}

/**
 * Puts a job in the line after `ms`, without holding a slot meanwhile. A delayed job (dropped when one with
 * its key is there already) waits on a timer that neither keeps the process alive nor holds up
 * backgroundIdle; the retry of a failed job (`retry`: it still holds its key) is waited for by
 * backgroundIdle, as the job itself would have been.
 */
export function addLocalLater(job: LocalJob, ms: number, runner: Runner, retry = false): void {
  if (!retry && job.key && line.keys.has(job.key)) return;
  if (job.key) line.keys.add(job.key);
  let settle = () => {};
  const settled = new Promise<void>((resolve) => (settle = resolve));
  const wait: Wait = {
    timer: setTimeout(() => wait.end(true), ms),
    end: (add) => {
      if (!line.waits.delete(wait)) return;
      clearTimeout(wait.timer);
      if (job.key) line.keys.delete(job.key);
      if (add) addLocal(job, runner);
      settle();
    },
  };
  line.waits.add(wait);
  if (retry) inBackground(`retry of ${job.name}`, () => settled);
  else wait.timer.unref();
}

/** Forgets a job's key once it is over for good (done, or failed its last attempt). */
export function releaseLocal(job: LocalJob): void {
  if (job.key) line.keys.delete(job.key);
}

/** What the line holds now: jobs waiting, running, and the most that ever ran at once. */
export function localJobStats(): { waiting: number; active: number; peak: number } {
  return { waiting: waiting(), active: line.active, peak: line.peak };
}

/**
 * Shutdown: drops the jobs not started and the retries and delayed jobs not due; running ones finish (and
 * so do jobs the last requests add). Answers how many were dropped.
 */
export function stopLocalJobs(): number {
  const dropped = waiting() + line.waits.size;
  for (const wait of [...line.waits]) wait.end(false);
  line.items = [];
  line.head = 0;
  line.keys.clear();
  return dropped;
}
