import autocannon from 'autocannon';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addDays } from '../../src/shared/workday/zonedTime';
import { companyBalances } from '../../src/server/areas/vacation/companyBalances';
import { companies, users } from '../../src/server/db/schema';
import { productCatalog } from '../../src/server/engine/storage';
import { dayoffTypes } from '../../src/server/engine/storage/productTables';
import { openDataStore } from '../../src/server/lifecycle/openDataStore';
import { seedCompany } from '../../src/server/seed';
import { freePort, spawnServer, stopServer, waitListening } from '../../tests/support/serverProcess';
import { startCpuMeter } from './cpu';
import { measureEndpoint, type LoadFigures } from './load';

/**
 * The absences scenario of `npm run bench` (issue 11 item 8): a company of BENCH_USERS collaborators with 3 years of
 * absence requests and the demo's vacation matrices; then
 * - the time to compute every vacation balance of the company (companyBalances: five queries + one ledger each)
 *   [target < 2 s];
 * - p99 of `POST /api/dayoffs/getFiltered` (a page of 50 pending requests) at BENCH_CONNECTIONS [target < 50 ms];
 * - p99 of `POST /api/dayoffs` creating one-day vacations, each with its collision, limit and balance checks (a
 *   different person and week every request, so every one is created) [target < 30 ms].
 */

export interface AbsencesFigures {
  label: string;
  seedMs: number;
  requests: number;
  people: number;
  balances: { people: number; firstMs: number; againMs: number };
  list: LoadFigures;
  create: LoadFigures & { created: number };
  /** the same creates one at a time (1 connection): the latency a user waits when the server is not saturated */
  createAlone: LoadFigures & { created: number };
}

const SLUG = 'absences';

async function login(url: string, username: string, password: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/v1/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
  const body = (await res.json()) as { data?: { accessToken: string } };
  if (!body.data) throw new Error(`login failed: ${JSON.stringify(body)}`);
  return body.data.accessToken;
}

/**
 * One-day vacations, a different person each request and a later week once everyone had one: none collides
 * (`next` carries on across runs, so a second run never repeats the first's person and week).
 */
async function measureCreates(url: string, token: string, people: string[], vacation: string, o: { connections: number; seconds: number; warmupSeconds: number; serverPid: number; postmasterPid?: number }, next = { i: 0 }) {
  const request = {
    url: `${url}/api/dayoffs`,
    connections: o.connections,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'accept-language': 'es-ES' },
    requests: [{
      method: 'POST' as const,
      setupRequest: (req: autocannon.Request) => {
        const n = next.i++;
        // Mondays from 2031 on: after the seeded years, inside the balance a matrix grants
        const date = addDays('2031-01-06', 7 * Math.floor(n / people.length));
        return { ...req, body: JSON.stringify({ userId: people[n % people.length], typeId: vacation, from: date, to: date }) };
      },
    }],
  };
  if (o.warmupSeconds) await autocannon({ ...request, duration: o.warmupSeconds });
  const cpuSince = startCpuMeter(o.serverPid, o.postmasterPid);
  const result = await autocannon({ ...request, duration: o.seconds });
  return {
    name: `POST /api/dayoffs (one-day vacation: collision, limit and balance checks), ${o.connections} connection${o.connections === 1 ? '' : 's'}`,
    p50: result.latency.p50, p99: result.latency.p99, rps: Math.round(result.requests.average),
    errors: result.errors, non2xx: result.non2xx, cpu: cpuSince(result.requests.total), created: result['2xx'],
  };
}

