import path from "node:path";
import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import tseslint from "typescript-eslint";

const settingsThroughConfig = {
  object: "process",
  property: "env",
  message: "Read settings through lib/server/config.ts, the one reader of the environment.",
};

// The layers, enforced (CONTRIBUTING.md "Rules of the house"):
// - pages, route handlers and components reach the database through lib/, never the client itself;
// - a client component (or a browser-side module) imports nothing that runs on the server only;
// - lib/ knows no HTTP: only lib/http.ts and next-auth's callback guard import next/server or next/headers.
const DATABASE_CLIENT = {
  group: [
    "@/lib/server/db",
    "@/lib/server/db.ts",
    "**/server/db",
    "**/server/db.ts",
    "@/lib/generated/**",
    "**/generated/prisma/**",
    "@prisma/client",
    "@prisma/client/*",
  ],
  message: "Pages, route handlers and components reach the database through a lib/ module that owns the rule.",
};
const NEXT_HTTP = {
  paths: [
    { name: "next/server", message: "lib/ knows no HTTP: shape answers in app/ or lib/http.ts." },
    {
      name: "next/headers",
      message: "lib/ knows no HTTP: read the request in app/ or lib/http.ts and pass what lib/ needs.",
    },
  ],
};
// Two layers in lib/: the platform (database, settings, logs, cache, jobs, HTTP, the request pipeline, the i18n and
// auth runtimes, mail and WhatsApp transport, file storage, the browser's helpers) imports no domain; what it needs
// of one is handed to it (lib/platform-wiring.ts, lib/background-work.ts). Types may cross: they are erased.
const DOMAINS = [
  "accounts",
  "alerts",
  "auditions",
  "conversations",
  "content",
  "hiring",
  "media",
  "members",
  "moderation",
  "notifications",
  "profiles",
  "rentals",
  "screening",
  "search",
  "seo",
  "shortlists",
  "uploads",
];
const PLATFORM = [
  "lib/server/**",
  "lib/process/**",
  "lib/jobs/**",
  "lib/i18n/**",
  "lib/client/**",
  "lib/auth/**",
  "lib/mail/**",
  "lib/whatsapp/**",
  "lib/http.ts",
  "lib/errors.ts",
  "lib/error-codes.ts",
  "lib/dates.ts",
  "lib/ids.ts",
  "lib/csv.ts",
  "lib/ical.ts",
  "lib/money.ts",
  "lib/status-messages.ts",
  "lib/catalog.ts",
  "lib/storage/**",
  "lib/markup.ts",
  "lib/openapi/**",
];
// The domains' shared ground imports none of them: lib/members, what every domain asks of a member (minors, listed,
// visible, verified hirers, profile tables), and lib/screening, the money-request screening of what members write.
const SHARED_GROUND = ["lib/members/**", "lib/screening/**"];
const DOMAIN_IMPORT = {
  patterns: [
    {
      regex: `^(?:(?:\\.\\./)+|\\./|@/lib/)(?:${DOMAINS.join("|")})/`,
      allowTypeImports: true,
      message:
        "The platform imports no domain: have the domain hand it what it needs (lib/background-work.ts does for jobs).",
    },
  ],
};

// One way to write an address: a page's path is built by its domain's paths module (lib/*/paths.ts), never spelled
// out where it is linked. The route folders' names in PageProps<"/[locale]/…"> are types, not addresses.
const PAGE_ADDRESS = "(job-grid-one|job-detail-one|candidate-profile|employer-profile)";
const ADDRESS_MESSAGE =
  "Build this address with its paths module (lib/hiring/paths.ts, lib/profiles/paths.ts, lib/auditions/paths.ts …).";
