// The varied targets of the load benchmark: each beside the static page measured in the same run (before
// and after), a mixed run with profile saves going on, and each target's verdict against its goal,
// printed and written to a JSON file so that a miss is visible.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { runLoad, type Figures, type Tally, type Target } from "./load.ts";
import { startPlainServer } from "./plain-node.ts";
import { loadTable, verdicts, type Verdict } from "./report.ts";
import { mixedReads, sampleMembers, variedTargets, type Goal, type VariedTarget } from "./varied.ts";

export interface LongTailOptions {
  baseUrl: string;
  ceiling: Target;
  /** The profile save with a picture, run beside the mixed reads. */
  saves: Target;
  connections: number;
  seconds: number;
  label: string;
  members: number;
  /** Where the plain Node server (the machine's ceiling) listens during the run. */
  plainPort: number;
  /** The server's statement count (scripts/bench/server.ts): each target's SQL statements per request. */
  tally?: Tally;
  log: (line: string) => void;
}

interface Measured {
  target: Target;
  figures: Figures;
  goal?: Goal;
}

function verdict(result: Measured, ceiling: number): Verdict {
  const goal = result.goal!;
  const { figures } = result;
  const ratio = figures.perSecond / ceiling;
  const fast = goal.p975 === undefined || figures.p975 < goal.p975;
  return {
    label: `${result.target.name}: >= ${goal.ratio} x static${goal.p975 ? `, p97.5 < ${goal.p975} ms` : ""}, no errors`,
    met: ratio >= goal.ratio && fast && figures.errors === 0,
    detail: `${ratio.toFixed(2)} x static, p50 ${figures.p50.toFixed(0)} ms, p97.5 ${figures.p975.toFixed(0)} ms, ${figures.errors} errors (${figures.timeouts} timeouts)`,
  };
}

/** A cached page against a plain Node server sending its bytes: at least this share (the goal 0.15). */
const CACHED_PAGE_FLOOR = 0.09;

/** Every varied target answers without a 5xx or a timeout; the slow kinds reach their floor of x static. */
function floorVerdicts(results: Measured[], ceiling: number): Verdict[] {
  return results
    .filter((r) => r.goal)
    .map(({ target, figures }) => {
      const floor = (target as VariedTarget).floor;
      const ratio = figures.perSecond / ceiling;
      const serverErrors = Object.entries(figures.statuses)
        .filter(([status]) => Number(status) >= 500)
        .reduce((sum, [, n]) => sum + n, 0);
      return {
        label: `${target.name}: no 5xx, no timeout${floor ? `, >= ${floor} x static` : ""}`,
        met: serverErrors === 0 && figures.timeouts === 0 && (floor === undefined || ratio >= floor),
        detail: `${ratio.toFixed(2)} x static, ${serverErrors} 5xx, ${figures.timeouts} timeouts`,
      };
    });
}

