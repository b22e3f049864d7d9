// The varied targets of the load benchmark: each beside the static page measured in the same run (before
// and after), a mixed run with profile saves going on, and each target's verdict against its goal,
// printed and written to a JSON file so that a miss is visible.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { runLoad, type Figures, type Tally, type Target } from "./load.ts";
import { loadTable, verdicts, type Verdict } from "./report.ts";
import { mixedReads, sampleMembers, variedTargets, type Goal } from "./varied.ts";

export interface LongTailOptions {
  baseUrl: string;
  ceiling: Target;
  /** The profile save with a picture, run beside the mixed reads. */
  saves: Target;
  connections: number;
  seconds: number;
  label: string;
  members: number;
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
  const targets = variedTargets(sample, connections);
  for (const target of targets) await measure(target, target.goal);

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

  const checks = results.filter((r) => r.goal).map((r) => verdict(r, ceiling));
  const saveErrors = saveFigures.errors;
  checks.push({
    label: "Profile saves beside the mixed reads: no errors",
    met: saveErrors === 0,
    detail: `${saveErrors} errors`,
  });
  log(`\nLong-tail targets (${options.label}):\n${verdicts(checks)}`);
  writeReport(options, ceiling, results, checks, log);
  return checks;
}

function writeReport(
  options: LongTailOptions,
  ceiling: number,
  results: Measured[],
  checks: Verdict[],
  log: (line: string) => void,
): void {
  const file = path.resolve(process.env.BENCH_REPORT_DIR || ".bench", `long-tail-${options.label.toLowerCase()}.json`);
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
