import "server-only";
import { AppError } from "../errors.ts";
import { refusal } from "../i18n/refusals.ts";

// Picture work is the heaviest thing the server does, so it is shared fairly: a fixed number of pictures
// are processed at once, each member has at most one of them in progress, and waiting pictures are
// taken member by member in turn, so one member's burst of large uploads cannot make everyone else
// wait. The queue is bounded: when it is full, new work is refused at once (503 with Retry-After)
// instead of waiting for minutes; work whose request has gone away is dropped. Background work (the
// variants a job makes) is never refused and only starts when no request's picture waits, leaving a slot
// free for the next one.

interface Job {
  owner: string;
  start: () => void;
  abandon: (reason: unknown) => void;
}

export interface FairQueueOptions {
  /** How many jobs run at once (read for each scheduling, so a setting can change it). */
  concurrency: () => number;
  /** How many jobs may wait; beyond that, work is refused. */
  maxWaiting: () => number;
}

/** Why a signal aborted, as an Error (AbortSignal.reason may be anything). */
function abortReason(signal: AbortSignal): Error {
  const reason: unknown = signal.reason;
  return reason instanceof Error
    ? reason
    : Object.assign(new Error("The request was cancelled."), { name: "AbortError" });
}

export function createFairQueue({ concurrency, maxWaiting }: FairQueueOptions) {
  /** Waiting jobs by owner, in arrival order; owners in the order they will next be served. */
  const waiting = new Map<string, Job[]>();
  const running = new Map<string, number>();
  const background: Job[] = [];
  let active = 0;
  let queued = 0;

  function next(): Job | undefined {
    for (const [owner, jobs] of waiting) {
      if (running.has(owner)) continue;
      const job = jobs.shift()!;
      queued--;
      // The owner goes to the back of the line.
      waiting.delete(owner);
      if (jobs.length) waiting.set(owner, jobs);
      return job;
    }
    // Only when nobody's request waits, and never in the last free slot.
    if (queued || active >= Math.max(1, concurrency() - 1)) return undefined;
    const at = background.findIndex((job) => !running.has(job.owner));
    return at < 0 ? undefined : background.splice(at, 1)[0];
  }

  function schedule(): void {
    while (active < concurrency()) {
      const job = next();
      if (!job) return;
      active++;
      running.set(job.owner, (running.get(job.owner) ?? 0) + 1);
      job.start();
    }
  }

  function finished(owner: string): void {
    active--;
    const left = (running.get(owner) ?? 1) - 1;
    if (left > 0) running.set(owner, left);
    else running.delete(owner);
    schedule();
  }

  /** Runs `task` when its turn comes; rejects at once when the queue is full or `signal` aborts first. */
  function run<T>(owner: string, task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (signal?.aborted) return Promise.reject(abortReason(signal));
    if (queued >= maxWaiting()) {
      return Promise.reject(new AppError("unavailable", refusal("picturesBusy"), { retryAfterSeconds: 30 }));
    }
    return new Promise<T>((resolve, reject) => {
      const job: Job = {
        owner,
        start: () => {
          signal?.removeEventListener("abort", onAbort);
          task()
            .then(resolve, reject)
            .finally(() => finished(owner));
        },
        abandon: reject,
      };
      const onAbort = () => {
        const jobs = waiting.get(owner);
        const at = jobs?.indexOf(job) ?? -1;
        if (at < 0) return;
        jobs!.splice(at, 1);
        queued--;
        if (!jobs!.length) waiting.delete(owner);
        job.abandon(abortReason(signal!));
      };
      signal?.addEventListener("abort", onAbort, { once: true });
      const mine = waiting.get(owner);
      if (mine) mine.push(job);
      else waiting.set(owner, [job]);
      queued++;
      schedule();
    });
  }

  /** Runs `task` when no request's picture waits; never refused. */
  function runInBackground<T>(owner: string, task: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      background.push({
        owner,
        start: () =>
          void task()
            .then(resolve, reject)
            .finally(() => finished(owner)),
        abandon: reject,
      });
      schedule();
    });
  }

  return { run, runInBackground, stats: () => ({ active, waiting: queued }) };
}
