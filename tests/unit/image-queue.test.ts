import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors";
import { createFairQueue } from "@/lib/media/image-queue";

// The picture queue, with stand-in jobs whose ends the test controls.

function job(log: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    task: async () => {
      log.push(`start ${name}`);
      await done;
      log.push(`end ${name}`);
      return name;
    },
    finish,
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the picture queue", () => {
  it("serves members in turn, one picture each at a time, so a burst does not hold others back", async () => {
    const queue = createFairQueue({ concurrency: () => 2, maxWaiting: () => 100 });
    const log: string[] = [];
    const burst = Array.from({ length: 6 }, (_, i) => job(log, `a${i}`));
    const runs = burst.map((j) => queue.run("member-a", j.task));
    const small = job(log, "b0");
    const b = queue.run("member-b", small.task);
    await tick();
    // Two slots, but member A has only one of them: member B's picture starts at once.
    expect(log).toEqual(["start a0", "start b0"]);
    small.finish();
    expect(await b).toBe("b0");
    burst[0].finish();
    await tick();
    expect(log.at(-1)).toBe("start a1");
    for (const j of burst.slice(1)) {
      j.finish();
      await tick();
    }
    expect(await Promise.all(runs)).toEqual(["a0", "a1", "a2", "a3", "a4", "a5"]);
  });

  it("refuses new work at once when the queue is full, saying when to try again", async () => {
    const queue = createFairQueue({ concurrency: () => 1, maxWaiting: () => 2 });
    const log: string[] = [];
    const running = job(log, "r");
    void queue.run("a", running.task);
    void queue.run("b", job(log, "w1").task);
    void queue.run("c", job(log, "w2").task);
    const refused = await queue.run("d", job(log, "w3").task).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).kind).toBe("unavailable");
    expect((refused as AppError).retryAfterSeconds).toBeGreaterThan(0);
    expect(queue.stats()).toEqual({ active: 1, waiting: 2 });
  });

  it("drops a waiting picture whose request has gone away, and never starts it", async () => {
    const queue = createFairQueue({ concurrency: () => 1, maxWaiting: () => 10 });
    const log: string[] = [];
    const first = job(log, "first");
    void queue.run("a", first.task);
    const abort = new AbortController();
    const waiting = queue.run("b", job(log, "gone").task, abort.signal);
    abort.abort(new Error("the client went away"));
    await expect(waiting).rejects.toThrow("the client went away");
    expect(queue.stats().waiting).toBe(0);
    first.finish();
    await tick();
    expect(log).toEqual(["start first", "end first"]);
    await expect(queue.run("c", job(log, "late").task, abort.signal)).rejects.toThrow("the client went away");
  });

  it("starts background work only when no request's picture waits, and keeps a slot free for the next one", async () => {
    const queue = createFairQueue({ concurrency: () => 2, maxWaiting: () => 1 });
    const log: string[] = [];
    const later = [job(log, "v1"), job(log, "v2")];
    const variants = later.map((j, i) => queue.runInBackground(`m${i}`, j.task));
    await tick();
    // Two slots: one variant runs, the other slot stays free for a request.
    expect(log).toEqual(["start v1"]);
    const upload = job(log, "upload");
    const uploaded = queue.run("someone", upload.task);
    await tick();
    expect(log).toEqual(["start v1", "start upload"]);
    // Background work never fills the waiting list: a request's picture is still accepted.
    const next = job(log, "next");
    const nextDone = queue.run("another", next.task);
    later[0].finish();
    await tick();
    // The request's picture goes before the waiting variant.
    expect(log.slice(2)).toEqual(["end v1", "start next"]);
    upload.finish();
    next.finish();
    await Promise.all([uploaded, nextDone]);
    await tick();
    expect(log.at(-1)).toBe("start v2");
    later[1].finish();
    expect(await Promise.all(variants)).toEqual(["v1", "v2"]);
  });
});
