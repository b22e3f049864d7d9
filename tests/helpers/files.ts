import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Storage } from "@/lib/storage";

export const tempDir = (label: string) => mkdtemp(path.join(os.tmpdir(), `cf-${label}-`));

/** Every stored path under a prefix, sorted. */
export async function storedPaths(files: Storage, prefix = ""): Promise<string[]> {
  const all: string[] = [];
  for await (const p of files.list(prefix)) all.push(p.path);
  return all.sort();
}
