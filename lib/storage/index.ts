import "server-only";
import { config } from "../server/config.ts";
import { diskStorage } from "./disk.ts";
import { s3Storage } from "./s3.ts";
import type { Storage } from "./types.ts";

export type { Storage } from "./types.ts";
export { diskStorage } from "./disk.ts";

/** The storage named by the configuration (STORAGE_DRIVER). */
export function configuredStorage(): Storage {
  return config.storageDriver === "s3" ? s3Storage(config.s3) : diskStorage();
}

const holder = globalThis as unknown as { __castfolioStorage?: Storage };

/** The storage every module uses. */
export function storage(): Storage {
  holder.__castfolioStorage ??= configuredStorage();
  return holder.__castfolioStorage;
}

/** Replaces the process-wide storage (tests point the app at their own folder or bucket). */
export function setStorage(files: Storage | undefined): void {
  holder.__castfolioStorage = files;
}
