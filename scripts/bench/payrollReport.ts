import { eq, getTableName, sql } from 'drizzle-orm';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { companies } from '../../src/server/db/schema';
import { engineTableOf } from '../../src/server/engine/tables';
import { openDataStore } from '../../src/server/lifecycle/openDataStore';
import { seedCompany } from '../../src/server/seed';
import { freePort, spawnServer, stopServer, waitListening } from '../../tests/support/serverProcess';
import { measureEndpoint, type LoadFigures } from './load';

/**
 * The payroll pre-report scenario (issue 23 item 9): BENCH_PAYROLL_USERS (10,000) collaborators with a month of
 * workdays (every weekday), an absence request for one in five and novelties for one in three; then, against the
 * real server process:
 * - `POST /api/nomine/report` (a page of 50) at BENCH_CONNECTIONS (32);
 * - the whole month in pages of 500, one after another [target < 3 s];
 * - `POST /api/nomine/export` of the whole month, the product's XLSX and a CSV layout [target < 5 s].
 */
export interface PayrollFigures {
  label: string;
  users: number;
  workdays: number;
  seedMs: number;
  page: LoadFigures;
  wholeMonthMs: number;
  exportXlsxMs: number;
  exportXlsxBytes: number;
  exportCsvMs: number;
  exportCsvBytes: number;
}

const SLUG = 'benchpayroll';
const PERIOD = '2026-03';

async function call(url: string, token: string | null, body: unknown): Promise<Response> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return res;
}

