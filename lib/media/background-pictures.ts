import "server-only";
import { fork, type ChildProcess } from "node:child_process";
import { lowerPriority } from "../process/priority.ts";
import path from "node:path";
import { childEnvironment } from "../server/config.ts";

// Pictures nobody waits for (the variants a job makes) are made in a child process at the lowest CPU
// priority (nice 19): on a busy machine the scheduler gives it only what requests leave, so a backlog of
// tens of thousands drains without taking the CPU from pages, and faster when the site is quiet. The
// child (lib/media/picture-worker.mjs) is started on the first picture and leaves after a quiet half
// minute; if it dies, the pictures it held fail (their jobs retry) and the next one starts another.

/** One output of a picture: sharp's resize arguments and WebP options. */
export interface PictureOutput {
  resize: [
    width: number,
    height: number,
    options: { fit: "cover" | "inside"; position?: string; withoutEnlargement?: boolean },
  ];
  webp: { quality: number };
}

export interface MadePicture {
  data: Buffer;
  width: number;
  height: number;
}

type Answer =
  { id: number; results: { data: Uint8Array; width: number; height: number }[] } | { id: number; error: string };

interface Pending {
  resolve: (results: MadePicture[]) => void;
  reject: (error: Error) => void;
}

/** Resolved from the working directory, as the migrations are: the project root, or the standalone build's folder. */
const SCRIPT = path.resolve("lib/media/picture-worker.mjs");
const LOWEST_PRIORITY = 19;
const IDLE_MS = 30_000;
/**
 * glibc gives each of libvips's threads its own heap arena, which it rarely hands back: two arenas hold a
 * working child at about 95 MB instead of 135 (measured on 160 pictures, docs/performance.md).
 */
const MALLOC_ARENAS = "2";
/** A picture the child has not answered in this long means a stuck child: it is killed and started again. */
const STUCK_MS = 5 * 60_000;

interface Worker {
  child: ChildProcess | undefined;
  pending: Map<number, Pending>;
  nextId: number;
  idle: NodeJS.Timeout | undefined;
}

// One child for the process: Next.js loads instrumentation and routes as separate bundles.
const worker: Worker = ((globalThis as unknown as { __castfolioPictureWorker?: Worker }).__castfolioPictureWorker ??= {
  child: undefined,
  pending: new Map(),
  nextId: 1,
  idle: undefined,
});

function failAll(child: ChildProcess, error: Error): void {
  if (worker.child !== child) return;
  worker.child = undefined;
  clearTimeout(worker.idle);
  const pending = [...worker.pending.values()];
  worker.pending.clear();
  for (const { reject } of pending) reject(error);
}

function start(): ChildProcess {
  const child = fork(/*turbopackIgnore: true*/ SCRIPT, [], {
    serialization: "advanced",
    execArgv: [],
    env: childEnvironment({ MALLOC_ARENA_MAX: MALLOC_ARENAS }),
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  lowerPriority(child, LOWEST_PRIORITY);
  child.on("message", (answer: Answer) => {
    const request = worker.pending.get(answer.id);
    if (!request) return;
    worker.pending.delete(answer.id);
    if ("error" in answer) request.reject(new Error(answer.error));
    else
      request.resolve(
        answer.results.map(({ data, width, height }) => ({
          data: Buffer.from(data.buffer, data.byteOffset, data.byteLength),
          width,
          height,
        })),
      );
    quietened(child);
  });
  child.on("error", (error) => failAll(child, error));
  child.on("exit", (code, signal) =>
    failAll(child, new Error(`the picture worker ${signal ? `was stopped (${signal})` : `exited with ${code}`}`)),
  );
  return child;
}

/** With nothing left to make, the child neither keeps the server alive nor stays longer than IDLE_MS. */
function quietened(child: ChildProcess): void {
  if (worker.pending.size) return;
  child.unref();
  child.channel?.unref();
  clearTimeout(worker.idle);
  worker.idle = setTimeout(() => {
    if (worker.child !== child || worker.pending.size) return;
    // The next picture starts a new child rather than write to one that is leaving.
    worker.child = undefined;
    child.disconnect();
  }, IDLE_MS).unref();
}

/** Makes `outputs` of a picture's bytes in the low-priority child process. */
export function makeInBackground(input: Buffer, outputs: readonly PictureOutput[]): Promise<MadePicture[]> {
  const child = (worker.child ??= start());
  clearTimeout(worker.idle);
  child.ref();
  child.channel?.ref();
  const id = worker.nextId++;
  return new Promise<MadePicture[]>((resolve, reject) => {
    const stuck = setTimeout(() => child.kill("SIGKILL"), STUCK_MS);
    worker.pending.set(id, {
      resolve: (results) => (clearTimeout(stuck), resolve(results)),
      reject: (error) => (clearTimeout(stuck), reject(error)),
    });
    child.send({ id, input, outputs }, (error) => {
      if (error) failAll(child, error);
    });
  });
}
