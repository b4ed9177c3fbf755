import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { assignMissingPins } from '../../src/server/areas/devices/people/pins';
import { ingestAttlog } from '../../src/server/areas/devices/protocol/attlogIngest';
import { claimSerial, findDevice } from '../../src/server/areas/devices/protocol/deviceLookup';
import { ingestMarks } from '../../src/server/areas/marks/ingestMarks';
import type { AuthContext } from '../../src/server/auth/authContext';
import type { Db } from '../../src/server/db/client';
import { branchOffices, companies, users } from '../../src/server/db/schema';
import { engineTableOf } from '../../src/server/engine/tables';
import { openDataStore } from '../../src/server/lifecycle/openDataStore';
import { seedCompany } from '../../src/server/seed';
import { parseAttlog } from '../../src/shared/devices/attlog';
import { addDays, localDateOf } from '../../src/shared/workday/zonedTime';

/**
 * Punch and mark ingestion alone, in this process (no HTTP): `npx tsx scripts/bench/ingestOnly.ts`.
 * 1. BENCH_DEVICES (20) clocks each upload BENCH_BACKLOG (5,000) punches of BENCH_PEOPLE (100) people of their own
 *    (in, break out, break in, out per day before today, one in ten undirected), BENCH_BATCH (300) lines per upload,
 *    all clocks at once, through ingestAttlog (what POST /iclock/cdata?table=ATTLOG runs after parsing);
 * 2. BENCH_MARKS (20,000) marks in batches of 500 from BENCH_MARK_LOOPS (4) loops through ingestMarks (what POST
 *    /api/marks runs), each collaborator clocking in, pausing and out today.
 * PGlite (on disk, as the server) by default; PostgreSQL with BENCH_POSTGRES=1 (a throwaway cluster). On Linux, PGlite runs also
 * split each row's CPU into main thread, database thread and the rest (GC, compilers): the database thread's share is
 * the steadiest A/B figure on a busy machine.
 * BENCH_ATTENDANCE_DAYS (0) seeds that many days of shifts, marks and workdays first.
 */
const n = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const DEVICES = n('BENCH_DEVICES', 20);
const BACKLOG = n('BENCH_BACKLOG', 5_000);
const PEOPLE = n('BENCH_PEOPLE', 100);
const BATCH = n('BENCH_BATCH', 300);
const MARKS = n('BENCH_MARKS', 20_000);
const MARK_LOOPS = n('BENCH_MARK_LOOPS', 4);
const ATTENDANCE_DAYS = n('BENCH_ATTENDANCE_DAYS', 0);
const ZONE = 'Europe/Madrid';
const SLUG = 'bench-ingest';
const PG_ENV = { ...process.env, PG_TEST_DIR: '/tmp/hr-pg-bench-ingest', PG_TEST_PORT: '55436' };

async function postgres(): Promise<string> {
  const out = execFileSync('bash', ['scripts/pg-test-cluster.sh', 'start'], { encoding: 'utf8', env: PG_ENV });
  const adminUrl = /PG_TEST_URL=(\S+)/.exec(out)?.[1];
  if (!adminUrl) throw new Error(`no PostgreSQL cluster: ${out}`);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query('CREATE DATABASE bench_ingest');
  await admin.end();
  return adminUrl.replace(/\/postgres$/, '/bench_ingest');
}

/** A clock's backlog: its people's days before today, as scripts/bench/devices.ts builds it (ATTLOG lines). */
function backlogLines(pins: string[], count: number, today: string): string[] {
  const out: string[] = [];
  const times: [string, number][] = [['08:0', 0], ['13:0', 2], ['13:3', 3], ['17:0', 1]];
  for (let day = 1; out.length < count; day++) {
    const date = addDays(today, -day);
    for (const [i, pin] of pins.entries()) {
      for (const [time, status] of times) {
        if (out.length >= count) break;
        const second = String((i * 7 + day) % 60).padStart(2, '0');
        out.push(`${pin}\t${date} ${time}${i % 10}:${second}\t${(i + day) % 10 === 0 ? 255 : status}\t1\t0\t0\t0`);
      }
    }
  }
  return out;
}

