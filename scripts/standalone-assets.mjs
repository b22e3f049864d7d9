// After `next build`: the standalone server (.next/standalone/server.js, what the Dockerfile runs) becomes
// our own server.mjs (every request through the request pipeline, then Next.js); the files the build's
// tracing took although next.config.mjs excludes them (sources, tests, this machine's data folder) are
// removed; and the browser's files are copied beside it, since it serves them from its own folder.
import { copyFileSync, cpSync, existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import picomatch from "next/dist/compiled/picomatch/index.js";

const target = ".next/standalone";
const serverFiles = `${target}/.next/required-server-files.json`;
if (!existsSync(`${target}/server.js`) || !existsSync(serverFiles)) {
  console.error("No standalone build in .next/standalone: run `next build` first.");
  process.exit(1);
}
copyFileSync("server.mjs", `${target}/server.js`);

// Next.js applies outputFileTracingExcludes to the traces of pages and routes but not to instrumentation.ts's,
// which reaches every module and so took the same files. The globs for every route ("**") apply to the folder.
const { config } = JSON.parse(readFileSync(serverFiles, "utf8"));
const excluded = picomatch(
  (config.outputFileTracingExcludes?.["**"] ?? []).map((glob) => glob.replace(/^\.\//, "")),
  { dot: true },
);
/** Removes the files under `folder` (relative to the standalone root) that match, then folders left empty. */
function prune(folder) {
  for (const entry of readdirSync(path.join(target, folder), { withFileTypes: true })) {
    const relative = folder ? `${folder}/${entry.name}` : entry.name;
    if (!folder && [".next", "node_modules", "server.js", "package.json"].includes(entry.name)) continue;
    if (entry.isDirectory()) prune(relative);
    else if (excluded(relative)) rmSync(path.join(target, relative));
  }
  if (folder && !readdirSync(path.join(target, folder)).length) rmSync(path.join(target, folder), { recursive: true });
}
prune("");

for (const [from, to] of [
  [".next/static", `${target}/.next/static`],
  ["public", `${target}/public`],
]) {
  rmSync(to, { recursive: true, force: true });
  cpSync(from, to, { recursive: true });
}
