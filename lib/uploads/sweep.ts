import "server-only";
import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import { isId } from "../ids.ts";
import { UPLOAD_LIFETIME_MS } from "./purposes.ts";
import { expiredUploads, forgetUpload, knownUploads } from "./records.ts";
import { removeStoredUpload, resumableFolder } from "./tus.ts";

// Hourly: resumable uploads started more than 24 hours ago, finished or not, are removed with their bytes (a save
// that takes one moves its file away first). So are bytes whose row is gone (the member deleted their account).

const BATCH = 200;

async function storedIdsOlderThan(before: number): Promise<string[]> {
  const folder = resumableFolder();
  const names = await readdir(folder).catch(() => [] as string[]);
  const old: string[] = [];
  for (const name of names) {
    if (!isId(name)) continue;
    const modified = await stat(path.join(folder, name)).then(
      (s) => s.mtimeMs,
      () => undefined,
    );
    if (modified !== undefined && modified < before) old.push(name);
  }
  return old;
}

/** Removes expired uploads and stray bytes; answers how many uploads went. */
export async function sweepUploads(now = Date.now()): Promise<number> {
  const before = now - UPLOAD_LIFETIME_MS;
  let removed = 0;
  for (
    let ids = await expiredUploads(new Date(before), BATCH);
    ids.length;
    ids = await expiredUploads(new Date(before), BATCH)
  ) {
    for (const id of ids) {
      await removeStoredUpload(id);
      await forgetUpload(id);
      removed += 1;
    }
  }
  const stored = await storedIdsOlderThan(before);
  for (let i = 0; i < stored.length; i += BATCH) {
    const batch = stored.slice(i, i + BATCH);
    const known = await knownUploads(batch);
    for (const id of batch.filter((id) => !known.has(id))) {
      await removeStoredUpload(id);
      removed += 1;
    }
  }
  return removed;
}
