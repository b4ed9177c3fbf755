#!/usr/bin/env bash
# Starts (or stops) a throw-away PostgreSQL cluster for the API tests, owned by the postgres user.
# `eval "$(bash scripts/pg-test-cluster.sh start)"` exports PG_TEST_URL.
set -euo pipefail
DIR=${PG_TEST_DIR:-/tmp/hr-pg-test}
PORT=${PG_TEST_PORT:-55432}
BIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
as_pg() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi; }

case "${1:-start}" in
  start)
    if [ -f "$DIR/postmaster.pid" ]; then as_pg "$BIN/pg_ctl -D $DIR -m immediate stop" >/dev/null 2>&1 || true; fi
    rm -rf "$DIR"; mkdir -p "$DIR"
    [ "$(id -u)" = 0 ] && chown postgres:postgres "$DIR"
    as_pg "$BIN/initdb -D $DIR -U postgres -A trust --no-sync" >/dev/null
    as_pg "$BIN/pg_ctl -D $DIR -o '-p $PORT -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200' -l $DIR/server.log -w start" >/dev/null
    echo "export PG_TEST_URL=postgres://postgres@127.0.0.1:$PORT/postgres"
    ;;
  stop)
    as_pg "$BIN/pg_ctl -D $DIR -m fast stop" >/dev/null 2>&1 || true
    ;;
esac
