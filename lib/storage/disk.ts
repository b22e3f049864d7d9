import "server-only";
import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { copyFile, link, mkdir, readdir, rename, rm, stat, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { config } from "../server/config.ts";
import { checkStoredPath } from "./paths.ts";
import type { Storage } from "./types.ts";

/** Stored files under a folder of the local disk (UPLOAD_DIR). */
export function diskStorage(root = config.uploadDir): Storage {
  const full = (p: string) => path.join(root, checkStoredPath(p));
  // Write beside, then rename: a reader never sees half a file.
  const besides = (target: string) => `${target}.${randomUUID()}.partial`;
  async function* walk(dir: string, relative: string): AsyncGenerator<string> {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const rel = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) yield* walk(path.join(dir, entry.name), rel);
      else yield rel;
    }
  }
  return {
    description: `disk (${root})`,
    async put(storedPath, data) {
      const target = full(storedPath);
      await mkdir(path.dirname(target), { recursive: true });
      const temp = besides(target);
      try {
        await writeFile(temp, data);
        await rename(temp, target);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },
    async putFile(storedPath, localPath) {
      const target = full(storedPath);
      await mkdir(path.dirname(target), { recursive: true });
      try {
        await rename(localPath, target);
        return;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
      }
      // The temporary folder is on another file system: copy, then rename into place.
      const temp = besides(target);
      try {
        await copyFile(localPath, temp);
        await rename(temp, target);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },
    async alias(existingPath, storedPath) {
      const target = full(storedPath);
      await mkdir(path.dirname(target), { recursive: true });
      await link(full(existingPath), target);
      // A hard link keeps the file's old time: made new, so that the orphan sweep's grace period covers it
      // until the row that names it is committed.
      const now = new Date();
      await utimes(target, now, now);
    },
    async read(storedPath, range) {
      const size = await this.size(storedPath);
      if (size === undefined) return undefined;
      const stream = createReadStream(full(storedPath), range);
      return { body: Readable.toWeb(stream) as ReadableStream<Uint8Array>, size };
    },
    async size(storedPath) {
      try {
        const info = await stat(full(storedPath));
        return info.isFile() ? info.size : undefined;
      } catch {
        return undefined;
      }
    },
    async remove(storedPath) {
      await rm(full(storedPath), { force: true });
    },
    async *list(prefix = "") {
      // Walked from the prefix's folder ("u/abc/" -> u/abc), not from the root of every member's files.
      const folder = prefix.includes("/") ? prefix.slice(0, prefix.lastIndexOf("/")) : "";
      for await (const storedPath of walk(folder ? full(folder) : root, folder)) {
        if (!storedPath.startsWith(prefix)) continue;
        const modified = async () => (await stat(path.join(root, storedPath)).catch(() => undefined))?.mtime;
        yield { path: storedPath, modified };
      }
    },
  };
}
