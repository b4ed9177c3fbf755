import { eq, getTableName, sql } from 'drizzle-orm';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { companies } from '../../src/server/db/schema';
import { engineTableOf } from '../../src/server/engine/tables';
import { openDataStore } from '../../src/server/lifecycle/openDataStore';
import { seedCompany } from '../../src/server/seed';
import { freePort, spawnServer, stopServer, waitListening } from '../../tests/support/serverProcess';

/**
 * The accidents report scenario (issue 23 item 9): BENCH_ACCIDENTS_USERS (10,000) collaborators with
 * BENCH_ACCIDENTS_YEARS (3) years of workdays (every weekday) and an accident for one person in fifty a year (one in
 * three on an approved absence); then `POST /api/accidents/report` for the last 12 months, the whole company, against
 * the real server process: the first (cold) answer and the median of BENCH_ACCIDENTS_RUNS (20) following ones
 * [target < 200 ms].
 */
export interface AccidentsFigures { label: string; users: number; workdays: number; accidents: number; seedMs: number; coldMs: number; warmP50Ms: number; warmMaxMs: number }

const SLUG = 'benchaccidents';
const END = '2026-03-31';

async function call(url: string, token: string | null, body: unknown): Promise<Response> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return res;
}

export async function runAccidentsScenario(opts: { label?: string; databaseUrl?: string } = {}): Promise<AccidentsFigures> {
  const label = opts.label ?? (opts.databaseUrl ? 'PostgreSQL' : 'PGlite (embedded default)');
  const users = Number(process.env.BENCH_ACCIDENTS_USERS ?? 10_000);
  const years = Number(process.env.BENCH_ACCIDENTS_YEARS ?? 3);
  const start = `${Number(END.slice(0, 4)) - years}-04-01`;
  const password = 'Bench-passw0rd!';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-bench-accidents-'));
  try {
    console.log(`[${label}] seeding ${users} collaborators with ${years} years of workdays and accidents …`);
    const t0 = performance.now();
    const store = await openDataStore({ dataDir, databaseUrl: opts.databaseUrl });
    const db = store.database.db;
    await seedCompany(db, { slug: SLUG, name: 'Bench Accidents', size: { users, branches: 60 }, password });
    const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.slug, SLUG));
    const cid = company.id;
    // a month at a time: one statement of millions of rows would hold them all in memory at once
    for (let m = new Date(`${start}T00:00:00Z`); m <= new Date(`${END}T00:00:00Z`); m = new Date(Date.UTC(m.getUTCFullYear(), m.getUTCMonth() + 1, 1))) {
      const first = m.toISOString().slice(0, 10);
      const last = new Date(Date.UTC(m.getUTCFullYear(), m.getUTCMonth() + 1, 0)).toISOString().slice(0, 10);
      await db.execute(sql`
        insert into workdays (company_id, user_id, date, state, first_in, last_out, worked_minutes)
        select ${cid}::uuid, u.id, d::date, 'finish', d + interval '8 hours', d + interval '16 hours', 450 + (u.n % 60)
        from (select id, row_number() over (order by id) as n from users where company_id = ${cid} and role = 'user') u,
          generate_series(${first}::timestamp, ${last}::timestamp, interval '1 day') d
        where extract(isodow from d) < 6 on conflict do nothing`);
    }
    const dayoffs = sql.raw(`"${getTableName(engineTableOf('dayoffs').table)}"`);
    const types = sql.raw(`"${getTableName(engineTableOf('dayofftypes').table)}"`);
    const accidents = sql.raw(`"${getTableName(engineTableOf('accidents').table)}"`);
    // one accident a year for one person in fifty, spread over the period; one in three on a 5-day approved absence
    await db.execute(sql`
      with picked as (
        select u.id, u.main_branch, n, ${start}::date + ((n * 37) % (${END}::date - ${start}::date))::int as day
        from (select id, main_branch, row_number() over (order by id) as n from users, generate_series(1, ${years}) y where company_id = ${cid} and role = 'user') u
        where n % 50 = 0 and main_branch is not null),
      leave as (
        insert into ${dayoffs} (company_id, user_id, type_id, "from", "to", status, days, history, attachments, branch)
        select ${cid}::uuid, id, (select id from ${types} where company_id = ${cid} order by title limit 1), day, day + 4, 'APPROVED', 5, '[]'::jsonb, '[]'::jsonb, main_branch
        from picked where n % 3 = 0 returning id, user_id, "from")
      insert into ${accidents} (company_id, occurred_at, unit, type, status, people)
      select ${cid}::uuid, p.day + interval '10 hours', p.main_branch, case when p.n % 7 = 0 then 'commuting' when p.n % 11 = 0 then 'nearMiss' else 'atWork' end, 'closed',
        jsonb_build_array(case when l.id is not null then jsonb_build_object('collaborator', p.id, 'stoppedWork', true, 'absence', l.id)
          else jsonb_build_object('collaborator', p.id, 'stoppedWork', p.n % 2 = 0, 'daysLost', p.n % 4) end)
      from picked p left join leave l on l.user_id = p.id and l."from" = p.day`);
    const count = async (q: ReturnType<typeof sql>) => Number(((await db.execute(q)) as unknown as { rows: { n: number }[] }).rows[0].n);
    const workdays = await count(sql`select count(*)::int as n from workdays where company_id = ${cid}`);
    const nAccidents = await count(sql`select count(*)::int as n from ${accidents} where company_id = ${cid}`);
    await db.execute(sql`analyze`);
    await store.close();
    const seedMs = performance.now() - t0;
    console.log(`[${label}] ${workdays} workdays and ${nAccidents} accidents seeded in ${(seedMs / 1000).toFixed(1)} s; starting the server …`);

    const server = spawnServer(dataDir, await freePort(), { DEMO: '0', LOG_LEVEL: 'error', DATABASE_URL: opts.databaseUrl ?? '' });
    await waitListening(server, 300_000);
    try {
      const login = await (await call(`${server.url}/api/auth/v1/login`, null, { username: `${SLUG}.owner`, password })).json() as { data: { accessToken: string } };
      const token = login.data.accessToken;
      const body = { from: `${Number(END.slice(0, 4)) - 1}-04-01`, to: END };
      const time = async () => {
        const t = performance.now();
        await (await call(`${server.url}/api/accidents/report`, token, body)).json();
        return performance.now() - t;
      };
      const coldMs = await time();
      const runs = Array.from({ length: Number(process.env.BENCH_ACCIDENTS_RUNS ?? 20) }, () => 0);
      for (let i = 0; i < runs.length; i++) runs[i] = await time();
      runs.sort((a, b) => a - b);
      return { label, users, workdays, accidents: nAccidents, seedMs, coldMs, warmP50Ms: runs[Math.floor(runs.length / 2)], warmMaxMs: runs[runs.length - 1] };
    } finally {
      if (server.proc.exitCode !== null || server.proc.signalCode !== null) console.error(`[${label}] the server exited:\n${server.output().slice(-4000)}`);
      await stopServer(server);
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printAccidents(f: AccidentsFigures): void {
  console.log(`\n${f.label} — accidents report: ${f.users} collaborators, ${f.workdays} workdays, ${f.accidents} accidents (seed ${(f.seedMs / 1000).toFixed(1)} s)`);
  console.log(`  POST /api/accidents/report (12 months, whole company): first ${Math.round(f.coldMs)} ms, then p50 ${Math.round(f.warmP50Ms)} ms, max ${Math.round(f.warmMaxMs)} ms [target < 200]`);
}
