#!/usr/bin/env bash
# Date sweep: runs the tests that read the clock with the clock set to each day of a week (Debian's faketime), and
# prints a pass/fail table. It proves the suite holds on any date: weekday, month and year end, daylight-saving
# changes (Europe/Madrid: last Sundays of March and October), and the hour near midnight UTC when Madrid is already
# on the next day. Not part of `npm test` (a week of runs takes minutes); run it after touching anything that reads
# "today" (the seed, the workday rules, a test's dates).
#
#   bash scripts/dateSweep.sh [--from YYYY-MM-DD] [--days N] [--at HH:MM] [--edges] [--wide | --e2e] [test files...]
#
#   --from   first day (default: the Monday of this week)
#   --days   how many days from it (default 7)
#   --at     UTC time of each day's run (default 23:30: already the next day in Madrid)
#   --edges  also runs on both DST changes and the Wednesday after each (whose "4 days ago" night has 25 or 23 hours),
#            on New Year at 00:30 in Madrid (still the old year in UTC), and on a leap day
#   --wide   also the tests whose dates are pinned (the demo seed, shifts in 2030, expiry): slower
#   --e2e    the browser tests that read the date instead (they need `npx vite build` first; minutes per day)
#   files    run these test files instead of the default lists below
#
# Needs `apt-get install faketime`. The clock is moved by a relative offset (faketime "+Ns"), so the server, the
# PGlite worker and Chromium, all children of vitest, share one moving clock. Logs go to $SWEEP_LOGS (a temp dir).
# Example: bash scripts/dateSweep.sh --from 2026-11-30 --edges
set -uo pipefail
cd "$(dirname "$0")/.."

# the unit and API tests that read the clock (relative dates, "today", night shifts, file ages)
UNIT_API=(
  tests/unit/support/seededDates.test.ts
  tests/unit/server/areas/reports/sweepExports.test.ts
  tests/unit/server/seed/marksSeed.test.ts
  tests/api/dashboard/dashboard.test.ts
  tests/api/workdays/history.test.ts
  tests/api/workdays/manualWorkday.test.ts
  tests/api/marks/marks.test.ts
  tests/api/reviews/list.test.ts
  tests/api/reviews/decisions.test.ts
  tests/api/settings/configGeneral.test.ts
  tests/api/reports/reports.test.ts
)
# with --wide: tests whose dates are pinned or only relative to each other (the seed at a fixed `now`, shifts in
# 2030, link and token expiry), to check that none reads the machine's date after all (slow: the demo seed)
WIDE=(
  tests/unit/server/seed/seedDemoCompany.test.ts
  tests/unit/server/seed/seedCompany.test.ts
  tests/api/shifts/shifts.test.ts
  tests/api/passwordReset.test.ts
  tests/api/jobs/jobRoutes.test.ts
  tests/api/roles/policyExport.test.ts
)
# the browser tests that open the demo company on a date relative to today
E2E=(
  tests/e2e/dashboard.test.ts
  tests/e2e/dailyRecord.test.ts
  tests/e2e/reports.test.ts
  tests/e2e/reviews.test.ts
  tests/e2e/shifts.test.ts
)

from=$(date -u -d "$(( ( $(date -u +%u) - 1 ) )) days ago" +%F)
days=7
at=23:30
edges=0
slow=0
files=("${UNIT_API[@]}")
custom=()
while [ $# -gt 0 ]; do
  case "$1" in
    --from) from=$2; shift 2 ;;
    --days) days=$2; shift 2 ;;
    --at) at=$2; shift 2 ;;
    --edges) edges=1; shift ;;
    --wide) files+=("${WIDE[@]}"); shift ;;
    --e2e) files=("${E2E[@]}"); slow=1; shift ;;
    -h|--help) sed -n '2,21p' "$0"; exit 0 ;;
    *) custom+=("$1"); shift ;;
  esac
done
[ ${#custom[@]} -gt 0 ] && files=("${custom[@]}")
# the browser tests start a server that seeds the demo: slower under faketime and on a busy machine, so wait longer
vitest_args=()
if [ "$slow" = 1 ]; then export E2E_START_TIMEOUT_MS=${E2E_START_TIMEOUT_MS:-300000}; vitest_args=(--hookTimeout=600000 --testTimeout=300000); fi
command -v faketime >/dev/null || { echo "faketime is missing: apt-get install faketime" >&2; exit 2; }

instants=()
for ((i = 0; i < days; i++)); do instants+=("$(date -u -d "$from + $i days" +%F) $at"); done
if [ "$edges" = 1 ]; then
  instants+=(
    '2026-10-25 10:00' '2026-10-28 10:00' # clocks go back (a 25-hour day), and a Wednesday whose "4 days ago" is that night
    '2027-03-28 10:00' '2027-03-31 10:00' # clocks go forward (a 23-hour day), and the Wednesday after
    '2026-12-31 23:30'                    # 2027-01-01 00:30 in Madrid: a new year there, not yet in UTC
    '2028-02-29 12:00'                    # a leap day
  )
fi

logs=${SWEEP_LOGS:-$(mktemp -d -t date-sweep-XXXX)}
mkdir -p "$logs"
echo "date sweep of ${#files[@]} test files; logs in $logs"
printf '%-17s | %-21s | %-7s | %s\n' 'UTC clock' 'Madrid' 'result' 'tests (failed files)'
printf -- '------------------+-----------------------+---------+---------------------\n'
failed=0
for instant in "${instants[@]}"; do
  offset=$(( $(date -u -d "$instant" +%s) - $(date -u +%s) ))
  log="$logs/$(echo "$instant" | tr ' :' '_-').log"
  faketime -f "$( [ $offset -ge 0 ] && echo "+$offset" || echo "$offset" )" npx vitest run "${vitest_args[@]}" "${files[@]}" >"$log" 2>&1
  rc=$?
  plain=$(sed 's/\x1b\[[0-9;]*m//g' "$log")
  tests=$(echo "$plain" | grep -E '^ +Tests ' | tail -1 | sed -E 's/^ +Tests +//; s/ +\(.*//')
  bad=$(echo "$plain" | grep -E '^ FAIL ' | grep -oE 'tests/[^ ]+\.test\.tsx?' | sort -u | tr '\n' ' ')
  madrid=$(TZ=Europe/Madrid date -d "@$(date -u -d "$instant" +%s)" '+%a %F %H:%M')
  [ $rc -eq 0 ] && result=pass || { result=FAIL; failed=1; }
  printf '%-17s | %-21s | %-7s | %s %s\n' "$instant" "$madrid" "$result" "${tests:-no summary}" "${bad:+($bad)}"
done
exit $failed
