// Run after every install (package.json's postinstall). Next.js's IncrementalCache.set measures every entry
// it caches with JSON.stringify, to refuse a *fetch* cache entry over 2 MB; for a page it computes the size
// and never reads it. A rendered page's entry holds its RSC payload as a Buffer, which JSON writes as an
// array of numbers: 13 % of the server's CPU under random profile pages at 100,000 members (docs/performance.md).
// This makes the size computed only where it is read. Idempotent; it warns, and changes nothing, when a
// Next.js release no longer has the code (tests/unit/next-patch.test.ts then says whether it is still needed).
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const NEXT = path.join("node_modules", "next", "dist");
const MINIFIED = /let (\w+)=JSON\.stringify\((\w+)\)\.length;if\((\w+)\.fetchCache&&\1>2097152/g;
const SOURCE = "const itemSize = JSON.stringify(data).length;";

const files = [
  ...readdirSync(path.join(NEXT, "compiled", "next-server"))
    .filter((name) => name.endsWith(".js"))
    .map((name) => path.join(NEXT, "compiled", "next-server", name)),
  path.join(NEXT, "server", "lib", "incremental-cache", "index.js"),
];

let patched = 0;
for (const file of files) {
  const text = readFileSync(file, "utf8");
  const next = text
    .replace(MINIFIED, "let $1=$3.fetchCache?JSON.stringify($2).length:0;if($3.fetchCache&&$1>2097152")
    .replace(SOURCE, "const itemSize = ctx.fetchCache ? JSON.stringify(data).length : 0;");
  if (next === text) continue;
  writeFileSync(file, next);
  patched++;
}
const already = files.some((file) => readFileSync(file, "utf8").includes("fetchCache?JSON.stringify("));
if (patched) console.log(`next: the page cache no longer serialises each page to measure it (${patched} files)`);
else if (!already)
  console.warn("next: IncrementalCache.set has changed; scripts/patch-next.mjs found nothing to change");
