import { eq, sql } from 'drizzle-orm';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { branchOffices, companies } from '../../src/server/db/schema';
import { engineTableOf } from '../../src/server/engine/tables';
import { openDataStore } from '../../src/server/lifecycle/openDataStore';
import { seedCompany } from '../../src/server/seed';
import { freePort, spawnServer, stopServer, waitListening } from '../../tests/support/serverProcess';
import { measureEndpoint, type LoadFigures } from './load';

/**
 * The work-order scenario of `npm run bench` (issue 22 item 5), on the embedded database: a company of BENCH_WO_USERS
 * collaborators (default 10,000), BENCH_WO_ORDERS orders (2,000) and BENCH_WO_DAYS days (365) of time on them — a log
 * per collaborator and working day (weekends off), 08:00–16:00 give or take, on an order chosen by person and day, set
 * in SQL a month per statement. Then, against the real server process at BENCH_CONNECTIONS connections:
 * `POST /api/workOrders/report` (the /ots-reports page, 20 orders with their logged hours) and
 * `GET /api/workOrders/:id/report` (one order's people and hours per day over its year) [targets p99 < 100 ms].
 */
export interface WorkOrdersFigures {
  label: string;
  users: number;
  orders: number;
  logs: number;
  seedMs: number;
  /** null when BENCH_WO_ONLY=order */
  ordersReport: LoadFigures | null;
  orderReport: LoadFigures;
}

const SLUG = 'workorders';

async function login(url: string, username: string, password: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/v1/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
  const body = (await res.json()) as { data?: { accessToken: string } };
  if (!body.data) throw new Error(`login failed: ${JSON.stringify(body)}`);
  return body.data.accessToken;
}

export const workOrdersBenchOptions = () => ({
  users: Number(process.env.BENCH_WO_USERS ?? 10_000),
  branches: Number(process.env.BENCH_WO_BRANCHES ?? 60),
  orders: Number(process.env.BENCH_WO_ORDERS ?? 2_000),
  days: Number(process.env.BENCH_WO_DAYS ?? 365),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 32),
  seconds: Number(process.env.BENCH_SECONDS ?? 10),
  warmupSeconds: Number(process.env.BENCH_WARMUP_SECONDS ?? 3),
  password: process.env.BENCH_PASSWORD ?? 'Bench-passw0rd!',
  /** `order`: measure one order's report only (skip the orders page) */
  only: process.env.BENCH_WO_ONLY ?? '',
  /** a directory kept between runs: seeded on the first, reused as is by the next (repeat runs under the same load) */
  dataDir: process.env.BENCH_WO_DATA_DIR ?? '',
});