async function seed(db: Db) {
  const people = Math.max(DEVICES * PEOPLE, 200);
  await seedCompany(db, { slug: SLUG, name: 'Bench Ingest', size: { users: people, branches: Math.max(10, Math.round(people / 20)) }, attendanceDays: ATTENDANCE_DAYS });
  const [company] = await db.select().from(companies).where(eq(companies.slug, SLUG));
  await db.transaction((tx) => assignMissingPins(tx, company.id));
  const [unit] = await db.select({ id: branchOffices.id }).from(branchOffices).where(eq(branchOffices.companyId, company.id)).limit(1);
  const serials = Array.from({ length: DEVICES }, (_, i) => `INGEST${String(i).padStart(4, '0')}`);
  const d = engineTableOf('devices');
  await db.transaction(async (tx) => {
    for (const [i, serialNumber] of serials.entries()) {
      const [row] = (await tx.insert(d.table).values({
        companyId: company.id, deviceType: 'ZK_SPEEDFACE_V5L', name: `Reloj ${i + 1}`, serialNumber, organizationalUnits: [unit.id],
        registryType: 'ALLOW_ALL', host: `10.0.0.${i + 1}`, user: 'admin', password: 'v1:bench', timeZone: ZONE, sendTimeZone: false, pollDelay: 5, clockSync: true,
      } as never).returning({ id: d.id })) as { id: string }[];
      await claimSerial(tx, { companyId: company.id, deviceId: row.id, serialNumber });
    }
  });
  const staff = await db.select({ id: users.id, pin: users.devicePin }).from(users)
    .where(and(eq(users.companyId, company.id), eq(users.active, true), eq(users.role, 'user'), sql`${users.devicePin} IS NOT NULL`))
    .orderBy(sql`${users.devicePin}::bigint`);
  const [owner] = await db.select().from(users).where(and(eq(users.companyId, company.id), eq(users.role, 'owner'))).limit(1);
  return { company, owner, serials, staff };
}

async function punches(db: Db, serials: string[], pins: string[]) {
  const today = localDateOf(Date.now(), ZONE);
  let stored = 0;
  let uploads = 0;
  const latencies: number[] = [];
  const threads = threadCpu();
  const cpu = process.cpuUsage();
  const started = performance.now();
  await Promise.all(serials.map(async (serial, i) => {
    const device = (await findDevice(db, serial))!;
    const lines = backlogLines(pins.slice(i * PEOPLE, (i + 1) * PEOPLE), BACKLOG, today);
    for (let at = 0; at < lines.length; at += BATCH) {
      const t = performance.now();
      const parsed = parseAttlog(lines.slice(at, at + BATCH).join('\n'));
      const result = await ingestAttlog(db, device, parsed.items);
      latencies.push(performance.now() - t);
      stored += result.created;
      uploads++;
    }
  }));
  const seconds = (performance.now() - started) / 1000;
  return { stored, uploads, seconds, perSecond: Math.round(stored / seconds), cpuMs: cpuMs(cpu), split: threadSplit(threads, stored), ...spread(latencies) };
}

async function marksRun(db: Db, auth: AuthContext, userIds: string[]) {
  const types = ['CHECK_IN', 'BREAK_START', 'BREAK_END', 'CHECK_OUT'];
  const now = Date.now();
  const start = now - 8 * 3_600_000;
  const sent = new Map<string, number>();
  let cursor = 0;
  let created = 0;
  let batches = 0;
  const latencies: number[] = [];
  const threads = threadCpu();
  const next = () => Array.from({ length: 500 }, () => {
    const userId = userIds[cursor++ % userIds.length];
    const k = sent.get(userId) ?? 0;
    sent.set(userId, k + 1);
    return { id: randomUUID(), userId, at: new Date(Math.min(start + k * 25 * 60_000, now - 60_000)).toISOString(), type: types[k % 4], source: 'clock', device: 'BENCH' };
  });
  const cpu = process.cpuUsage();
  const started = performance.now();
  await Promise.all(Array.from({ length: MARK_LOOPS }, async () => {
    while (batches * 500 < MARKS) {
      batches++;
      const t = performance.now();
      const results = await ingestMarks(db, auth, null, next(), Date.now());
      latencies.push(performance.now() - t);
      created += results.filter((r) => r.status === 'created').length;
    }
  }));
  const seconds = (performance.now() - started) / 1000;
  return { created, batches, seconds, perSecond: Math.round(created / seconds), cpuMs: cpuMs(cpu), split: threadSplit(threads, created), ...spread(latencies) };
}

