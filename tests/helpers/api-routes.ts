import { readdirSync } from "node:fs";
import path from "node:path";

// The route handlers under app/api, as files and as the URL path each answers, for the tests that hold the
// OpenAPI document against them.

export const API_DIR = path.resolve(import.meta.dirname, "../../app/api");

/** Every route module under a folder of app/api. */
export function routeFiles(dir = API_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return /^route\.(ts|tsx|js|mjs)$/.test(entry.name) ? [full] : [];
  });
}

/** app/api/(profiles)/[profileApi]/add/route.ts -> /api/{profileApi}/add; [...nextauth] -> {nextauth}. */
export function urlPath(file: string): string {
  const segments = path
    .relative(API_DIR, path.dirname(file))
    .split(path.sep)
    .filter((segment) => segment && !/^\(.*\)$/.test(segment))
    .map((segment) => segment.replace(/^\[{1,2}(?:\.\.\.)?([^\]]+)\]{1,2}$/, "{$1}"));
  return ["/api", ...segments].join("/");
}
