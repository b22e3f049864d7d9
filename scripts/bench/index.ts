// npm run bench: the production server on a fresh database of SEED_USERS members, loaded with
// autocannon target by target; prints requests/s, latency percentiles and errors beside a prerendered
// page of the same server, then the JavaScript each public route loads and a listing page's weight.
// Prints figures and asserts nothing.
//   BENCH_SHORT=1       1,000 members and 3 s per target (what CI runs)
//   SEED_USERS, BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_PORT (default 3410)
//   DATABASE_URL        also run on a fresh database of that PostgreSQL server (created and dropped here)
//   BENCH_SKIP_PGLITE=1 with DATABASE_URL: PostgreSQL only (for large SEED_USERS)
//   BENCH_ONLY=long-tail  only the varied targets (long-tail.ts), not the repeated addresses
//   BENCH_REPORT_DIR    where the varied targets' verdicts are written as JSON (default .bench)
//   BENCH_BACKLOG=1     with DATABASE_URL: every picture without its variants (a restore from before them),
//                       so that the targets are measured while the server works through that backlog
// With DATABASE_URL it ends with one app instance against two behind a round-robin proxy (instances.ts).
import os from "node:os";
import { CALLS_PATH, callPath, organizationPath, OWN_ORGANIZATION_PATH } from "../../lib/hiring/paths.ts";
import { profilePath } from "../../lib/profiles/paths.ts";
import { runLoad, type Figures, type Target } from "./load.ts";
import { firstLoadTable, kb, loadTable, verdicts, weightLine, type Verdict } from "./report.ts";
import { ensureBuild, freshDatabase, pictureBacklog, seed, startServer } from "./server.ts";
import { explainSearches, explainTable } from "./explain.ts";
import { benchInstances } from "./instances.ts";
import { benchLongTail } from "./long-tail.ts";
import { prepareTargets, searchAddresses } from "./targets.ts";
import { firstLoadJs, pageWeight } from "./weight.ts";

const short = process.env.BENCH_SHORT === "1";
const users = Number(process.env.SEED_USERS || (short ? 1_000 : 10_000));
const seconds = Number(process.env.BENCH_SECONDS || (short ? 3 : 10));
const pagesConnections = Number(process.env.BENCH_CONNECTIONS || 50);
const writeConnections = 8;
const port = Number(process.env.BENCH_PORT || 3410);
const JS_BUDGET = 150 * 1024;
const longTailOnly = process.env.BENCH_ONLY === "long-tail";
const backlog = process.env.BENCH_BACKLOG === "1";

const log = (line: string) => console.log(line);

const PUBLIC_ROUTES = [
  "/",
  "/aboutus",
  "/services",
  "/terms",
  "/privacy",
  "/contactus",
  "/faq",
  "/login",
  "/signup",
  "/reset-password",
  "/lock-screen",
  "/employers",
  OWN_ORGANIZATION_PATH,
  CALLS_PATH,
  "/candidates",
  "/technicians",
  "/Artists/Heroine",
  // The same pages in the other languages: only their own messages should weigh more.
  "/hi",
  "/te/Artists/Heroine",
  `/ta${CALLS_PATH}`,
];

function describeMachine(): string {
  const cpus = os.cpus();
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" ");
  return `${cpus.length} CPUs (${cpus[0]?.model.trim() ?? "unknown"}), ${(os.totalmem() / 2 ** 30).toFixed(1)} GB, Node ${process.version}, load average ${load}`;
}

