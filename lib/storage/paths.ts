import "server-only";
import { randomUUID } from "node:crypto";

/** Where the sitemap job keeps its files (lib/seo/sitemap.ts): not uploads, so the orphan sweep leaves them. */
export const SITEMAP_FOLDER = "sitemaps/";

const SAFE_PATH = /^[a-zA-Z0-9][a-zA-Z0-9_\-./]*$/;

/** Rejects anything that could leave the storage root: absolute paths, `..`, odd characters. */
export function checkStoredPath(storedPath: string): string {
  const normalized = storedPath.replace(/\\/g, "/");
  if (
    !SAFE_PATH.test(normalized) ||
    normalized.split("/").some((part) => part === ".." || part === "." || part === "")
  ) {
    throw new Error(`Unsafe stored path: ${storedPath}`);
  }
  return normalized;
}

/** A fresh stored name under the member's folder: `u/<userId>/<uuid><suffix>.<ext>`. Never reused. */
export function newStoredPath(userId: string, ext: string, base = randomUUID(), suffix = ""): string {
  return checkStoredPath(`u/${userId}/${base}${suffix}.${ext}`);
}