export async function runWorkOrdersScenario(opts: Partial<ReturnType<typeof workOrdersBenchOptions>> & { label?: string } = {}): Promise<WorkOrdersFigures> {
  const o = { ...workOrdersBenchOptions(), ...opts };
  const label = opts.label ?? 'PGlite (embedded default)';
  const reuse = Boolean(o.dataDir) && fs.existsSync(path.join(o.dataDir, 'bench-probe.json'));
  const dataDir = o.dataDir || fs.mkdtempSync(path.join(os.tmpdir(), 'hr-bench-workorders-'));
  try {
    let logs: number;
    let probe: { id: string };
    let seedMs = 0;
    if (reuse) ({ logs, probe } = JSON.parse(fs.readFileSync(path.join(dataDir, 'bench-probe.json'), 'utf8')) as { logs: number; probe: { id: string } });
    else {
      console.log(`[${label}] seeding ${o.users} collaborators, ${o.orders} work orders and ${o.days} days of logs …`);
      const t0 = performance.now();
      const store = await openDataStore({ dataDir });
      const db = store.database.db;
      await seedCompany(db, { slug: SLUG, name: 'Bench Work Orders', size: { users: o.users, branches: o.branches }, password: o.password });
      const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.slug, SLUG));
      const units = (await db.select({ id: branchOffices.id }).from(branchOffices).where(eq(branchOffices.companyId, company.id))).map((b) => b.id);
      const wo = engineTableOf('workorders');
      const now = Date.now();
      const day = 86_400_000;
      for (let i = 0; i < o.orders; i += 1_000) {
        await db.insert(wo.table).values(Array.from({ length: Math.min(1_000, o.orders - i) }, (_, k) => {
          const n = i + k;
          const start = new Date(now - o.days * day + Math.floor((n / o.orders) * o.days) * day);
          return {
            companyId: company.id, code: `OT-${String(n + 1).padStart(5, '0')}`, title: `Orden ${n + 1}`, customer: `Cliente ${n % 97}`, site: null,
            unit: units[n % units.length], address: null, latitude: 40 + (n % 50) / 10, longitude: -3 - (n % 40) / 10,
            plannedStart: start, plannedEnd: new Date(start.getTime() + 60 * day), plannedHours: 400, status: n % 10 === 0 ? 'done' : 'in_progress', assignees: [], description: null,
          };
        }) as never);
    }
    // a month of logs per statement: each collaborator, each weekday, one order picked by person and day
    for (let from = o.days; from > 0; from -= 30) {
      const to = Math.max(0, from - 30);
      await db.execute(sql`
        with orders as (select array_agg(id order by code) as ids from work_orders where company_id = ${company.id}),
        people as (select id, row_number() over (order by id) as n from users where company_id = ${company.id} and role = 'user')
        insert into work_order_logs (company_id, work_order_id, user_id, started_at, ended_at, minutes, source)
        select ${company.id}::uuid, orders.ids[1 + ((p.n * 7 + d) % array_length(orders.ids, 1))], p.id,
          date_trunc('day', now()) - make_interval(days => d::int) + make_interval(hours => 7, mins => (p.n % 60)::int),
          date_trunc('day', now()) - make_interval(days => d::int) + make_interval(hours => 15, mins => (p.n % 45)::int),
          480 - (p.n % 60)::int + (p.n % 45)::int, 'mark'
        from people p, orders, generate_series(${to + 1}::int, ${from}::int) as d
        where extract(isodow from date_trunc('day', now()) - make_interval(days => d::int)) < 6`);
    }
    [{ n: logs }] = (await db.execute(sql`select count(*)::int as n from work_order_logs where company_id = ${company.id}`) as unknown as { rows: { n: number }[] }).rows;
    await db.execute(sql`analyze work_order_logs`);
    [probe] = (await db.select({ id: wo.id }).from(wo.table).where(eq(wo.companyId, company.id)).orderBy(sql`code`).limit(1).offset(Math.floor(o.orders / 2))) as { id: string }[];
    await store.close();
    seedMs = performance.now() - t0;
    if (o.dataDir) fs.writeFileSync(path.join(dataDir, 'bench-probe.json'), JSON.stringify({ logs, probe }));
    console.log(`[${label}] ${logs} logs seeded in ${(seedMs / 1000).toFixed(1)} s; starting the server …`);
    }

    const server = spawnServer(dataDir, await freePort(), { DEMO: '0', LOG_LEVEL: 'error' });
    await waitListening(server, 300_000);
    const serverPid = server.proc.pid as number;
    try {
      const token = await login(server.url, `${SLUG}.owner`, o.password);
      const common = { token, connections: o.connections, seconds: o.seconds, warmupSeconds: o.warmupSeconds, serverPid };
      if (o.only !== 'order') console.log(`[${label}] POST /api/workOrders/report at ${o.connections} connections …`);
      const ordersReport = o.only === 'order' ? null : await measureEndpoint({ ...common, name: 'POST /api/workOrders/report (20 orders, newest first)', url: `${server.url}/api/workOrders/report`, body: { limit: 20 } });
      console.log(`[${label}] GET /api/workOrders/:id/report at ${o.connections} connections …`);
      const orderReport = await measureEndpoint({ ...common, name: 'GET /api/workOrders/:id/report (one order, its year)', method: 'GET', url: `${server.url}/api/workOrders/${probe.id}/report` });
      return { label, users: o.users, orders: o.orders, logs: Number(logs), seedMs, ordersReport, orderReport };
    } finally {
      if (server.proc.exitCode !== null || server.proc.signalCode !== null) console.error(`[${label}] the server exited:\n${server.output().slice(-4000)}`);
      await stopServer(server);
    }
  } finally {
    if (!o.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printWorkOrders(f: WorkOrdersFigures): void {
  console.log(`\n${f.label} — work orders: ${f.users} collaborators, ${f.orders} orders, ${f.logs} logs`);
  console.log(`  seed: ${(f.seedMs / 1000).toFixed(1)} s`);
  for (const l of [f.ordersReport, f.orderReport]) {
    if (!l) continue;
    console.log(`  ${l.name}: p50 ${l.p50} ms, p99 ${l.p99} ms, ${l.rps} req/s, errors ${l.errors}, non-2xx ${l.non2xx}  [target p99 < 100 ms]`);
  }
}
