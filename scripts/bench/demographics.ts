import { eq, sql } from 'drizzle-orm';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { companies } from '../../src/server/db/schema';
import { openDataStore } from '../../src/server/lifecycle/openDataStore';
import { seedCompany } from '../../src/server/seed';
import { freePort, spawnServer, stopServer, waitListening } from '../../tests/support/serverProcess';
import { measureEndpoint, type LoadFigures } from './load';

/**
 * The demographics report scenario (issue 23 item 9): BENCH_DEMOGRAPHICS_USERS (10,000) collaborators of the bench
 * seed (birth dates, genders, contracts, hire dates over twenty years) with three years of exits, then
 * `POST /api/reports/demographics` (whole company, today) against the real server process:
 * - cached: 32 connections for BENCH_DEMOGRAPHICS_SECONDS (10) s [target p99 < 100 ms];
 * - changed: BENCH_DEMOGRAPHICS_ROUNDS (10) times a collaborator is edited (the company's data version moves, the
 *   figures are computed again) and 32 readers ask at once; and as many days never asked before (asOf) [p99 < 500 ms].
 */
export interface DemographicsFigures {
  label: string; users: number; leavers: number; seedMs: number; coldMs: number;
  cached: LoadFigures;
  afterWrite: Burst;
  otherDay: Burst;
}
interface Burst { rounds: number; p50: number; p99: number; max: number }

const SLUG = 'benchdemographics';
const CONNECTIONS = 32;

async function call(url: string, token: string | null, body: unknown, method = 'POST'): Promise<Response> {
  const res = await fetch(url, { method, headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return res;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
function burstOf(latencies: number[], rounds: number): Burst {
  const s = [...latencies].sort((a, b) => a - b);
  return { rounds, p50: Math.round(percentile(s, 50)), p99: Math.round(percentile(s, 99)), max: Math.round(s[s.length - 1]) };
}

export async function runDemographicsScenario(opts: { label?: string; databaseUrl?: string } = {}): Promise<DemographicsFigures> {
  const label = opts.label ?? (opts.databaseUrl ? 'PostgreSQL' : 'PGlite (embedded default)');
  const users = Number(process.env.BENCH_DEMOGRAPHICS_USERS ?? 10_000);
  const rounds = Number(process.env.BENCH_DEMOGRAPHICS_ROUNDS ?? 10);
  const password = 'Bench-passw0rd!';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-bench-demographics-'));
  try {
    console.log(`[${label}] seeding ${users} collaborators with three years of exits …`);
    const t0 = performance.now();
    const store = await openDataStore({ dataDir, databaseUrl: opts.databaseUrl });
    const db = store.database.db;
    await seedCompany(db, { slug: SLUG, name: 'Bench Demographics', size: { users, branches: 60 }, password });
    const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.slug, SLUG));
    const cid = company.id;
    // the seed's leavers left within two years; a third more leave in the third year back
    await db.execute(sql`
      update users u set active = false, leave_date = greatest(u.contract_start_date + 30, current_date - 730 - (n.k % 365)::int),
        type_of_leave = (array['Renuncia', 'Despido', 'Incapacidad'])[1 + n.k % 3]
      from (select id, row_number() over (order by id) as k from users where company_id = ${cid} and role = 'user' and active) n
      where u.id = n.id and n.k % 12 = 0 and u.contract_start_date < current_date - 800`);
    const leavers = Number(((await db.execute(sql`select count(*)::int as n from users where company_id = ${cid} and role = 'user' and leave_date is not null`)) as unknown as { rows: { n: number }[] }).rows[0].n);
    await db.execute(sql`analyze`);
    await store.close();
    const seedMs = performance.now() - t0;
    console.log(`[${label}] ${users} collaborators (${leavers} left) seeded in ${(seedMs / 1000).toFixed(1)} s; starting the server …`);

    const server = spawnServer(dataDir, await freePort(), { DEMO: '0', LOG_LEVEL: 'error', DATABASE_URL: opts.databaseUrl ?? '' });
    await waitListening(server, 300_000);
    try {
      const login = await (await call(`${server.url}/api/auth/v1/login`, null, { username: `${SLUG}.owner`, password })).json() as { data: { accessToken: string } };
      const token = login.data.accessToken;
      const url = `${server.url}/api/reports/demographics`;
      const timed = async (body: unknown) => {
        const t = performance.now();
        await (await call(url, token, body)).json();
        return performance.now() - t;
      };
      const coldMs = await timed({});
      const cached = await measureEndpoint({
        name: 'POST /api/reports/demographics (cached)', url, token, body: {}, connections: CONNECTIONS,
        seconds: Number(process.env.BENCH_DEMOGRAPHICS_SECONDS ?? 10), warmupSeconds: 2, serverPid: server.proc.pid!,
      });
      // 32 readers at once right after the figures went stale: they share one computation
      const burst = async (body: unknown) => Promise.all(Array.from({ length: CONNECTIONS }, () => timed(body)));
      const { users: people } = (await (await call(`${server.url}/api/users/getFiltered`, token, { limit: rounds })).json() as { data: { users: { id: string }[] } }).data;
      const afterWrite: number[] = [];
      for (let i = 0; i < rounds; i++) {
        await call(`${server.url}/api/users/${people[i % people.length].id}`, token, { gender: 'other' }, 'PATCH');
        afterWrite.push(...await burst({}));
      }
      const otherDay: number[] = [];
      for (let i = 0; i < rounds; i++) otherDay.push(...await burst({ asOf: new Date(Date.now() - (i + 1) * 86_400_000).toISOString().slice(0, 10) }));
      return { label, users, leavers, seedMs, coldMs, cached, afterWrite: burstOf(afterWrite, rounds), otherDay: burstOf(otherDay, rounds) };
    } finally {
      if (server.proc.exitCode !== null || server.proc.signalCode !== null) console.error(`[${label}] the server exited:\n${server.output().slice(-4000)}`);
      await stopServer(server);
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printDemographics(f: DemographicsFigures): void {
  console.log(`\n${f.label} — demographics report: ${f.users} collaborators, ${f.leavers} left (seed ${(f.seedMs / 1000).toFixed(1)} s)`);
  console.log(`  POST /api/reports/demographics (today, whole company): first ${Math.round(f.coldMs)} ms`);
  const c = f.cached;
  console.log(`  cached, ${CONNECTIONS} connections: p50 ${c.p50} ms, p99 ${c.p99} ms, ${c.rps} req/s, errors ${c.errors}, non-2xx ${c.non2xx}  [target p99 < 100 ms]`);
  const b = (name: string, x: Burst) => console.log(`  ${name}, ${CONNECTIONS} readers at once × ${x.rounds}: p50 ${x.p50} ms, p99 ${x.p99} ms, max ${x.max} ms  [target p99 < 500 ms]`);
  b('after a collaborator is edited', f.afterWrite);
  b('a day never asked before (asOf)', f.otherDay);
}
