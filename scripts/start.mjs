// npm start: build if needed, prepare the database, then serve the production build.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const run = (cmd, args) => {
  const result = spawnSync(cmd, args, { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (!existsSync(".next/BUILD_ID")) {
  console.log("No production build yet: building (one minute or two)…");
  run("npx", ["--no-install", "next", "build"]);
}
run("npx", ["--no-install", "tsx", "--conditions=react-server", "scripts/prepare.ts"]);

const port = process.env.PORT || "3000";
const server = spawn("npx", ["--no-install", "next", "start", "-p", port, ...process.argv.slice(2)], {
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
