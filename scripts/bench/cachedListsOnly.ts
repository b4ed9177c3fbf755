import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDataStore } from '../../src/server/lifecycle/openDataStore';
import { seedCompany } from '../../src/server/seed';
import { freePort, spawnServer, stopServer, waitListening } from '../../tests/support/serverProcess';
import { measureCachedSideBySide, printCachedSideBySide } from './cachedLists';

/**
 * The cached-list side by side alone (`npx tsx scripts/bench/cachedListsOnly.ts`): seeds BENCH_USERS (default 10,000)
 * collaborators, starts the product and compares its cached users page 1 with a bare Fastify answering the same body.
 * PGlite by default, PostgreSQL with BENCH_POSTGRES=1 (a throwaway cluster); BENCH_CONNECTIONS (32), BENCH_SECONDS (10).
 */
const USERS = Number(process.env.BENCH_USERS ?? 10_000);
const PASSWORD = 'Bench2026!';
const PG_ENV = { ...process.env, PG_TEST_DIR: '/tmp/hr-pg-bench-lists', PG_TEST_PORT: '55436' };

async function postgres(): Promise<{ url: string; postmasterPid?: number }> {
  const out = execFileSync('bash', ['scripts/pg-test-cluster.sh', 'start'], { encoding: 'utf8', env: PG_ENV });
  const adminUrl = /PG_TEST_URL=(\S+)/.exec(out)?.[1];
  if (!adminUrl) throw new Error(`no PostgreSQL cluster: ${out}`);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query('DROP DATABASE IF EXISTS bench_lists');
  await admin.query('CREATE DATABASE bench_lists');
  await admin.end();
  const postmasterPid = Number.parseInt(fs.readFileSync(`${PG_ENV.PG_TEST_DIR}/postmaster.pid`, 'utf8'), 10) || undefined;
  return { url: adminUrl.replace(/\/postgres$/, '/bench_lists'), postmasterPid };
}

const onPostgres = process.env.BENCH_POSTGRES === '1';
const label = onPostgres ? 'PostgreSQL' : 'PGlite';
const database = onPostgres ? await postgres() : null;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-bench-lists-'));
try {
  const store = await openDataStore({ dataDir, databaseUrl: database?.url });
  await seedCompany(store.database.db, { slug: 'bench', name: 'Bench Corp', size: { users: USERS, branches: Math.max(10, Math.round(USERS / 10)) }, password: PASSWORD });
  await store.close();
  const server = spawnServer(dataDir, await freePort(), { DEMO: '0', LOG_LEVEL: 'error', DATABASE_URL: database?.url ?? '' });
  try {
    await waitListening(server);
    const res = await fetch(`${server.url}/api/auth/v1/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'bench.owner', password: PASSWORD }) });
    const token = ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
    const figures = await measureCachedSideBySide({
      label, productUrl: server.url, token, serverPid: server.proc.pid as number, postmasterPid: database?.postmasterPid,
      connections: Number(process.env.BENCH_CONNECTIONS ?? 32), seconds: Number(process.env.BENCH_SECONDS ?? 10), warmupSeconds: Number(process.env.BENCH_WARMUP_SECONDS ?? 2),
    });
    printCachedSideBySide(`${label}, ${USERS} collaborators`, figures);
  } finally {
    await stopServer(server);
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (onPostgres) execFileSync('bash', ['scripts/pg-test-cluster.sh', 'stop'], { env: PG_ENV });
}
