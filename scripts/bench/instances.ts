// One instance against two: the same pages loaded through a small round-robin proxy (node:http, in this
// process) in front of one app instance, then of two, both on one PostgreSQL database and one Redis (a
// redis-server started here on a free port). Figures only. On a machine with few cores the two
// instances, the proxy, the database and the load generator share them, so the ratio says how much an
// instance's own limits (one JavaScript thread) cost, not what two machines would give.
import { spawn, type ChildProcess } from "node:child_process";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { runLoad, type Figures } from "./load.ts";
import { loadTable } from "./report.ts";
import { freshDatabase, seed, startServer, type RunningServer } from "./server.ts";

const PAGES = [
  { name: "Static page /aboutus", path: "/aboutus" },
  { name: "Listing page", path: "/Artists/Heroine" },
  { name: "Search API, free text", path: "/api/search?q=mumbai" },
  { name: "Member API", path: "/api/user/Artists/Heroine?pageSize=24" },
];

/** Round-robin proxy to `upstreams`; answers with its port. */
function roundRobin(upstreams: string[]): Promise<{ url: string; close(): Promise<void> }> {
  let turn = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const server = http.createServer((request, response) => {
    const target = new URL(request.url ?? "/", upstreams[turn++ % upstreams.length]);
    const forwarded = http.request(target, { method: request.method, headers: request.headers, agent }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    forwarded.on("error", () => {
      response.writeHead(502).end();
    });
    request.pipe(forwarded);
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        close: () =>
          new Promise<void>((done) => {
            agent.destroy();
            server.closeAllConnections();
            server.close(() => done());
          }),
      }),
    ),
  );
}

async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn("redis-server", ["--port", String(port), "--save", "", "--appendonly", "no"], {
    stdio: "ignore",
  });
  await new Promise((resolve) => setTimeout(resolve, 500));
  if (child.exitCode !== null) throw new Error("redis-server did not start");
  return child;
}

async function measure(url: string, seconds: number, connections: number) {
  const results: { target: { name: string; path: string; connections: number }; figures: Figures }[] = [];
  for (const page of PAGES) {
    const target = { ...page, connections };
    await runLoad(url, target, 1);
    results.push({ target, figures: await runLoad(url, target, seconds) });
  }
  return results;
}

/** Prints the figures of one instance and of two behind the proxy, on a fresh PostgreSQL database. */
export async function benchInstances(options: {
  serverUrl: string;
  users: number;
  seconds: number;
  connections: number;
  port: number;
  log: (line: string) => void;
}): Promise<void> {
  const { log } = options;
  let redis: ChildProcess | undefined;
  try {
    redis = await startRedis(options.port + 9);
  } catch {
    log("\n== One instance against two: skipped (redis-server is not installed).");
    return;
  }
  const database = await freshDatabase(options.serverUrl);
  const servers: RunningServer[] = [];
  try {
    seed(database, options.users, log);
    const extra = { REDIS_URL: `redis://127.0.0.1:${options.port + 9}`, AUTH_SECRET: "bench-shared-secret" };
    servers.push(await startServer(database, options.port + 1, extra));
    servers.push(await startServer(database, options.port + 2, extra));
    const rows: { label: string; results: Awaited<ReturnType<typeof measure>> }[] = [];
    for (const count of [1, 2]) {
      const proxy = await roundRobin(servers.slice(0, count).map((s) => s.url));
      try {
        rows.push({
          label: `${count} instance${count > 1 ? "s" : ""}`,
          results: await measure(proxy.url, options.seconds, options.connections),
        });
      } finally {
        await proxy.close();
      }
    }
    log(
      `\n== One instance against two (PostgreSQL, Redis, ${options.users.toLocaleString("en")} members, ${options.connections} connections, ${options.seconds} s per target, through a round-robin proxy in this process)`,
    );
    for (const { label, results } of rows) log(`\n${label}:\n${loadTable(results, results[0].figures)}`);
    const one = rows[0].results;
    const two = rows[1].results;
    log("\nTwo instances against one (requests per second):");
    for (let i = 0; i < PAGES.length; i++)
      log(`  ${PAGES[i].name}: ${(two[i].figures.perSecond / one[i].figures.perSecond).toFixed(2)} x`);
  } finally {
    for (const server of servers) await server.stop();
    redis.kill("SIGKILL");
    await database.drop();
  }
}
