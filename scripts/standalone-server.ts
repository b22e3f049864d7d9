// Starts the production server the way a deployment does: `node .next/standalone/server.js` (the
// Dockerfile's command), for npm start, the benchmark and the tests' extra servers. The server runs in
// its own folder, so folder settings are made absolute here first.
import { spawn, type ChildProcess, type StdioOptions } from "node:child_process";
import path from "node:path";

export const STANDALONE_SERVER = ".next/standalone/server.js";
const FOLDERS = ["DATA_DIR", "PGLITE_DIR", "UPLOAD_DIR", "UPLOAD_TMP_DIR", "OUTBOX_DIR", "WHATSAPP_OUTBOX_DIR"];

export function spawnStandalone(options: {
  port: number;
  host: string;
  /** Unset: this process's environment. */
  env?: NodeJS.ProcessEnv;
  stdio: StdioOptions;
}): ChildProcess {
  const env: NodeJS.ProcessEnv = {
    ...(options.env ?? process.env),
    PORT: String(options.port),
    HOSTNAME: options.host,
  };
  env.DATA_DIR = path.resolve(env.DATA_DIR?.trim() || "data");
  for (const name of FOLDERS) if (env[name]?.trim()) env[name] = path.resolve(env[name]);
  return spawn(process.execPath, [STANDALONE_SERVER], { env, stdio: options.stdio });
}
