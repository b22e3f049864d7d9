import { readdirSync, readFileSync } from "node:fs";

/** The live child processes of `parent` whose command line mentions `needle` (read from Linux's /proc). */
export function childrenRunning(parent: number, needle: string): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The parent's pid is the fourth field, after the command's name in parentheses (which may hold spaces).
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const [state, ppid] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(ppid) !== parent || state === "Z") continue;
      if (readFileSync(`/proc/${entry}/cmdline`, "utf8").includes(needle)) pids.push(Number(entry));
    } catch {
      // It ended while we looked.
    }
  }
  return pids;
}