const ADDRESS_LITERALS = [
  `:not(TSLiteralType) > Literal[value=/${PAGE_ADDRESS}/]`,
  `Literal[regex.pattern=/${PAGE_ADDRESS}/]`,
  `TemplateElement[value.raw=/${PAGE_ADDRESS}/]`,
].map((selector) => ({ selector, message: ADDRESS_MESSAGE }));
/** A field's problem written as a sentence: it is a FormErrors key (formError), read in the reader's language. */
const FIELD_WORDS = [
  'Property[key.name="errors"] > ObjectExpression > Property > Literal[value=/[A-Za-z]/]',
  'Property[key.name="errors"] > ObjectExpression > Property > TemplateLiteral',
].map((selector) => ({
  selector,
  message: "A field's problem is a FormErrors key: formError(key, values), never English written here.",
}));
/** Imports that run on the server only: the database, secrets, files, Node itself. */
const SERVER_ONLY_IMPORT = [
  /(^|\/)lib\/server\//,
  /^@\/lib\/server\//,
  /(^|\/)generated\/prisma\//,
  /^@prisma\//,
  /^next\/(server|headers)$/,
  /^server-only$/,
  /^node:/,
];
const clientBoundary = {
  meta: {
    type: "problem",
    messages: {
      serverOnly:
        "A client component cannot import {{source}}: it runs on the server only. Pass the data from a server component or call a route.",
    },
    schema: [],
  },
  create(context) {
    const [first] = context.sourceCode.ast.body;
    const client =
      (first?.type === "ExpressionStatement" && first.directive === "use client") ||
      /\/lib\/(client|media\/client)\//.test(context.filename.replaceAll("\\", "/"));
    if (!client) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (node.importKind === "type" || node.exportKind === "type" || typeof source !== "string") return;
      const target = source.startsWith(".")
        ? path.resolve(path.dirname(context.filename), source).replaceAll("\\", "/")
        : source;
      if (SERVER_ONLY_IMPORT.some((pattern) => pattern.test(target)))
        context.report({ node, messageId: "serverOnly", data: { source } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
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
    plugins: { castfolio: { rules: { "client-boundary": clientBoundary } } },
    rules: { "castfolio/client-boundary": "error" },
  },
  {
    files: ["app/**", "components/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [DATABASE_CLIENT] }] },
  },
  {
    files: ["lib/**"],
    ignores: ["lib/http.ts", "lib/auth/callback-url.ts"],
    rules: { "no-restricted-imports": ["error", NEXT_HTTP] },
  },
  {
    files: PLATFORM,
    rules: { "@typescript-eslint/no-restricted-imports": ["error", DOMAIN_IMPORT] },
  },
  {
    files: SHARED_GROUND,
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              ...DOMAIN_IMPORT.patterns[0],
              message: "lib/members and lib/screening are the domains' shared ground: they import no other domain.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/**", "components/**", "lib/**", "scripts/**"],
    ignores: ["lib/*/paths.ts", "scripts/seed/**", "lib/generated/**"],
    rules: { "no-restricted-syntax": ["error", ...ADDRESS_LITERALS, ...FIELD_WORDS] },
  },
  {
    // The environment's own readers: the settings module, the framework's config files and the start script
    // (plain Node, before any TypeScript runs); tests and benchmarks set it up for the servers they start.
    files: [
      "lib/server/config.ts",
      "next.config.mjs",
      "playwright.config.ts",
      "vitest.config.ts",
      "prisma.config.ts",
      "instrumentation.ts",
      "scripts/start.mjs",
      // The HTTP server reads PORT, HOSTNAME and KEEP_ALIVE_TIMEOUT as Next.js's own server does.
      "server.mjs",
      // Passes the environment on to the server it starts.
      "scripts/standalone-server.ts",
      // Loaded by Next.js on its own, outside the app's modules (the cache is set up before they are).
      "cache-handler.mjs",
      "scripts/prisma-generate.mjs",
      "scripts/bench/**",
      "scripts/bench-media.ts",
      "scripts/bench-uploads.ts",
      "scripts/bench-transcode.ts",
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