export async function benchLongTail(options: LongTailOptions): Promise<Verdict[]> {
  const { baseUrl, connections, seconds, log } = options;
  const sample = await sampleMembers(baseUrl);
  log(
    `\n== Long tail, ${options.label}: every request a different address (${sample.memberIds.length.toLocaleString("en")} profiles from the sitemap, the seed's names, cities and skills), ${seconds} s each, client timeout 10 s`,
  );
  const results: Measured[] = [];
  const measure = async (target: Target, goal?: Goal) => {
    const figures = await runLoad(baseUrl, target, seconds, options.tally);
    results.push({ target, figures, goal });
    log(
      `  ${target.name}: ${figures.perSecond.toFixed(1)} req/s, p97.5 ${figures.p975.toFixed(0)} ms, ${figures.errors} errors`,
    );
    return figures;
  };

  await runLoad(baseUrl, options.ceiling, 2);
  const before = await measure({ ...options.ceiling, name: `${options.ceiling.name}, before` });
  const plain = await startPlainServer(baseUrl + options.ceiling.path, options.plainPort);
  const plainTarget = {
    ...options.ceiling,
    name: `Plain Node server sending its ${(plain.bytes / 1024).toFixed(1)} KB`,
  };
  await runLoad(plain.url, plainTarget, 2);
  const plainFigures = await runLoad(plain.url, plainTarget, seconds);
  await plain.stop();
  results.push({ target: plainTarget, figures: plainFigures });
  log(`  ${plainTarget.name}: ${plainFigures.perSecond.toFixed(1)} req/s`);

  const targets = variedTargets(sample, connections);
  // Each varied target, then its first address asked again and again (served from the page cache).
  const repeats: { name: string; varied: Figures; repeated: Figures }[] = [];
  for (const target of targets) {
    const varied = await measure(target, target.goal);
    const repeated = await runLoad(baseUrl, { ...target, vary: undefined }, seconds);
    repeats.push({ name: target.name, varied, repeated });
  }

  // Reads while eight members keep saving their profile with a picture: the saves expire cached pages.
  const mixed = mixedReads(targets, connections);
  const [readFigures, saveFigures] = await Promise.all([
    runLoad(baseUrl, mixed, seconds),
    runLoad(baseUrl, options.saves, seconds),
  ]);
  results.push({ target: mixed, figures: readFigures, goal: mixed.goal });
  results.push({
    target: { ...options.saves, name: `  … the saves beside it: ${options.saves.name}` },
    figures: saveFigures,
  });
  log(`  ${mixed.name}: ${readFigures.perSecond.toFixed(1)} req/s beside ${saveFigures.perSecond.toFixed(1)} saves/s`);

  const after = await measure({ ...options.ceiling, name: `${options.ceiling.name}, after` });
  const ceiling = (before.perSecond + after.perSecond) / 2;
  log(`\n${loadTable(results, { ...before, perSecond: ceiling })}`);
  log(`  (x static: against the mean of the static page before and after, ${ceiling.toFixed(0)} req/s)`);

  log(`\nThe same address repeated, against every request a different one:`);
  for (const { name, varied, repeated } of repeats)
    log(
      `  ${name}: ${varied.perSecond.toFixed(1)} req/s varied, ${repeated.perSecond.toFixed(1)} repeated (${(varied.perSecond / repeated.perSecond).toFixed(2)} x repeated)`,
    );

  const checks = results.filter((r) => r.goal).map((r) => verdict(r, ceiling));
  const cachedShare = ceiling / plainFigures.perSecond;
  const floors: Verdict[] = [
    {
      label: `The cached static page at >= ${CACHED_PAGE_FLOOR} x a plain Node server sending the same bytes`,
      met: cachedShare >= CACHED_PAGE_FLOOR,
      detail: `${cachedShare.toFixed(2)} x (${ceiling.toFixed(0)} against ${plainFigures.perSecond.toFixed(0)} req/s)`,
    },
    ...floorVerdicts(results, ceiling),
  ];
  log(`\nFloors (${options.label}): never a 5xx or a timeout, the slowest kinds at their floor:\n${verdicts(floors)}`);
  const saveErrors = saveFigures.errors;
  checks.push({
    label: "Profile saves beside the mixed reads: no errors",
    met: saveErrors === 0,
    detail: `${saveErrors} errors`,
  });
  log(`\nLong-tail targets (${options.label}):\n${verdicts(checks)}`);
  writeReport(options, ceiling, results, [...checks, ...floors], log);
  return checks;
}

function writeReport(
  options: LongTailOptions,
  ceiling: number,
  results: Measured[],
  checks: Verdict[],
  log: (line: string) => void,
): void {
  const file = path.resolve(
    process.env.BENCH_REPORT_DIR || ".bench",
    `long-tail-${options.label.toLowerCase().replace(/[^a-z0-9]+/g, "-")}.json`,
  );
  mkdirSync(path.dirname(file), { recursive: true });
  const report = {
    at: new Date().toISOString(),
    database: options.label,
    members: options.members,
    connections: options.connections,
    seconds: options.seconds,
    staticPerSecond: ceiling,
    targets: results.map(({ target, figures, goal }) => ({
      name: target.name,
      ...figures,
      ratio: figures.perSecond / ceiling,
      goal: goal ?? null,
    })),
    verdicts: checks,
  };
  writeFileSync(file, JSON.stringify(report, null, 2));
  log(`  (written to ${path.relative(process.cwd(), file)})`);
}