async function benchOne(databaseUrl: string | undefined): Promise<void> {
  const database = await freshDatabase(databaseUrl);
  let plansFor: string | undefined;
  try {
    seed(database, users, log);
    const waiting = backlog ? await pictureBacklog(database) : undefined;
    const waitingAtStart = waiting && (await waiting());
    const server = await startServer(database, port);
    try {
      const { context, targets } = await prepareTargets(server.url, {
        pages: pagesConnections,
        writes: writeConnections,
      });
      const longTail = () =>
        benchLongTail({
          baseUrl: server.url,
          ceiling: targets[0],
          saves: targets.find((t) => t.method === "POST" && t.path === "/api/actor/add")!,
          connections: pagesConnections,
          plainPort: port + 1,
          seconds,
          label: waiting ? `${database.label} with a picture backlog` : database.label,
          members: users,
          tally: server.tally,
          log,
        });
      if (waiting) log(`\n${waitingAtStart!.toLocaleString("en")} pictures wait for their variants at the start`);
      if (longTailOnly) {
        await longTail();
        if (waiting) log(`${(await waiting()).toLocaleString("en")} pictures still wait for their variants at the end`);
        return;
      }
      log(
        `\n== ${database.label}: ${users.toLocaleString("en")} members, ${seconds} s per target (after a ${short ? 1 : 2} s warm-up), machine load ${os.loadavg()[0].toFixed(1)}`,
      );
      const results: { target: Target; figures: Figures }[] = [];
      for (const target of targets) {
        await runLoad(server.url, target, short ? 1 : 2);
        const figures = await runLoad(server.url, target, seconds, server.tally);
        results.push({ target, figures });
        log(
          `  ${target.name}: ${figures.perSecond.toFixed(1)} req/s, p95 ${figures.p95.toFixed(0)} ms, ${figures.errors} errors`,
        );
      }
      const ceiling = results[0].figures;
      log(`\n${loadTable(results, ceiling)}`);

      const page = (prefix: string) => results.find((r) => r.target.name.startsWith(prefix))!.figures;
      const checks: Verdict[] = (
        [
          ["Listing page", page("Listing page")],
          ["Filtered listing page", page("Filtered listing page")],
          ["Profile page", page("Profile page /")],
          ["Search page, 3 filters", page("Search page, 3 filters")],
          ["Search page, free text", page("Search page, free text")],
          ["GET /api/search, 3 filters", page("GET /api/search, 3 filters")],
          ["GET /api/search, free text", page("GET /api/search, free text")],
          ["GET /api/user/{category}/{subcategory}?pageSize=24", page("  … ?pageSize=24")],
          ["GET /api/user/{id}", page("GET /api/user/{id}")],
          ["Jobs page", page("Jobs page")],
          ["Call page", page("Call page")],
        ] as const
      ).map(([label, figures]) => {
        const ratio = figures.perSecond / ceiling.perSecond;
        return {
          label: `${label} at >= 0.5 x static and p95 < 100 ms`,
          met: ratio >= 0.5 && figures.p95 < 100,
          detail: `${ratio.toFixed(2)} x static, p95 ${figures.p95.toFixed(0)} ms`,
        };
      });
      // One request at a time: the sitemap is served from the cache as a profile is. Its members file is
      // 50,000 addresses (megabytes), so that line is printed for its time, not held to a profile's.
      const single = page("Profile page, one request");
      const sitemap = page("Sitemap index");
      checks.push({
        label: "The sitemap index no slower than a profile page, one request at a time (p50)",
        met: sitemap.p50 <= Math.max(single.p50, 1) * 1.5,
        detail: `sitemap index p50 ${sitemap.p50.toFixed(1)} ms, profile p50 ${single.p50.toFixed(1)} ms, members file p50 ${page("Sitemap file").p50.toFixed(1)} ms`,
      });
      const errors = results.reduce((sum, r) => sum + r.figures.errors, 0);
      checks.push({ label: "No errors", met: errors === 0, detail: `${errors} errors` });

      const routes = await Promise.all(
        [
          ...PUBLIC_ROUTES,
          profilePath(context.profileId),
          organizationPath(context.organizationId),
          callPath(context.callId),
        ].map((path) => firstLoadJs(server.url, path)),
      );
      const heaviest = routes.reduce((a, b) => (b.gzipBytes > a.gzipBytes ? b : a));
      checks.push({
        label: `Public routes under ${kb(JS_BUDGET)} of first-load JS`,
        met: heaviest.gzipBytes <= JS_BUDGET,
        detail: `heaviest ${heaviest.path} ${kb(heaviest.gzipBytes)}`,
      });
      log(
        `\nFirst-load JavaScript per public route (the scripts its HTML references, each gzip-compressed):\n${firstLoadTable(routes, JS_BUDGET)}`,
      );
      log(
        `\nA listing page with its card images, as a first visit downloads it:\n  ${weightLine(await pageWeight(server.url, "/Artists/Heroine"))}\n  ${weightLine(await pageWeight(server.url, "/hi/Artists/Heroine"))}`,
      );
      log(`\nTargets (${database.label}):\n${verdicts(checks)}`);
      plansFor = context.city;
      await longTail();
      if (waiting) log(`${(await waiting()).toLocaleString("en")} pictures still wait for their variants at the end`);
    } finally {
      await server.stop();
    }
    // The plans of the searches measured, once the server has let go of the database.
    if (plansFor !== undefined) {
      const addresses = searchAddresses(plansFor);
      const plans = await explainSearches(database, [
        {
          label: "Filtered listing",
          address: addresses.filteredListing.replace(/^\/([^/]+)\/([^/?]+)/, "/api/user/$1/$2"),
          facets: false,
        },
        { label: "Search, 3 filters", address: addresses.searchPage, facets: true },
        { label: "Search, free text", address: addresses.searchPageText, facets: true },
        { label: "API, 3 filters", address: addresses.searchApi, facets: true },
        { label: "API, free text", address: addresses.searchApiText, facets: true },
      ]);
      log(
        `\nQuery plans of the searches above (EXPLAIN ANALYZE on ${database.label}, uncached; the server serves repeats from its cache):\n${explainTable(plans)}`,
      );
    }
  } finally {
    await database.drop();
  }
}

log(`Castfolio load benchmark${short ? " (short)" : ""} on ${describeMachine()}`);
ensureBuild(log);
// The embedded database (unless BENCH_SKIP_PGLITE=1); PostgreSQL too when DATABASE_URL names a server.
const skipPglite = process.env.BENCH_SKIP_PGLITE === "1" && process.env.DATABASE_URL;
for (const url of [...(skipPglite ? [] : [undefined]), ...(process.env.DATABASE_URL ? [process.env.DATABASE_URL] : [])])
  await benchOne(url);
if (process.env.DATABASE_URL && !longTailOnly)
  await benchInstances({
    serverUrl: process.env.DATABASE_URL,
    users,
    seconds,
    connections: pagesConnections,
    port,
    log,
  });
