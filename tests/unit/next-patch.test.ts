import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// scripts/patch-next.mjs, run after every install: Next.js's page cache must not serialise each page it
// stores to measure a size it only reads for fetch entries. After a Next.js upgrade this fails if the
// upgrade brought the cost back in a shape the script does not recognise, or when the script found nothing
// to change (then see whether Next.js still needs it).
const NEXT = path.join("node_modules", "next", "dist");
const runtimes = readdirSync(path.join(NEXT, "compiled", "next-server"))
  .filter((name) => name.endsWith(".js"))
  .map((name) => path.join(NEXT, "compiled", "next-server", name));

describe("the installed Next.js", () => {
  it("measures only fetch cache entries, not every page it caches", () => {
    const measuringAll = runtimes.filter((file) =>
      /let \w+=JSON\.stringify\(\w+\)\.length;if\(\w+\.fetchCache/.test(readFileSync(file, "utf8")),
    );
    expect(measuringAll).toEqual([]);
    const source = readFileSync(path.join(NEXT, "server", "lib", "incremental-cache", "index.js"), "utf8");
    expect(source).not.toContain("const itemSize = JSON.stringify(data).length;");
    expect(runtimes.some((file) => readFileSync(file, "utf8").includes("fetchCache?JSON.stringify("))).toBe(true);
  });
});
