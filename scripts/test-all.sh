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
# The API stages each keep about one core busy (one vitest worker; the database's work runs beside it), so on the
# 2-core CI machine they run side by side: PGlite, and PostgreSQL then S3. Each writes its own log, printed in
# turn when both are done; the stage fails if either does. Their databases, ports and directories are their own.
step "API tests on PGlite, and on PostgreSQL then S3-compatible storage, side by side"
pg_url=${TEST_DATABASE_URL:-}
if [ -z "$pg_url" ]; then
  # A throw-away cluster on a private port, run as the postgres user (PostgreSQL refuses root).
  eval "$(bash scripts/pg-test-cluster.sh start)"
  trap 'bash scripts/pg-test-cluster.sh stop; summary' EXIT
  pg_url=$PG_TEST_URL
fi
LOGS=.tmp/test-logs
rm -rf "$LOGS"; mkdir -p "$LOGS"
api_pglite() { TEST_DATABASE_URL='' run_vitest api-pglite --project api; }
api_postgres_then_s3() {
  TEST_DATABASE_URL="$pg_url" run_vitest api-postgres --project api || return 1
  # the file tests once more with the files in a local S3-compatible server (s3rver, started by the tests)
  printf '\n=== file tests on S3-compatible storage ===\n'
  TEST_DATABASE_URL='' TEST_FILE_STORE=s3 run_vitest api-s3 --project api tests/api/uploads.test.ts tests/api/dayoffs/attachments.test.ts \
    tests/api/documents/fileSystem.test.ts tests/api/documents/hub.test.ts tests/api/reports/dayoffsReport.test.ts \
    tests/api/companies/companyPrint.test.ts tests/api/users/userImage.test.ts tests/api/communication/library.test.ts
}
api_pglite > "$LOGS/api-pglite.log" 2>&1 & pglite_pid=$!
api_postgres_then_s3 > "$LOGS/api-postgres.log" 2>&1 & postgres_pid=$!
pglite_rc=0; wait "$pglite_pid" || pglite_rc=$?
postgres_rc=0; wait "$postgres_pid" || postgres_rc=$?
printf '\n=== API tests on PGlite ===\n'; cat "$LOGS/api-pglite.log"
printf '\n=== API tests on PostgreSQL ===\n'; cat "$LOGS/api-postgres.log"
[ "$pglite_rc" = 0 ] && [ "$postgres_rc" = 0 ]

step "build client"; npx vite build --logLevel warn
step "end-to-end tests in Chromium"; run_vitest e2e --project e2e
