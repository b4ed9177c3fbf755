#!/usr/bin/env bash
# `npm test`: static checks, unit + policy tests, API tests on PGlite, the same API tests on a real PostgreSQL,
# then end-to-end tests in Chromium against a freshly built client. Stops at the first failing stage.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n=== %s ===\n' "$*"; }

step "typecheck"; npx tsc -p tsconfig.json
step "lint"; npx eslint . --max-warnings=0
step "unit and policy tests"; npx vitest run --project unit
step "API tests on PGlite"; npx vitest run --project api

step "API tests on PostgreSQL"
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  npx vitest run --project api
else
  # A throw-away cluster on a private port, run as the postgres user (PostgreSQL refuses root).
  eval "$(bash scripts/pg-test-cluster.sh start)"
  trap 'bash scripts/pg-test-cluster.sh stop' EXIT
  TEST_DATABASE_URL="$PG_TEST_URL" npx vitest run --project api
fi

step "build client"; npx vite build --logLevel warn
step "end-to-end tests in Chromium"; npx vitest run --project e2e
