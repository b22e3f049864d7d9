import { AxeBuilder } from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

const BLOCKING = new Set(["serious", "critical"]);

export interface AxeOptions {
  /** CSS selectors left out of the scan, e.g. a third-party iframe that cannot load offline. */
  exclude?: string[];
  /** Rule ids to skip, with a reason in the calling test. */
  disableRules?: string[];
}

/**
 * Scans the current page with axe-core (WCAG 2.x A and AA plus best practices) and fails on any
 * serious or critical violation, listing each rule with the elements it flagged.
 */
export async function expectNoSeriousA11yViolations(page: Page, options: AxeOptions = {}) {
  // A toast still fading in reads as low contrast: let finite animations and transitions end first.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity),
  );
  let builder = new AxeBuilder({ page }).withTags([
    "wcag2a",
    "wcag2aa",
    "wcag21a",
    "wcag21aa",
    "wcag22aa",
    "best-practice",
  ]);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
  const { violations } = await builder.analyze();
  const blocking = violations.filter((v) => BLOCKING.has(v.impact ?? ""));
  const report = blocking.map(
    (v) => `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `  - ${n.target.join(" ")}`).join("\n")}`,
  );
  expect(report, `Accessibility violations on ${page.url()}`).toEqual([]);
}
