import { fileURLToPath } from "node:url";
import createNextIntlPlugin from "next-intl/plugin";

const production = process.env.NODE_ENV === "production";

// Next.js inlines its page data as scripts, so scripts need 'unsafe-inline' (nonces would make every
// page dynamic); eval is never allowed in production. Frames: the contact page's map only.
const contentSecurityPolicy = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${production ? "" : " 'unsafe-eval'"}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-src https://www.openstreetmap.org",
  "frame-ancestors 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join("; ");

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // Next.js would hash every HTML answer for an ETag, cached pages included: a JavaScript loop over the whole
  // page that took 15 % of the CPU serving a cached page (docs/performance.md). Pages go out with s-maxage
  // only, so browsers do not keep them to revalidate; stored files carry their own validators.
  generateEtags: false,
  // `node .next/standalone/server.js` serves this build with only the files it uses (the Dockerfile's
  // image); the migrations are read at start, by instrumentation.ts.
  output: "standalone",
  outputFileTracingIncludes: { "**": ["./prisma/migrations/**/*", "./lib/media/picture-worker.mjs"] },
  // The data folder is this machine's (its database and files), never part of a build. The server reads and
  // writes files under folders its environment names (DATA_DIR, UPLOAD_DIR, the outboxes), which the tracer
  // cannot resolve: it took every project file whose path could lie in one (as built, any path with a
  // hyphen or an uploads/, push/ or whatsapp/ folder), tests and scripts included. No other source is read at
  // run time (the build has compiled them), public/ is copied whole by scripts/standalone-assets.mjs, and the
  // .mjs files the server loads as files (cache-handler.mjs and its memory handler, the picture worker) stay.
  outputFileTracingExcludes: {
    "**": [
      "./data/**/*",
      "./{app,components,scripts,tests,public,docs,messages,types}/**/*",
      "./lib/**/*.{ts,tsx,mts}",
      "./package-lock.json",
    ],
  },
  // Native and wasm packages are loaded from node_modules at run time, never bundled.
  serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter", "sharp", "pg", "bcryptjs"],
  images: { unoptimized: true },
  // Turbopack would write its cache to .next/cache on every build for the next build to reuse; a fresh clone's
  // npm start, CI and the Dockerfile build once, and the writing cost a first build 25 s.
  experimental: { turbopackFileSystemCacheForBuild: false },
  // Pages rendered at run time (profiles, unfiltered listings) and cached query results live in Redis
  // when REDIS_URL is set, shared by every instance, else in this process's memory (cache-handler.mjs);
  // never on disk in .next/, shared by every server of this build whatever its database.
  cacheHandler: fileURLToPath(new URL("./cache-handler.mjs", import.meta.url)),
  cacheMaxMemorySize: 0,
  // The jobs page as a visitor first sees it (no filter, no session cookie) is served from the page cache by
  // app/[locale]/(hiring)/cached-jobs. The request pipeline (lib/process/request-pipeline.ts) has put the page's
  // language first (/en/job-grid-one), and sends listings and /search to their cached copies itself.
  async rewrites() {
    const jobFilters = ["category", "subcategory", "city", "paid", "projectType", "page"].map((key) => ({
      type: "query",
      key,
    }));
    const sessionCookies = ["next-auth.session-token", "__Secure-next-auth.session-token"].map((key) => ({
      type: "cookie",
      key,
    }));
    return {
      beforeFiles: [
        // The sitemap index, built by app/sitemaps/[file] like the files it lists.
        { source: "/sitemap.xml", destination: "/sitemaps/index" },
        {
          // The languages of lib/i18n/locales.ts (a config file cannot import TypeScript).
          source: "/:locale(en|hi|te|ta)/job-grid-one",
          missing: [...jobFilters, ...sessionCookies],
          destination: "/:locale/cached-jobs/all",
        },
      ],
    };
  },

  async headers() {
    return [
      {
        // Stored files carry their own, stricter headers (lib/http.ts storedFileResponse).
        source: "/:path((?!uploads/).*)",
        headers: [
          { key: "Content-Security-Policy", value: contentSecurityPolicy },
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
          { key: "X-Frame-Options", value: "DENY" },
          { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
        ],
      },
    ];
  },
};

// next-intl: its request configuration (the language of the page's address, lib/i18n/request.ts), and the
// catalogs compiled ahead of time, so that the browser gets no message parser.
const withNextIntl = createNextIntlPlugin({
  requestConfig: "./lib/i18n/request.ts",
  experimental: { messages: { path: "./messages", format: "json", precompile: true } },
});

export default withNextIntl(nextConfig);
