// Castfolio's HTTP server: where every request enters. Each one goes first through the request pipeline
// (lib/process/request-pipeline.ts: the client's address, malformed addresses, stored files, dead look-book
// links, listings and searches sent to their cached pages, a log line, shutdown tracking), which either
// answers it or hands it to Next.js.
//
// The build copies this file to .next/standalone/server.js, in place of the one Next.js writes: that is what
// `npm start`, the Dockerfile and the tests run. `npm run dev` runs it from here with --dev.
//
// The pipeline is compiled with the app, so that it shares the app's database pool, cache and settings
// (one instance of each per process); instrumentation.ts hands it over once the process is ready (the
// database open and migrated, the jobs started), and this server listens only then.
import http from "node:http";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const dev = process.argv.includes("--dev");
const dir = path.dirname(fileURLToPath(import.meta.url));
process.chdir(dir);
process.env.NODE_ENV = dev ? "development" : "production";
const port = Number.parseInt(process.env.PORT ?? "", 10) || 3000;
const hostname = process.env.HOSTNAME || (dev ? "localhost" : "0.0.0.0");
// How long an idle connection is kept for its next request. Longer than the idle time of the proxies in front
// (nginx 60 s, load balancers 60 s, the Caddyfile's 60 s): when Node's default of 5 s closes a connection a
// proxy is about to reuse, the proxy's request meets a reset and its client a 502.
const KEEP_ALIVE_DEFAULT_MS = 75_000;
const keepAliveSetting = Number.parseInt(process.env.KEEP_ALIVE_TIMEOUT ?? "", 10);
const keepAliveTimeout = keepAliveSetting >= 0 ? keepAliveSetting : KEEP_ALIVE_DEFAULT_MS;

// A production build carries its configuration in required-server-files.json (there is no next.config here).
let conf;
if (!dev) {
  conf = JSON.parse(readFileSync(path.join(dir, ".next/required-server-files.json"), "utf8")).config;
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(conf);
}

const HANDOVER = Symbol.for("castfolio.requestPipeline");
// Migrations of a large database run before the handover.
const HANDOVER_SECONDS = 600;
/** @type {Promise<(server: http.Server, request: http.IncomingMessage, response: http.ServerResponse, next: () => void) => void>} */
const pipelineReady = new Promise((resolve, reject) => {
  /** @type {Record<symbol, unknown>} */ (globalThis)[HANDOVER] = resolve;
  setTimeout(
    () => reject(new Error(`instrumentation.ts did not hand over the request pipeline within ${HANDOVER_SECONDS} s`)),
    HANDOVER_SECONDS * 1000,
  ).unref();
});

const next = createRequire(import.meta.url)("next");
const app = next({ dev, dir, hostname, port, conf });
await app.prepare();
const handle = app.getRequestHandler();
const pipeline = await pipelineReady.catch((/** @type {Error} */ error) => {
  console.error(`\nCastfolio cannot start: ${error.message}.\n`);
  process.exit(1);
});

const server = http.createServer((request, response) =>
  pipeline(server, request, response, () => {
    handle(request, response).catch((/** @type {unknown} */ error) => {
      console.error("[server] Next.js could not answer a request:", error);
      if (!response.headersSent) response.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
      response.end();
    });
  }),
);
server.keepAliveTimeout = keepAliveTimeout;
// A request's headers may take as long as an idle connection is kept, and a little more.
server.headersTimeout = Math.max(server.headersTimeout, keepAliveTimeout + 1000);
// A port that is taken or not ours to use ends the process, as Next.js's own server does: Next.js only logs
// uncaught errors, which would leave a process that runs its jobs and serves nothing.
server.on("error", (error) => {
  console.error(`\nCastfolio cannot listen on ${hostname}:${port}: ${error.message}\n`);
  process.exit(1);
});
server.listen(port, hostname, () => console.log(`Ready on http://${hostname}:${port}`));
