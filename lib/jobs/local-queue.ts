import "server-only";
import { inBackground } from "../server/background.ts";
import { config } from "../server/config.ts";

// Jobs run in this process (no Redis, or Redis unreachable): first-in first-out lines of plain records
// worked through JOB_CONCURRENCY at a time, each started only after the event loop has served what was
// waiting (requests come first). A backlog of tens of thousands of jobs is an array of small records, not
// a promise or a database connection each. A failed job waits for its retry on a timer, not in a slot.
// Backlog jobs (a restore's missing picture variants) have a line of their own, taken only when the other
// is empty and never into the last free slot, so that a mail queued behind them starts at once.
// Stopping drops what has not started; the hourly catch-up jobs queue it again.

export interface LocalJob {
  name: string;
  data: unknown;
  /** `name:jobId`: a job with an id is in the line once, however often it is asked for. */
  key?: string;
  /** the attempt this run is (from 1) */
  attempt: number;
  /** Part of a backlog: runs after every other job waiting. */
  backlog?: boolean;
}

type Runner = (job: LocalJob) => Promise<void>;

/** A job waiting for its time: `end(true)` puts it in the line, `end(false)` drops it. */
interface Wait {
  timer: NodeJS.Timeout;
  end: (add: boolean) => void;
}

interface Fifo {
  items: (LocalJob | undefined)[];
  head: number;
}

interface Line {
  now: Fifo;
  backlog: Fifo;
  active: number;
  /** Backlog jobs running. */
  backlogActive: number;
  /** Keys of the jobs waiting, running or waiting for a retry. */
  keys: Set<string>;
  /** Delayed jobs and retries not due yet. */
  waits: Set<Wait>;
  /** Most jobs that ever ran at once (for tests and the benchmark). */
  peak: number;
}

// One line for the process: Next.js loads instrumentation and routes as separate bundles.
const line = ((globalThis as unknown as { __castfolioLocalJobs?: Line }).__castfolioLocalJobs ??= {
  now: { items: [], head: 0 },
  backlog: { items: [], head: 0 },
  active: 0,
  backlogActive: 0,
  keys: new Set(),
  waits: new Set(),
  peak: 0,
});

const size = (fifo: Fifo) => fifo.items.length - fifo.head;
const waiting = () => size(line.now) + size(line.backlog);

function take(fifo: Fifo): LocalJob {
  const job = fifo.items[fifo.head]!;
  fifo.items[fifo.head++] = undefined;
  // Worked-through records are let go in one step now and then, not one shift per job.
  if (fifo.head > 1024 && fifo.head * 2 > fifo.items.length) {
    fifo.items = fifo.items.slice(fifo.head);
    fifo.head = 0;
  }
  return job;
}

function next(): LocalJob | undefined {
  if (size(line.now)) return take(line.now);
  const backlogSlots = Math.max(1, config.jobConcurrency - 1);
  if (size(line.backlog) && line.backlogActive < backlogSlots) return take(line.backlog);
  return undefined;
}

function pump(runner: Runner): void {
  while (line.active < config.jobConcurrency) {
    const job = next();
    if (!job) return;
    line.active++;
    if (job.backlog) line.backlogActive++;
    line.peak = Math.max(line.peak, line.active);
    inBackground(`job ${job.name}`, async () => {
      try {
        await new Promise((resolve) => setImmediate(resolve));
        await runner(job);
      } finally {
        line.active--;
        if (job.backlog) line.backlogActive--;
        pump(runner);
      }
    });
  }
}

/** Adds a job to the line (dropped when one with its key is already there). */
export function addLocal(job: LocalJob, runner: Runner): void {
  if (job.key && line.keys.has(job.key)) return;
  if (job.key) line.keys.add(job.key);
  (job.backlog ? line.backlog : line.now).items.push(job);
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
  line.now = { items: [], head: 0 };
  line.backlog = { items: [], head: 0 };
  line.keys.clear();
  return dropped;
}
