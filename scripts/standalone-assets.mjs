// After `next build`: the standalone server (.next/standalone/server.js, what the Dockerfile runs)
// serves the browser's files from its own folder, so they are copied there; and whatever the build's
// tracing took from this machine's data folder (the embedded database, stored files) is removed.
import { cpSync, existsSync, rmSync } from "node:fs";

const target = ".next/standalone";
if (!existsSync(`${target}/server.js`)) {
  console.error("No standalone build in .next/standalone: run `next build` first.");
  process.exit(1);
}
rmSync(`${target}/data`, { recursive: true, force: true });
for (const [from, to] of [
  [".next/static", `${target}/.next/static`],
  ["public", `${target}/public`],
]) {
  rmSync(to, { recursive: true, force: true });
  cpSync(from, to, { recursive: true });
}
