#!/usr/bin/env bash
# `npm test`: static checks, unit + policy tests, API tests on PGlite, the same API tests on a real PostgreSQL,
# then end-to-end tests in Chromium against a freshly built client. Stops at the first failing stage and ends
# with one line `Tests: N passed, N failed` summed over every stage.
set -euo pipefail
cd "$(dirname "$0")/.."

REPORTS=.tmp/test-reports
rm -rf "$REPORTS"; mkdir -p "$REPORTS"
step() { printf '\n=== %s ===\n' "$*"; }
# vitest with its usual output, plus a JSON report per stage for the closing summary
run_vitest() { local name=$1; shift; npx vitest run "$@" --reporter=default --reporter=json --outputFile.json="$REPORTS/$name.json"; }
summary() { node scripts/test-summary.mjs "$REPORTS"; }
trap summary EXIT

step "typecheck"; npx tsc -p tsconfig.json
step "lint"; npx eslint . --max-warnings=0
step "schemas and overlays"; npm run --silent schemas:check
step "unit and policy tests"; run_vitest unit --project unit
step "API tests on PGlite"; run_vitest api-pglite --project api

step "API tests on PostgreSQL"
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  run_vitest api-postgres --project api
else
  # A throw-away cluster on a private port, run as the postgres user (PostgreSQL refuses root).
  eval "$(bash scripts/pg-test-cluster.sh start)"
  trap 'bash scripts/pg-test-cluster.sh stop; summary' EXIT
  TEST_DATABASE_URL="$PG_TEST_URL" run_vitest api-postgres --project api
fi

# the file tests once more with the files in a local S3-compatible server (s3rver, started by the tests)
step "file tests on S3-compatible storage"
TEST_FILE_STORE=s3 run_vitest api-s3 --project api tests/api/uploads.test.ts tests/api/dayoffs/attachments.test.ts \
  tests/api/documents/fileSystem.test.ts tests/api/documents/hub.test.ts tests/api/reports/dayoffsReport.test.ts \
  tests/api/companies/companyPrint.test.ts tests/api/users/userImage.test.ts tests/api/communication/library.test.ts

step "build client"; npx vite build --logLevel warn
step "end-to-end tests in Chromium"; run_vitest e2e --project e2e
