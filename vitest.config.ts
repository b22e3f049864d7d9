import { readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";
import { SWEEP_INSTANTS } from "./tests/helpers/clock.ts";
import { sourceFiles } from "./tests/helpers/source.ts";

const include = ["tests/unit/**/*.test.ts", "tests/integration/**/*.test.ts"];

/**
 * The clock sweep (CLOCK_SWEEP=1, `npm run test:clock`): the tests tagged "clock" run again at each instant of
 * SWEEP_INSTANTS, one project an instant. Only the files that hold such a test are loaded.
 */
function clockSweep(): TestProjectInlineConfiguration[] {
  const tagged = ["unit", "integration"]
    .flatMap((dir) => sourceFiles(path.join(import.meta.dirname, "tests", dir)))
    .filter((file) => file.endsWith(".test.ts") && /tags: \[[^\]]*"clock"/.test(readFileSync(file, "utf8")))
    .map((file) => path.relative(import.meta.dirname, file));
  return SWEEP_INSTANTS.map(({ at }) => ({
    extends: true,
    test: { name: `clock ${at}`, include: tagged, env: { TEST_NOW: at } },
  }));
}

export default defineConfig({
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname),
      // Tests run server modules outside a React server: the marker that keeps them out of client bundles is empty here.
      "server-only": path.resolve(import.meta.dirname, "node_modules/server-only/empty.js"),
    },
  },
  test: {
    pool: "forks",
    // A worker for every core, where Vitest keeps one back for its main process, which is idle while the files run:
    // on two cores it would run one file at a time. Each file has its own database, servers and ports, so files never meet.
    maxWorkers: availableParallelism(),
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Every file runs under a controlled clock (tests/setup/clock.ts), at TEST_NOW or the default instant.
    setupFiles: ["tests/setup/clock.ts"],
    tags: [
      {
        name: "clock",
        description:
          "Its outcome depends on the day or the hour: the clock sweep runs it at every instant of tests/helpers/clock.ts.",
      },
    ],
    // next-intl imports `next/navigation` without an extension, which Node's own loader cannot find: Vite
    // resolves it instead.
    server: { deps: { inline: ["next-intl"] } },
    projects: [{ extends: true, test: { name: "main", include } }, ...(process.env.CLOCK_SWEEP ? clockSweep() : [])],
  },
});
