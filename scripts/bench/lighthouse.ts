// npm run lighthouse: Lighthouse 12 against the production server (demo data on a throwaway database) over
// home, a listing and a profile, on mobile (Lighthouse's default: a mid-range phone on a slow 4G
// connection, simulated) and desktop. Prints the four category scores per page and, for anything under
// 100, the audits that cost points. Uses Debian's Chromium (CHROME_PATH, default /usr/bin/chromium).
// One Lighthouse run varies a lot on a busy machine (headless Chromium sometimes holds the first frame
// for most of a second), so each page is audited several times and the median run is reported, as
// Lighthouse's own documentation advises, with the range of performance scores beside it.
//   LIGHTHOUSE_PORT (default 3420), LIGHTHOUSE_RUNS (default 5)
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Flags, type RunnerResult } from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { profilePath } from "../../lib/profiles/paths.ts";
import { ensureBuild, freshDatabase, seed, startServer } from "./server.ts";

const port = Number(process.env.LIGHTHOUSE_PORT || 3420);
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS || 5));
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

type Lhr = RunnerResult["lhr"];
// Lighthouse's own pick of the median run (the types of this deep import do not resolve for the linter).
const medianRun = computeMedianRun as unknown as (runs: Lhr[]) => Lhr;

const score = (lhr: Lhr, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);

/** The audits that lowered a category: failed, weighted, not merely informative. */
function losses(lhr: Lhr): string[] {
  const lines: string[] = [];
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 0.9 || (ref.weight === 0 && id !== "performance")) continue;
      if (
        audit.scoreDisplayMode === "informative" ||
        audit.scoreDisplayMode === "manual" ||
        audit.scoreDisplayMode === "notApplicable"
      )
        continue;
      lines.push(`${id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ""}`);
      if (id !== "performance") lines.push(...examples(audit.details).map((e) => `      ${e}`));
    }
  }
  return lines;
}

/** Up to three of the elements or messages an audit found, to know what to fix. */
function examples(details: unknown): string[] {
  const items = (details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  return items.slice(0, 3).map((item) => {
    const node = item.node as { snippet?: string; selector?: string } | undefined;
    const text =
      node?.snippet ??
      (item.description as string | undefined) ??
      (item.text as string | undefined) ??
      (item.source as string | undefined) ??
      JSON.stringify(item);
    return String(text).replace(/\s+/g, " ").slice(0, 160);
  });
}

const METRICS = [
  "first-contentful-paint",
  "largest-contentful-paint",
  "total-blocking-time",
  "cumulative-layout-shift",
  "speed-index",
];

/** What the largest paint was: the element and where its time went. */
function largestPaint(lhr: Lhr): string {
  const details = lhr.audits["largest-contentful-paint-element"]?.details as
    { items?: { items?: { node?: { nodeLabel?: string }; phase?: string; timing?: number }[] }[] } | undefined;
  const [element, phases] = details?.items ?? [];
  const label = element?.items?.[0]?.node?.nodeLabel?.replace(/\s+/g, " ").slice(0, 60) ?? "?";
  const times = (phases?.items ?? []).map((p) => `${p.phase} ${Math.round(p.timing ?? 0)} ms`).join(", ");
  return `largest paint: ${label}${times ? ` (${times})` : ""}`;
}

async function audit(url: string, chromePort: number, formFactor: "mobile" | "desktop"): Promise<Lhr> {
  const flags: Flags = { port: chromePort, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] };
  const result = await lighthouse(url, flags, formFactor === "desktop" ? desktopConfig : undefined);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  return result.lhr;
}

console.log("Castfolio Lighthouse run (Lighthouse 12, Chromium headless)");
ensureBuild(console.log);
const database = await freshDatabase();
try {
  seed(database, undefined, console.log);
  const server = await startServer(database, port);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || "/usr/bin/chromium",
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const listing = (await (await fetch(`${server.url}/api/user/Artists/Heroine?pageSize=1`)).json()) as {
      data: { data: { _id: string }[] };
    };
    const pages = [
      { name: "Home", path: "/" },
      { name: "Listing", path: "/Artists/Heroine" },
      { name: "Profile", path: profilePath(listing.data.data[0]._id) },
    ];
    // A first visit fills the page cache, as any visitor before the audited one would.
    for (const page of pages) await fetch(server.url + page.path);
    const rows: string[] = [];
    const details: string[] = [];
    for (const page of pages) {
      for (const formFactor of ["mobile", "desktop"] as const) {
        const all: Lhr[] = [];
        for (let i = 0; i < runs; i++) all.push(await audit(server.url + page.path, chrome.port, formFactor));
        const lhr = medianRun(all);
        const spread = all.map((r) => score(r, "performance")).sort((a, b) => a - b);
        const scores = CATEGORIES.map((c) => String(score(lhr, c)).padStart(c.length));
        const range = runs > 1 ? `  (${spread[0]}–${spread[spread.length - 1]})` : "";
        rows.push(
          `${`${page.name} ${page.path.slice(0, 40)}`.padEnd(54)} ${formFactor.padEnd(7)}  ${scores.join("  ")}${range}`,
        );
        const metrics = METRICS.map((id) => `${lhr.audits[id]?.title}: ${lhr.audits[id]?.displayValue ?? "-"}`).join(
          ", ",
        );
        const lost = losses(lhr);
        details.push(
          `${page.name} (${formFactor}): ${metrics}\n    ${largestPaint(lhr)}${lost.length ? `\n    ${lost.join("\n    ")}` : ""}`,
        );
        console.log(`  ${page.name} ${formFactor}: ${CATEGORIES.map((c) => `${c} ${score(lhr, c)}`).join(", ")}`);
      }
    }
    console.log(`\nThe median of ${runs} runs (the range of performance scores in brackets):`);
    console.log(`${"Page".padEnd(54)} ${"Form".padEnd(7)}  ${CATEGORIES.join("  ")}`);
    console.log(rows.join("\n"));
    console.log(`\nMetrics, and what cost points:\n${details.map((d) => `  ${d}`).join("\n")}`);
  } finally {
    chrome.kill();
    await server.stop();
  }
} finally {
  await database.drop();
}
