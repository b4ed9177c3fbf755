import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { auditLog, companies, subscriptions, users } from '../../src/server/db/schema';
import { hashPassword } from '../../src/server/auth/password';
import { openDataStore } from '../../src/server/lifecycle/openDataStore';
import { freePort, spawnServer, stopServer, waitListening } from '../../tests/support/serverProcess';

/**
 * The provider console scenario (issue 24): BENCH_PROVIDER_COMPANIES (1,000) companies, each with a few people
 * (BENCH_PROVIDER_PEOPLE, 12: owner, administrator and collaborators, some inactive), a subscription and some audit
 * rows; then, against the real server process, the time per request of `GET /api/provider/companies` one at a time:
 * the first page, a page deep in the list, and a search [target p99 < 50 ms].
 */
export interface ProviderTiming { name: string; requests: number; rows: number; total: number; p50: number; p99: number; max: number }
export interface ProviderFigures { label: string; seedMs: number; companies: number; people: number; timings: ProviderTiming[] }

const PASSWORD = 'Bench2026!';
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const round = (n: number) => Math.round(n * 10) / 10;

async function timeList(name: string, url: string, token: string, requests: number): Promise<ProviderTiming> {
  const get = async () => {
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    const json = (await res.json()) as { data: unknown[]; total: number };
    if (res.status !== 200) throw new Error(`${name}: ${res.status} ${JSON.stringify(json).slice(0, 200)}`);
    return json;
  };
  for (let i = 0; i < 5; i++) await get();
  const times: number[] = [];
  let last = { data: [] as unknown[], total: 0 };
  for (let i = 0; i < requests; i++) {
    const t = performance.now();
    last = await get();
    times.push(performance.now() - t);
  }
  const sorted = [...times].sort((a, b) => a - b);
  return { name, requests, rows: last.data.length, total: last.total, p50: round(percentile(sorted, 50)), p99: round(percentile(sorted, 99)), max: round(sorted[sorted.length - 1]) };
}

export async function runProviderScenario(opts: { label?: string; companies?: number; people?: number; requests?: number; databaseUrl?: string } = {}): Promise<ProviderFigures> {
  const label = opts.label ?? (opts.databaseUrl ? 'PostgreSQL' : 'PGlite (embedded default)');
  const count = opts.companies ?? Number(process.env.BENCH_PROVIDER_COMPANIES ?? 1_000);
  const perCompany = opts.people ?? Number(process.env.BENCH_PROVIDER_PEOPLE ?? 12);
  const requests = opts.requests ?? Number(process.env.BENCH_PROVIDER_REQUESTS ?? 200);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-bench-provider-'));
  try {
    console.log(`[${label}] seeding ${count} companies of ${perCompany} people each …`);
    const started = performance.now();
    const store = await openDataStore({ dataDir, databaseUrl: opts.databaseUrl });
    const db = store.database.db;
    const passwordHash = await hashPassword(PASSWORD);
    const ids: string[] = [];
    const companyRows = Array.from({ length: count }, (_, i) => {
      const id = randomUUID();
      ids.push(id);
      return { id, slug: `co-${String(i).padStart(4, '0')}`, name: `Empresa ${['Norte', 'Sur', 'Este', 'Oeste', 'Centro'][i % 5]} ${i}`, contractedUsers: 10 + (i % 40), status: i % 50 === 0 ? 'suspended' : 'active', flags: { documentsVersion: 'V2', payrollIntegration: i % 3 === 0 } };
    });
    for (let i = 0; i < companyRows.length; i += 500) await db.insert(companies).values(companyRows.slice(i, i + 500));
    await db.insert(subscriptions).values(ids.map((companyId, i) => ({ companyId, plan: ['basic', 'standard', 'premium'][i % 3], currentPeriodStart: '2026-11-01', currentPeriodEnd: '2026-11-30' })));
    const people: (typeof users.$inferInsert)[] = [];
    ids.forEach((companyId, i) => {
      for (let k = 0; k < perCompany; k++) {
        people.push({ companyId, username: `u${i}-${k}`, firstName: 'P', lastName: `L${k}`, role: k === 0 ? 'owner' : k === 1 ? 'administrator' : 'user', active: k % 7 !== 6 });
      }
    });
    people.push({ companyId: ids[1], username: 'bench.provider', firstName: 'Provider', lastName: 'Staff', role: 'provider', passwordHash });
    for (let i = 0; i < people.length; i += 2000) await db.insert(users).values(people.slice(i, i + 2000));
    const audits = ids.flatMap((companyId, i) => Array.from({ length: 20 }, (_, k) => ({ companyId, entity: 'users', entityId: String(k), action: 'update', at: new Date(Date.UTC(2026, 10, 1 + (k % 27), i % 24)) })));
    for (let i = 0; i < audits.length; i += 2000) await db.insert(auditLog).values(audits.slice(i, i + 2000));
    const seedMs = performance.now() - started;
    await store.close();

    const server = spawnServer(dataDir, await freePort(), { DEMO: '0', LOG_LEVEL: 'error', DATABASE_URL: opts.databaseUrl ?? '' });
    await waitListening(server, 300_000);
    try {
      const login = await fetch(`${server.url}/api/auth/v1/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'bench.provider', password: PASSWORD }) });
      const { data } = (await login.json()) as { data: { accessToken: string } };
      const list = `${server.url}/api/provider/companies`;
      console.log(`[${label}] timing the console list, ${requests} requests each, one at a time …`);
      const timings = [
        await timeList('first page (20 by name)', `${list}?limit=20`, data.accessToken, requests),
        await timeList('page 40 (skip 780)', `${list}?limit=20&skip=780`, data.accessToken, requests),
        await timeList('search "sur" (name or slug)', `${list}?q=sur&limit=20`, data.accessToken, requests),
        await timeList('suspended only', `${list}?status=suspended&limit=20`, data.accessToken, requests),
      ];
      return { label, seedMs, companies: count, people: people.length, timings };
    } finally {
      if (server.proc.exitCode !== null || server.proc.signalCode !== null) console.error(`[${label}] the server exited:\n${server.output().slice(-4000)}`);
      await stopServer(server);
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printProvider(f: ProviderFigures): void {
  console.log(`\n${f.label} — provider console: ${f.companies} companies, ${f.people} people`);
  console.log(`  seed: ${(f.seedMs / 1000).toFixed(1)} s`);
  for (const t of f.timings) {
    console.log(`  GET /api/provider/companies — ${t.name}: ${t.rows} rows of ${t.total}; p50 ${t.p50} ms, p99 ${t.p99} ms, max ${t.max} ms over ${t.requests} requests  [target p99 < 50 ms]`);
  }
}
