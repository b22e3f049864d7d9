// Plain-text tables for the benchmark's figures.
import type { Figures, Target } from "./load.ts";
import type { FirstLoad, PageWeight } from "./weight.ts";

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(value < 10 ? 1 : 0) : "-");

function table(headers: string[], rows: string[][], alignLeft = 1): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i < alignLeft ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
  return [line(headers), widths.map((w) => "-".repeat(w)).join("  "), ...rows.map(line)].join("\n");
}

export function loadTable(results: { target: Target; figures: Figures }[], ceiling: Figures): string {
  const rows = results.map(({ target, figures }) => [
    target.name,
    String(target.connections),
    figures.perSecond.toFixed(1),
    (figures.perSecond / ceiling.perSecond).toFixed(2),
    ms(figures.p50),
    ms(figures.p95),
    ms(figures.p975),
    ms(figures.p99),
    String(figures.errors),
    String(figures.timeouts),
    figures.statements === undefined ? "-" : figures.statements.toFixed(1),
  ]);
  const errors = results
    .filter(({ figures }) => figures.errors > 0)
    .map(({ target, figures }) => `  ${target.name}: statuses ${JSON.stringify(figures.statuses)}`);
  const notes = results.filter((r) => r.target.note).map((r) => `  ${r.target.note}`);
  return [
    table(
      [
        "Target",
        "Conns",
        "Req/s",
        "x static",
        "p50 ms",
        "p95 ms",
        "p97.5 ms",
        "p99 ms",
        "Errors",
        "Timeouts",
        "SQL/req",
      ],
      rows,
    ),
    ...(errors.length ? ["Errors:", ...errors] : []),
    ...notes,
  ].join("\n");
}

export function firstLoadTable(routes: FirstLoad[], budget: number): string {
  const rows = routes.map((r) => [r.path, String(r.files), kb(r.gzipBytes), r.gzipBytes <= budget ? "ok" : "OVER"]);
  return table(["Route", "Scripts", "JS gzip", `<= ${kb(budget)}`], rows);
}

export function weightLine(w: PageWeight): string {
  return `${w.path}: ${kb(w.total)} in all = HTML ${kb(w.html)} + CSS ${kb(w.css)} + JS ${kb(w.js)} (gzip) + ${w.imageCount} images ${kb(w.images)}`;
}

export interface Verdict {
  label: string;
  met: boolean;
  detail: string;
}

export function verdicts(list: Verdict[]): string {
  return list.map((v) => `  ${v.met ? "met   " : "MISSED"} ${v.label}: ${v.detail}`).join("\n");
}
