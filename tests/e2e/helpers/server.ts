import type { ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { spawnStandalone } from "../../../scripts/standalone-server";

// A production server of our own beside Playwright's (which the other specs share): for tests that
// kill it, point it at a database through a proxy, or give it another configuration. It runs the
// standalone build directly (as a deployment does), so the process we hold is the server itself.

export interface ProductionServer {
  readonly url: string;
  readonly dataDir: string;
  readonly process: ChildProcess;
  /** Everything it printed, for failure messages. */
  output(): string;
  /** Ends it with SIGTERM, or SIGKILL when asked; resolves once it has exited. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** A port for an extra server: beside the E2E port, so that parallel suites keep to their own range. */
export function extraPort(offset: number): number {
  return Number(process.env.E2E_PORT || 3100) + offset;
}

export async function startServer(options: {
  port: number;
  dataDir: string;
  env?: Record<string, string>;
  fresh?: boolean;
}): Promise<ProductionServer> {
  const dataDir = path.resolve(options.dataDir);
  if (options.fresh ?? true) rmSync(dataDir, { recursive: true, force: true });
  const child = spawnStandalone({
    port: options.port,
    host: "127.0.0.1",
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SEED_DEMO: "0",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout!.on("data", (chunk) => (log += chunk));
  child.stderr!.on("data", (chunk) => (log += chunk));
  const exited = new Promise<void>((resolve) => child.once("close", () => resolve()));
  const url = `http://127.0.0.1:${options.port}`;

  // Ready once it answers a page; the start-up preparation (migrations, temp sweep) runs before that.
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`The server exited during start:\n${log}`);
    try {
      const res = await fetch(`${url}/aboutus`);
      if (res.ok) break;
    } catch {
      // Not listening yet.
    }
    if (attempt > 600) throw new Error(`The server did not start:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    url,
    dataDir,
    process: child,
    output: () => log,
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
