import { defineConfig, devices } from "@playwright/test";

// End-to-end tests drive Debian's Chromium (/usr/bin/chromium) against the production server with
// its own embedded database under data/e2e, migrated and seeded on start like a newcomer's first run.
const PORT = Number(process.env.E2E_PORT || 3100);
const DATA_DIR = "data/e2e";

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // The site's service worker would answer requests page.route() then never sees; the tests of the worker
    // itself (offline.spec.ts) allow it.
    serviceWorkers: "block",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    command: `rm -rf ${DATA_DIR} && node scripts/start.mjs`,
    // The tests stand in for a proxy on this machine (X-Forwarded-For), so that each test's sign-ups come
    // from an address of their own; tests/e2e/security-throttling.spec.ts starts servers that trust no one.
    // Applicants are told of a decision 8 s after it (60 s in production), so that tests wait less for the mail.
    env: {
      DATA_DIR,
      PORT: String(PORT),
      SEED_DEMO: "1",
      DATABASE_URL: "",
      TRUST_PROXY: "loopback",
      DECISION_NOTICE_DELAY_SECONDS: "8",
    },
    url: `http://127.0.0.1:${PORT}/`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
  },
});
