import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { CATEGORIES } from "@/lib/catalog";

interface Rule {
  source: string;
  missing: { key: string }[];
}
// A plain JavaScript module without types: imported by URL.
const { default: nextConfig, LISTING_CATEGORIES } = (await import(
  /* @vite-ignore */ pathToFileURL(path.resolve("next.config.mjs")).href
)) as {
  default: { rewrites(): Promise<{ beforeFiles: Rule[] }> };
  LISTING_CATEGORIES: string[];
};

// next.config.mjs cannot import lib/catalog.ts, so it keeps its own list of the categories whose
// unfiltered listings it sends to the page cache: it must stay the catalog's list.
describe("the cached-listing rewrite", () => {
  it("knows every category of the catalog, and nothing else", () => {
    expect(LISTING_CATEGORIES).toEqual(CATEGORIES.map((c) => c.name));
  });

  it("applies to unfiltered first pages only", async () => {
    const [rule] = (await nextConfig.rewrites()).beforeFiles;
    expect(rule.missing.map((m) => m.key).sort()).toEqual(["city", "gender", "page", "q"]);
    for (const name of LISTING_CATEGORIES) expect(rule.source).toContain(encodeURIComponent(name));
  });
});
