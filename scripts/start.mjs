// npm start: build when there is no build or the sources changed since, then scripts/serve.ts prepares the
// database and serves the build.
import { spawn, spawnSync } from "node:child_process";
import { staleBuildReason } from "./build-freshness.mjs";

const stale = staleBuildReason();
if (stale) {
  console.log(`${stale}: building (one minute or two)…`);
  const build = spawnSync("npm", ["run", "--silent", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const serve = spawn(
  "npx",
  ["--no-install", "tsx", "--conditions=react-server", "scripts/serve.ts", ...process.argv.slice(2)],
  {
    stdio: "inherit",
  },
);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => serve.kill(signal));
serve.on("exit", (code) => process.exit(code ?? 0));
