// After `next build` and the standalone step: bundles the service worker (lib/pwa/worker/service-worker.ts) into
// the standalone server's public folder as /sw.js, with its precache list: the offline page of each language
// (revised by the build's id, so that a new build refreshes them) and the build's stylesheets they use.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const LOCALES = ["en", "hi", "te", "ta"]; // lib/i18n/locales.ts (a build script cannot import TypeScript)
const OFFLINE_PATH = "/offline"; // lib/pwa/addresses.ts
const target = ".next/standalone/public/sw.js";

const revision = readFileSync(".next/BUILD_ID", "utf8").trim();
const stylesheets = (function walk(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return walk(file);
    return entry.name.endsWith(".css") ? [`/_next/static/${path.relative(".next/static", file)}`] : [];
  });
})(".next/static");
const precache = [
  ...LOCALES.map((locale) => ({ url: locale === "en" ? OFFLINE_PATH : `/${locale}${OFFLINE_PATH}`, revision })),
  // Hashed names: the address is the revision.
  ...stylesheets.map((url) => ({ url, revision: null })),
];

await build({
  entryPoints: ["lib/pwa/worker/service-worker.ts"],
  outfile: target,
  bundle: true,
  minify: true,
  format: "iife",
  target: "es2022",
  define: { __PRECACHE__: JSON.stringify(precache), "process.env.NODE_ENV": '"production"' },
  logLevel: "warning",
});
console.log(`${target}: the service worker, precaching ${precache.length} files`);
