// The machine's ceiling: a plain Node HTTP server, in a process of its own, answering every request with
// the same bytes (the static page's). What a page costs above it is the framework's and ours.
import { spawn, type ChildProcess } from "node:child_process";
import { writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const SERVER = `
const body = require("node:fs").readFileSync(process.argv[1]);
require("node:http")
  .createServer((_, res) => res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(body))
  .listen(Number(process.argv[2]), "127.0.0.1", () => console.log("ready"));
`;

export interface PlainServer {
  url: string;
  bytes: number;
  stop(): Promise<void>;
}

/** Starts the plain server on `port` with the bytes `pageUrl` answers now. */
export async function startPlainServer(pageUrl: string, port: number): Promise<PlainServer> {
  const body = Buffer.from(await (await fetch(pageUrl)).arrayBuffer());
  const file = path.join(os.tmpdir(), `castfolio-bench-plain-${process.pid}.html`);
  writeFileSync(file, body);
  const child: ChildProcess = spawn(process.execPath, ["-e", SERVER, file, String(port)], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.once("data", () => resolve());
    child.once("exit", (code) => reject(new Error(`the plain Node server stopped (${code})`)));
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return {
    url: `http://127.0.0.1:${port}`,
    bytes: body.length,
    async stop() {
      child.kill("SIGTERM");
      await exited;
    },
  };
}
