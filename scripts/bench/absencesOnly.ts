import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import pg from 'pg';
import { printAbsences, runAbsencesScenario } from './absences';

/**
 * The absences scenario alone (`npx tsx scripts/bench/absencesOnly.ts`), for issue 11's figures without the rest of
 * `npm run bench`: PGlite by default, PostgreSQL with BENCH_POSTGRES=1 (a throwaway cluster, as the full bench
 * starts); BENCH_USERS (default 10,000), BENCH_CONNECTIONS (32), BENCH_SECONDS (10).
 */
const users = Number(process.env.BENCH_USERS ?? 10_000);
const PG_ENV = { ...process.env, PG_TEST_DIR: '/tmp/hr-pg-bench-absences', PG_TEST_PORT: '55434' };

async function postgres(): Promise<{ url: string; postmasterPid?: number }> {
  const out = execFileSync('bash', ['scripts/pg-test-cluster.sh', 'start'], { encoding: 'utf8', env: PG_ENV });
  const adminUrl = /PG_TEST_URL=(\S+)/.exec(out)?.[1];
  if (!adminUrl) throw new Error(`no PostgreSQL cluster: ${out}`);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query('DROP DATABASE IF EXISTS bench_absences');
  await admin.query('CREATE DATABASE bench_absences');
  await admin.end();
  const postmasterPid = Number.parseInt(fs.readFileSync(`${PG_ENV.PG_TEST_DIR}/postmaster.pid`, 'utf8'), 10) || undefined;
  return { url: adminUrl.replace(/\/postgres$/, '/bench_absences'), postmasterPid };
}

const onPostgres = process.env.BENCH_POSTGRES === '1';
const database = onPostgres ? await postgres() : null;
try {
  const figures = await runAbsencesScenario({
    label: onPostgres ? 'PostgreSQL 15 (production path)' : 'PGlite (embedded default)',
    users,
    branches: Number(process.env.BENCH_BRANCHES ?? 1_000),
    password: 'Bench2026!',
    connections: Number(process.env.BENCH_CONNECTIONS ?? 32),
    seconds: Number(process.env.BENCH_SECONDS ?? 10),
    warmupSeconds: Number(process.env.BENCH_WARMUP_SECONDS ?? 2),
    databaseUrl: database?.url,
    postmasterPid: database?.postmasterPid,
  });
  printAbsences(figures, users);
} finally {
  if (onPostgres) execFileSync('bash', ['scripts/pg-test-cluster.sh', 'stop'], { env: PG_ENV });
}
