import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import tseslint from "typescript-eslint";

const settingsThroughConfig = {
  object: "process",
  property: "env",
  message: "Read settings through lib/server/config.ts, the one reader of the environment.",
};

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // `_` marks what a destructuring leaves out on purpose.
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
      "no-restricted-properties": ["error", settingsThroughConfig],
      // React calls event handlers and ignores what they return; our async handlers catch their own errors.
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      // Pictures are stored with small WebP variants and served as they are (images.unoptimized):
      // next/image would add nothing but weight.
      "@next/next/no-img-element": "off",
    },
  },
  {
    // The environment's own readers: the settings module, the framework's config files and the start script
    // (plain Node, before any TypeScript runs); tests and benchmarks set it up for the servers they start.
    files: [
      "lib/server/config.ts",
      "next.config.mjs",
      "playwright.config.ts",
      "prisma.config.ts",
      "instrumentation.ts",
      "scripts/start.mjs",
      // Passes the environment on to the server it starts.
      "scripts/standalone-server.ts",
      // Loaded by Next.js on its own, outside the app's modules (the cache is set up before they are).
      "cache-handler.mjs",
      "scripts/prisma-generate.mjs",
      "scripts/bench/**",
      "scripts/bench-media.ts",
      "tests/**",
    ],
    rules: { "no-restricted-properties": "off" },
  },
  {
    // Tests take JSON answers as they come (Response.json() is any) and assert on their shape with expect;
    // typing each answer would restate the API in every test.
    files: ["tests/**"],
    rules: {
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-return": "off",
    },
  },
  {
    files: ["**/*.mjs", "**/*.js"],
    ...tseslint.configs.disableTypeChecked,
  },
  globalIgnores([
    ".next/**",
    "out/**",
    "build/**",
    "next-env.d.ts",
    "lib/generated/**",
    "data/**",
    "test-results/**",
    "playwright-report/**",
  ]),
]);
