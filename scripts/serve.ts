// Run by npm start after the build: prepares the database (migrations; demo data on the embedded
// database's first start), then serves the production build on config.host:config.port until stopped.
import { connect } from "node:net";
import { config } from "../lib/server/config.ts";
import { database } from "../lib/server/db.ts";
import { storage } from "../lib/storage/index.ts";
import { seed } from "./seed/index.ts";
import { STARTUP_STEPS } from "../lib/platform-wiring.ts";
import { prepare, runOrExplain } from "../lib/process/startup.ts";
import { spawnStandalone } from "./standalone-server.ts";

const applied = await runOrExplain(() => prepare(STARTUP_STEPS));
const db = database();
if (applied.length) console.log(`Applied migrations: ${applied.join(", ")}`);
if (config.seedDemo && (await db.prisma.user.count()) === 0) {
  console.log("First start: adding demo members (set SEED_DEMO=0 to skip).");
  const count = await seed({ prisma: db.prisma, files: storage() });
  console.log(`Added ${count} demo members.`);
}
// The embedded database takes one process at a time: the server opens it next.
await db.close();

const { host, port } = config;
const server = spawnStandalone({ port, host, stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
// The server opens its port once it is ready to answer (the database open, the jobs started).
if (await listening(port, host)) {
  const shown = host.includes(":") ? `[${host}]` : host;
  console.log(`Castfolio listens on http://${shown}:${port} (public address ${config.siteUrl}).`);
}

/** Whether the port takes connections before the server exits (tried every 100 ms). */
async function listening(port: number, host: string): Promise<boolean> {
  const address = host === "0.0.0.0" ? "127.0.0.1" : host === "::" ? "::1" : host;
  while (server.exitCode === null) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect({ port, host: address });
      socket.once("connect", () => {
        socket.destroy();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
    if (open) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}
