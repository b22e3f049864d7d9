import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname),
      // Tests run server modules outside a React server: the marker that keeps them out of client bundles is empty here.
      "server-only": path.resolve(import.meta.dirname, "node_modules/server-only/empty.js"),
    },
  },
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/integration/**/*.test.ts"],
    pool: "forks",
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // next-intl imports `next/navigation` without an extension, which Node's own loader cannot find: Vite
    // resolves it instead.
    server: { deps: { inline: ["next-intl"] } },
  },
});
