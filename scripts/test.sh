#!/usr/bin/env bash
# npm test: type check, lint, unit and integration tests (embedded PGlite, and PostgreSQL too when
# TEST_DATABASE_URL names a server) under a controlled clock, the clock sweep, then the end-to-end tests in
# Chromium against a production build.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "Installing Debian's chromium for the browser tests…"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "The browser tests need Chromium: run 'sudo apt-get install chromium' (or set CHROMIUM_PATH)." >&2
    exit 1
  fi
fi

echo "== Type check"
npx --no-install next typegen >/dev/null   # route types (PageProps, RouteContext) for tsc
npx --no-install tsc --noEmit

echo "== Lint (ESLint, Prettier, import cycles, dead code)"
npm run --silent lint

echo "== Unit and integration tests (embedded PGlite, under the tests' clock: tests/helpers/clock.ts)"
npx --no-install vitest run --project main

echo "== Clock sweep (the tests tagged \"clock\" at each weekday, either side of 08:00 and midnight, month and year ends, 29 February)"
npm run --silent test:clock

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  echo "== Integration tests (PostgreSQL server)"
  npx --no-install vitest run --project main tests/integration
fi

echo "== Production build (standalone: what npm start, the Dockerfile and the tests run)"
npm run --silent build

echo "== End-to-end tests (Chromium)"
npx --no-install playwright test
