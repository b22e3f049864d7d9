// After `next build`: the standalone server (.next/standalone/server.js, what the Dockerfile runs) becomes
// our own server.mjs (every request through the request pipeline, then Next.js); the browser's files are
// copied beside it, since it serves them from its own folder; and whatever the build's tracing took from
// this machine's data folder (the embedded database, stored files) is removed.
import { copyFileSync, cpSync, existsSync, rmSync } from "node:fs";

const target = ".next/standalone";
if (!existsSync(`${target}/server.js`) || !existsSync(`${target}/.next/required-server-files.json`)) {
  console.error("No standalone build in .next/standalone: run `next build` first.");
  process.exit(1);
}
copyFileSync("server.mjs", `${target}/server.js`);
rmSync(`${target}/data`, { recursive: true, force: true });
for (const [from, to] of [
  [".next/static", `${target}/.next/static`],
  ["public", `${target}/public`],
]) {
  rmSync(to, { recursive: true, force: true });
  cpSync(from, to, { recursive: true });
}
