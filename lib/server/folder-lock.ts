import "server-only";
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";
import os from "node:os";
import { isProcessAlive } from "./processes.ts";

// The embedded database keeps no lock of its own: two processes that open one PGlite folder both
// succeed, and the one that closes last overwrites what the other wrote. This lock file beside the
// folder lets one process at a time have it; a lock whose process is gone (a crash) is taken over.

/** Another process holds the folder; the message names it and says what to do. */
export class FolderInUse extends Error {}

interface Holder {
  pid: number;
  host: string;
  command: string;
  since: string;
}

const HOST = os.hostname();

function readHolder(lockPath: string): Holder | undefined {
  try {
    return JSON.parse(readFileSync(lockPath, "utf8")) as Holder;
  } catch {
    return undefined;
  }
}

const held = new Map<string, number>();

/**
 * Takes the lock for `folder` (re-entrant within this process); answers the function that releases it.
 * Throws FolderInUse when a live process elsewhere holds it.
 */
export function lockFolder(folder: string, what: string): () => void {
  const lockPath = `${folder}.lock`;
  const count = held.get(lockPath) ?? 0;
  if (count === 0) acquire(lockPath, folder, what);
  held.set(lockPath, count + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (held.get(lockPath) ?? 1) - 1;
    if (left > 0) {
      held.set(lockPath, left);
      return;
    }
    held.delete(lockPath);
    try {
      unlinkSync(lockPath);
    } catch {
      // Already gone.
    }
  };
}

function acquire(lockPath: string, folder: string, what: string): void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, "wx", 0o600);
      const holder: Holder = {
        pid: process.pid,
        host: HOST,
        command: process.argv.slice(1, 3).join(" "),
        since: new Date().toISOString(),
      };
      writeSync(fd, JSON.stringify(holder));
      closeSync(fd);
      process.once("exit", () => held.has(lockPath) && unlinkIfOurs(lockPath));
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const holder = readHolder(lockPath);
    const stale = holder && holder.host === HOST && !isProcessAlive(holder.pid);
    if (holder && !stale) {
      const where = holder.host === HOST ? `process ${holder.pid}` : `process ${holder.pid} on ${holder.host}`;
      throw new FolderInUse(
        `${what} in ${folder} is in use by ${where} (${holder.command || "node"}, since ${holder.since}). ` +
          `Stop it first, or run this while the server is stopped; several processes need PostgreSQL (DATABASE_URL).`,
      );
    }
    // Left by a process that is gone (or unreadable): take it over.
    try {
      unlinkSync(lockPath);
    } catch {
      // Someone else removed it first.
    }
  }
  throw new FolderInUse(
    `${what} in ${folder} is being opened by another process at the same moment. Please try again.`,
  );
}

function unlinkIfOurs(lockPath: string): void {
  if (readHolder(lockPath)?.pid !== process.pid) return;
  try {
    unlinkSync(lockPath);
  } catch {
    // Already gone.
  }
}