/**
 * CPU time (ms) of each thread of this process so far, from Linux's /proc (empty elsewhere). The database thread is the
 * busiest one besides the main thread (PGlite runs there); on a busy machine its time per row is the steadiest measure
 * of what a change costs the database.
 */
function threadCpu(): Map<string, number> {
  const out = new Map<string, number>();
  try {
    for (const tid of fs.readdirSync('/proc/self/task')) out.set(tid, Number(fs.readFileSync(`/proc/self/task/${tid}/schedstat`, 'utf8').split(' ')[0]) / 1e6);
  } catch {
    // not Linux, or a thread gone meanwhile: no split
  }
  return out;
}

/** `main x µs, database thread y µs, other threads z µs` a row since `from` (threadCpu); '' without /proc or on PostgreSQL. */
function threadSplit(from: Map<string, number>, rows: number): string {
  const used = [...threadCpu()].map(([tid, ms]) => [tid, ms - (from.get(tid) ?? 0)] as const);
  const main = used.find(([tid]) => tid === String(process.pid));
  const others = used.filter(([tid]) => tid !== String(process.pid)).sort((a, b) => b[1] - a[1]);
  // on PostgreSQL the database is another process: no thread of this one is it
  if (onPostgres || !main || !others.length || !rows) return '';
  const us = (ms: number) => `${(ms / rows * 1000).toFixed(0)} µs`;
  return `; CPU a row: main ${us(main[1])}, database thread ${us(others[0][1])}, other threads ${us(others.slice(1).reduce((a, [, ms]) => a + ms, 0))}`;
}

/** CPU time of this process (every thread, PGlite's included) since `from`: steadier than wall time on a busy machine. */
function cpuMs(from: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(from);
  return Math.round((used.user + used.system) / 1000);
}

function spread(latencies: number[]) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (p: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0);
  return { p50: at(0.5), p99: at(0.99) };
}

const onPostgres = process.env.BENCH_POSTGRES === '1';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-bench-ingest-'));
const label = onPostgres ? 'PostgreSQL (production path)' : 'PGlite (embedded default)';
try {
  const store = await openDataStore({ dataDir, databaseUrl: onPostgres ? await postgres() : undefined });
  try {
    const db = store.database.db;
    const t0 = performance.now();
    const { company, owner, serials, staff } = await seed(db);
    console.log(`[${label}] seeded ${staff.length} collaborators, ${serials.length} clocks in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    const p = await punches(db, serials, staff.map((s) => s.pin!));
    console.log(`[${label}] punches: ${p.stored} stored by ${p.uploads} uploads of ${BATCH} lines (${DEVICES} clocks × ${BACKLOG}, ${PEOPLE} people each) in ${p.seconds.toFixed(1)} s: ${p.perSecond} punches/s (CPU ${(p.cpuMs / p.stored * 1000).toFixed(0)} µs a punch${p.split}); upload p50 ${p.p50} ms, p99 ${p.p99} ms  [target ≥ 5,000/s]`);
    const auth: AuthContext = { user: owner, company, role: 'owner' };
    const m = await marksRun(db, auth, staff.map((s) => s.id));
    console.log(`[${label}] marks: ${m.created} created by ${m.batches} batches of 500 (${MARK_LOOPS} loops) in ${m.seconds.toFixed(1)} s: ${m.perSecond} marks/s (CPU ${(m.cpuMs / Math.max(1, m.created) * 1000).toFixed(0)} µs a mark${m.split}); batch p50 ${m.p50} ms, p99 ${m.p99} ms  [target ≥ 5,000/s]`);
  } finally {
    await store.close();
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (onPostgres) execFileSync('bash', ['scripts/pg-test-cluster.sh', 'stop'], { env: PG_ENV });
}