export async function runAbsencesScenario(opts: {
  label: string; users: number; branches: number; password: string; connections: number; seconds: number; warmupSeconds: number;
  databaseUrl?: string; postmasterPid?: number;
}): Promise<AbsencesFigures> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-bench-absences-'));
  try {
    console.log(`[${opts.label}] seeding ${opts.users} collaborators with 3 years of absence requests …`);
    let t = performance.now();
    const store = await openDataStore({ dataDir, databaseUrl: opts.databaseUrl });
    const db = store.database.db;
    await seedCompany(db, { slug: SLUG, name: 'Bench Absences', size: { users: opts.users, branches: opts.branches }, password: opts.password, absenceYears: 3 });
    const seedMs = performance.now() - t;
    const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.slug, SLUG));
    const dayoffs = productCatalog().tables.get('dayoffs')!;
    const [{ n: requests }] = await db.select({ n: count() }).from(dayoffs.table).where(eq(dayoffs.companyId, company.id));
    const people = (await db.select({ id: users.id }).from(users)
      .where(and(eq(users.companyId, company.id), isNotNull(users.vacationMatrixId), isNotNull(users.contractStartDate)))).map((u) => u.id);
    const [vacation] = await db.select({ id: dayoffTypes.id }).from(dayoffTypes).where(and(eq(dayoffTypes.companyId, company.id), eq(dayoffTypes.isVacation, true)));

    console.log(`[${opts.label}] every vacation balance of the company …`);
    t = performance.now();
    const balances = await companyBalances(db, company.id);
    const firstMs = performance.now() - t;
    t = performance.now();
    await companyBalances(db, company.id);
    const againMs = performance.now() - t;
    await store.close();

    const server = spawnServer(dataDir, await freePort(), { DEMO: '0', LOG_LEVEL: 'error', DATABASE_URL: opts.databaseUrl ?? '' });
    await waitListening(server, 300_000);
    try {
      const token = await login(server.url, `${SLUG}.owner`, opts.password);
      const load = { token, connections: opts.connections, seconds: opts.seconds, warmupSeconds: opts.warmupSeconds, serverPid: server.proc.pid as number, postmasterPid: opts.postmasterPid };
      console.log(`[${opts.label}] POST /api/dayoffs/getFiltered …`);
      const list = await measureEndpoint({
        ...load, name: 'POST /api/dayoffs/getFiltered (50 pending, by date)', url: `${server.url}/api/dayoffs/getFiltered`,
        body: { limit: 50, filters: { status: { in: ['PENDING'] } } },
      });
      console.log(`[${opts.label}] POST /api/dayoffs …`);
      const next = { i: 0 };
      const create = await measureCreates(server.url, token, people, vacation.id, load, next);
      console.log(`[${opts.label}] POST /api/dayoffs one at a time …`);
      const createAlone = await measureCreates(server.url, token, people, vacation.id, { ...load, connections: 1, warmupSeconds: 0 }, next);
      return { label: opts.label, seedMs, requests, people: people.length, balances: { people: balances.length, firstMs, againMs }, list, create, createAlone };
    } finally {
      // a server that died under load says why
      if (server.proc.exitCode !== null || server.proc.signalCode !== null) console.error(`[${opts.label}] the server exited:\n${server.output().slice(-4000)}`);
      await stopServer(server);
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printAbsences(f: AbsencesFigures, users: number): void {
  console.log(`\n${f.label} — absences: ${users} collaborators, 3 years of requests`);
  console.log(`  seed: ${(f.seedMs / 1000).toFixed(1)} s (${f.requests} requests, ${f.people} people with a vacation matrix)`);
  console.log(`  every vacation balance (${f.balances.people} people): ${(f.balances.firstMs / 1000).toFixed(2)} s, again ${(f.balances.againMs / 1000).toFixed(2)} s  [target < 2 s]`);
  for (const [l, target] of [[f.list, 50], [f.create, 30], [f.createAlone, 30]] as const) {
    console.log(`  ${l.name}: p50 ${l.p50} ms, p99 ${l.p99} ms, ${l.rps} req/s, errors ${l.errors}, non-2xx ${l.non2xx}  [target p99 < ${target} ms]`);
    console.log(`    CPU ms per request: server ${l.cpu.serverMs.toFixed(2)} (busiest thread: ${l.cpu.busiestThread} ${l.cpu.busiestThreadMs.toFixed(2)})${l.cpu.postgresMs ? `, PostgreSQL ${l.cpu.postgresMs.toFixed(2)}` : ''}`);
  }
  console.log(`  vacations created during the runs: ${f.create.created}, then ${f.createAlone.created} one at a time`);
}
