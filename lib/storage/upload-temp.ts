import "server-only";
import { randomUUID } from "node:crypto";
import { mkdir, readdir, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { config } from "../server/config.ts";
import { isProcessAlive } from "../server/processes.ts";

// Each upload gets its own folder under the temporary root, named after the process receiving it
// (host~pid~id). Removing that one folder removes every part of the upload, finished or not. Several
// instances may share a data folder, so the start-up sweep only removes folders whose process is gone.

const HOST = os.hostname().replace(/[^A-Za-z0-9.-]/g, "_");
const DAY_MS = 24 * 60 * 60 * 1000;

export async function createUploadTempDir(root = config.uploadTmpDir): Promise<string> {
  const dir = path.join(root, `${HOST}~${process.pid}~${randomUUID()}`);
  await mkdir(dir, { recursive: true });
  return dir;
}

export async function removeUploadTempDir(dir: string): Promise<void> {
  // Retries cover a write stream that closes while the folder is being emptied.
  await rm(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 50 });
}

/** Whether a temporary upload folder was left behind by a crash (or is older than any upload could take). */
function isLeftover(name: string, modifiedMs: number, now: number): boolean {
  if (now - modifiedMs > DAY_MS) return true;
  const [host, pidText] = name.split("~");
  const pid = Number(pidText);
  if (host !== HOST || !Number.isInteger(pid)) return false;
  // Our own pid at start-up belongs to an earlier life of this container: we have received nothing yet.
  return pid === process.pid || !isProcessAlive(pid);
}

/** Removes what crashed uploads left in the temporary folder. Returns how many folders it removed. */
export async function sweepUploadTemp(root = config.uploadTmpDir, now = Date.now()): Promise<number> {
  let names: string[];
  try {
    names = await readdir(root);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    const full = path.join(root, name);
    try {
      if (isLeftover(name, (await stat(full)).mtimeMs, now)) {
        await rm(full, { recursive: true, force: true });
        removed++;
      }
    } catch {
      // Gone already, or being removed by its owner.
    }
  }
  return removed;
}
