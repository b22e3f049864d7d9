// Whether the production build is missing or older than the sources it was built from, so that `npm start`
// and the benchmarks build again after an edit instead of serving the old build. Plain Node: npm start
// runs it before any TypeScript tooling.
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const SOURCES = [
  "app",
  "components",
  "lib",
  "public",
  "server.mjs",
  "instrumentation.ts",
  "cache-handler.mjs",
  "next.config.mjs",
  "package.json",
  "package-lock.json",
  "tsconfig.json",
  "tailwind.config.ts",
  "postcss.config.mjs",
  "types",
  "scripts/standalone-assets.mjs",
  "prisma/schema.prisma",
];
const SKIPPED = new Set(["generated", "node_modules"]);
/** Written by every build; the build's own date. */
const BUILD_STAMP = ".next/standalone/.next/BUILD_ID";

/** The newest modification time under `entry`, in milliseconds (0 when it does not exist). */
function newestSource(entry) {
  if (!existsSync(entry)) return 0;
  const info = statSync(entry);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const child of readdirSync(entry, { withFileTypes: true })) {
    if (!SKIPPED.has(child.name)) newest = Math.max(newest, newestSource(path.join(entry, child.name)));
  }
  return newest;
}

/** Why the build in `root` must be made again, or undefined when it is up to date. */
export function staleBuildReason(root = ".") {
  const stamp = path.join(root, BUILD_STAMP);
  if (!existsSync(stamp) || !existsSync(path.join(root, ".next/standalone/.next/static")))
    return "No production build yet";
  const built = statSync(stamp).mtimeMs;
  const changed = SOURCES.find((entry) => newestSource(path.join(root, entry)) > built);
  return changed ? `The sources changed since the last build (${changed})` : undefined;
}