export async function runPayrollScenario(opts: { label?: string; users?: number; databaseUrl?: string } = {}): Promise<PayrollFigures> {
  const label = opts.label ?? (opts.databaseUrl ? 'PostgreSQL' : 'PGlite (embedded default)');
  const users = opts.users ?? Number(process.env.BENCH_PAYROLL_USERS ?? 10_000);
  const password = 'Bench-passw0rd!';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-bench-payroll-'));
  try {
    console.log(`[${label}] seeding ${users} collaborators with a month of workdays, absences and novelties …`);
    const t0 = performance.now();
    const store = await openDataStore({ dataDir, databaseUrl: opts.databaseUrl });
    const db = store.database.db;
    await seedCompany(db, { slug: SLUG, name: 'Bench Payroll', size: { users, branches: 60 }, password });
    const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.slug, SLUG));
    const cid = company.id;
    await db.execute(sql`
      insert into workdays (company_id, user_id, date, state, first_in, last_out, worked_minutes, extra_minutes, night_minutes)
      select ${cid}::uuid, u.id, d::date, 'finish', d + interval '8 hours', d + interval '16 hours', 480 + (u.n % 40), (u.n % 3) * 15, (u.n % 5) * 10
      from (select id, row_number() over (order by id) as n from users where company_id = ${cid} and role = 'user') u,
        generate_series(${`${PERIOD}-01`}::timestamp, ${`${PERIOD}-31`}::timestamp, interval '1 day') d
      where extract(isodow from d) < 6
      on conflict do nothing`);
    const dayoffs = sql.raw(`"${getTableName(engineTableOf('dayoffs').table)}"`);
    const types = sql.raw(`"${getTableName(engineTableOf('dayofftypes').table)}"`);
    const novelties = sql.raw(`"${getTableName(engineTableOf('novelties').table)}"`);
    await db.execute(sql`
      insert into ${dayoffs} (company_id, user_id, type_id, "from", "to", status, days, history, attachments, branch)
      select ${cid}::uuid, u.id, (select id from ${types} where company_id = ${cid} order by title limit 1),
        ${`${PERIOD}-10`}::date, ${`${PERIOD}-12`}::date, 'APPROVED', 3, '[]'::jsonb, '[]'::jsonb, u.main_branch
      from (select id, main_branch, row_number() over (order by id) as n from users where company_id = ${cid} and role = 'user') u where u.n % 5 = 0`);
    await db.execute(sql`
      insert into ${novelties} (company_id, user_id, type, date, quantity, period, status, source, branch, comment)
      select ${cid}::uuid, u.id, 'BONUS', ${`${PERIOD}-15`}::date, 100 + u.n % 50, ${PERIOD}, 'OPEN', 'MANUAL', u.main_branch, ''
      from (select id, main_branch, row_number() over (order by id) as n from users where company_id = ${cid} and role = 'user') u where u.n % 3 = 0`);
    const [{ n: workdays }] = (await db.execute(sql`select count(*)::int as n from workdays where company_id = ${cid}`) as unknown as { rows: { n: number }[] }).rows;
    await db.execute(sql`analyze`);
    await store.close();
    const seedMs = performance.now() - t0;
    console.log(`[${label}] ${workdays} workdays seeded in ${(seedMs / 1000).toFixed(1)} s; starting the server …`);

    const server = spawnServer(dataDir, await freePort(), { DEMO: '0', LOG_LEVEL: 'error', DATABASE_URL: opts.databaseUrl ?? '' });
    await waitListening(server, 300_000);
    try {
      const login = await (await call(`${server.url}/api/auth/v1/login`, null, { username: `${SLUG}.owner`, password })).json() as { data: { accessToken: string } };
      const token = login.data.accessToken;
      const report = `${server.url}/api/nomine/report`;
      console.log(`[${label}] POST /api/nomine/report at 32 connections …`);
      const page = await measureEndpoint({
        name: 'POST /api/nomine/report (a page of 50)', url: report, body: { period: PERIOD, limit: 50 }, token,
        connections: Number(process.env.BENCH_CONNECTIONS ?? 32), seconds: Number(process.env.BENCH_SECONDS ?? 10), warmupSeconds: 3, serverPid: server.proc.pid as number,
      });
      let t = performance.now();
      let skip = 0;
      for (;;) {
        const { data } = await (await call(report, token, { period: PERIOD, skip, limit: 500 })).json() as { data: { rows: unknown[]; count: number } };
        skip += data.rows.length;
        if (!data.rows.length || skip >= data.count) break;
      }
      const wholeMonthMs = performance.now() - t;
      t = performance.now();
      const xlsx = Buffer.from(await (await call(`${server.url}/api/nomine/export`, token, { period: PERIOD })).arrayBuffer());
      const exportXlsxMs = performance.now() - t;
      const layout = await (await call(`${server.url}/api/nomine/layouts`, token, { name: 'Bench', format: 'CSV', columns: [{ field: 'externalId' }, { field: 'numberOfDocument' }, { field: 'workedDays' }, { field: 'workedHours' }, { field: 'overtimeHours' }, { field: 'unpaidAbsenceDays' }, { field: 'noveltyBonus' }] })).json() as { data: { id: string } };
      t = performance.now();
      const csv = Buffer.from(await (await call(`${server.url}/api/nomine/export`, token, { period: PERIOD, layoutId: layout.data.id })).arrayBuffer());
      const exportCsvMs = performance.now() - t;
      return { label, users, workdays: Number(workdays), seedMs, page, wholeMonthMs, exportXlsxMs, exportXlsxBytes: xlsx.length, exportCsvMs, exportCsvBytes: csv.length };
    } finally {
      if (server.proc.exitCode !== null || server.proc.signalCode !== null) console.error(`[${label}] the server exited:\n${server.output().slice(-4000)}`);
      await stopServer(server);
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printPayroll(f: PayrollFigures): void {
  const kb = (b: number) => `${Math.round(b / 1024)} KB`;
  console.log(`\n${f.label} — payroll pre-report: ${f.users} collaborators, ${f.workdays} workdays in the month (seed ${(f.seedMs / 1000).toFixed(1)} s)`);
  console.log(`  ${f.page.name}: ${f.page.rps.toFixed(1)} req/s, p50 ${f.page.p50} ms, p99 ${f.page.p99} ms, errors ${f.page.errors + f.page.non2xx}`);
  console.log(`  the whole month in pages of 500: ${Math.round(f.wholeMonthMs)} ms [target < 3,000]`);
  console.log(`  export, product XLSX: ${Math.round(f.exportXlsxMs)} ms (${kb(f.exportXlsxBytes)}); CSV layout: ${Math.round(f.exportCsvMs)} ms (${kb(f.exportCsvBytes)}) [target < 5,000]`);
}
