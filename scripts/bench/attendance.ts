import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDataStore } from '../../src/server/lifecycle/openDataStore';
import { seedCompany } from '../../src/server/seed';
import { freePort, spawnServer, stopServer, waitListening } from '../../tests/support/serverProcess';
import { measureEndpoint, type LoadFigures } from './load';

/**
 * The attendance scenario of `npm run bench` (issue 4 item 10): a company of BENCH_USERS collaborators with
 * BENCH_ATTENDANCE_DAYS (default 90) days of shifts, marks and workdays, then against the real server process:
 * - the marks ingestion rate: POST /api/marks batches of 500 from several connections for BENCH_MARKS_SECONDS
 *   (default 20), each collaborator clocking in, pausing and out in the last hours of today [target 2,000 marks/s];
 * - p99 of every dashboard endpoint at BENCH_CONNECTIONS [target < 100 ms];
 * - a one-month general report for a unit subtree holding about BENCH_REPORT_PEOPLE (default 1,000) people
 *   [target < 2 s] and its XLSX export job until done [target < 5 s].
 * An endpoint that answers 404 (not written yet) is printed as "missing", never a failure.
 */

export interface AttendanceOptions {
  label: string;
  users: number;
  branches: number;
  days: number;
  password: string;
  connections: number;
  seconds: number;
  warmupSeconds: number;
  databaseUrl?: string;
  postmasterPid?: number;
}

export interface IngestionFigures {
  batches: number;
  marks: number;
  created: number;
  duplicates: number;
  rejected: number;
  failedRequests: number;
  seconds: number;
  marksPerSecond: number;
  batchP50: number;
  batchP99: number;
}

export type EndpointFigures = LoadFigures | { name: string; missing: true };

export interface TimedFigures {
  name: string;
  missing?: boolean;
  /** every run, ms */
  runs?: number[];
  detail?: string;
}

export interface AttendanceFigures {
  label: string;
  seedMs: number;
  seeded: { marks: number; workdays: number; shifts: number };
  coldStartMs: number;
  ingestion: IngestionFigures;
  endpoints: EndpointFigures[];
  report: TimedFigures;
  wholeReport: TimedFigures;
  exportJob: TimedFigures;
  wholeExport: TimedFigures;
  reportPeople: number;
}

const MARKS_SECONDS = Number(process.env.BENCH_MARKS_SECONDS ?? 20);
const MARKS_CONNECTIONS = Number(process.env.BENCH_MARKS_CONNECTIONS ?? 4);
const BATCH = 500;
const REPORT_PEOPLE = Number(process.env.BENCH_REPORT_PEOPLE ?? 1000);

const pad = (n: number) => String(n).padStart(2, '0');
const isoDate = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const dmy = (d: Date) => `${pad(d.getDate())}-${pad(d.getMonth() + 1)}-${d.getFullYear()}`;
const daysBefore = (n: number) => new Date(Date.now() - n * 86_400_000);
const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] : 0);

/** A fresh database next to `url`'s (same cluster), for the PostgreSQL run. */
export async function createDatabase(url: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${name}`);
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  return url.replace(/\/[^/]+$/, `/${name}`);
}

async function login(url: string, username: string, password: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/v1/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }),
  });
  const body = (await res.json()) as { data?: { accessToken: string } };
  if (!body.data) throw new Error(`login failed: ${JSON.stringify(body)}`);
  return body.data.accessToken;
}

interface SeededFacts {
  userIds: string[];
  /** a unit whose subtree holds about REPORT_PEOPLE active collaborators */
  reportBranch: { id: string; people: number } | null;
  counts: { marks: number; workdays: number; shifts: number };
}

/** What the benchmark needs from the seeded database, read before the server owns it. */
async function seededFacts(db: Awaited<ReturnType<typeof openDataStore>>['database']['db'], slug: string): Promise<SeededFacts> {
  const rows = <T>(r: unknown) => ((r as { rows?: T[] }).rows ?? (r as T[]));
  const users = rows<{ id: string }>(await db.execute(sql`
    SELECT u.id FROM users u JOIN companies c ON c.id = u.company_id
    WHERE c.slug = ${slug} AND u.role = 'user' AND u.active ORDER BY u.id`));
  const subtrees = rows<{ id: string; people: number }>(await db.execute(sql`
    WITH RECURSIVE tree AS (
      SELECT b.id AS root, b.id FROM branch_offices b JOIN companies c ON c.id = b.company_id WHERE c.slug = ${slug}
      UNION ALL
      SELECT t.root, b.id FROM tree t JOIN branch_offices b ON b.parent_organization = t.id
    )
    SELECT t.root AS id, count(u.id)::int AS people
    FROM tree t JOIN users u ON u.main_branch = t.id AND u.role = 'user' AND u.active
    GROUP BY t.root`));
  const reportBranch = subtrees.length
    ? subtrees.reduce((best, s) => (Math.abs(s.people - REPORT_PEOPLE) < Math.abs(best.people - REPORT_PEOPLE) ? s : best))
    : null;
  const [counts] = rows<{ marks: number; workdays: number; shifts: number }>(await db.execute(sql`
    SELECT (SELECT count(*) FROM marks)::int AS marks, (SELECT count(*) FROM workdays)::int AS workdays, (SELECT count(*) FROM shifts)::int AS shifts`));
  return { userIds: users.map((u) => u.id), reportBranch, counts };
}

const DAY_TYPES = ['CHECK_IN', 'BREAK_START', 'BREAK_END', 'CHECK_OUT'] as const;

/**
 * Marks as clocks would send them today: collaborators in a shuffled round, each one's n-th mark of the day is
 * check-in, break start, break end, check-out, check-in… 25 minutes apart from a start 4–6 hours ago (never in the
 * future). Every mark has its own id.
 */
function markSource(userIds: string[]) {
  const order = [...userIds].sort(() => Math.random() - 0.5);
  const now = Date.now();
  const starts = new Map(order.map((id) => [id, now - 6 * 3_600_000 + Math.floor(Math.random() * 2 * 3_600_000)]));
  const sent = new Map<string, number>();
  let cursor = 0;
  return (): Record<string, unknown>[] => {
    const batch: Record<string, unknown>[] = [];
    for (let i = 0; i < BATCH; i++) {
      const userId = order[cursor++ % order.length];
      const n = sent.get(userId) ?? 0;
      sent.set(userId, n + 1);
      const at = Math.min(starts.get(userId)! + n * 25 * 60_000, Date.now() - 60_000 + (n % 50) * 1_000 - 50_000);
      batch.push({ id: randomUUID(), userId, at: new Date(at).toISOString(), type: DAY_TYPES[n % DAY_TYPES.length], source: 'clock', device: 'BENCH-CLOCK' });
    }
    return batch;
  };
}

/** POST /api/marks batches from `connections` loops until `seconds` have passed; figures of the whole run. */
async function measureIngestion(url: string, token: string, userIds: string[], connections: number, seconds: number): Promise<IngestionFigures> {
  const next = markSource(userIds);
  const figures = { batches: 0, marks: 0, created: 0, duplicates: 0, rejected: 0, failedRequests: 0 };
  const latencies: number[] = [];
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const loop = async () => {
    while (performance.now() < deadline) {
      const body = JSON.stringify({ marks: next() });
      const t = performance.now();
      const res = await fetch(`${url}/api/marks`, {
        method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body,
      });
      const answer = (await res.json()) as { data?: { created: number; duplicates: number; rejected: number } };
      latencies.push(performance.now() - t);
      figures.batches++;
      if (res.status >= 300 || !answer.data) {
        figures.failedRequests++;
        continue;
      }
      figures.marks += BATCH;
      figures.created += answer.data.created;
      figures.duplicates += answer.data.duplicates;
      figures.rejected += answer.data.rejected;
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    ...figures, seconds: Number(elapsed.toFixed(1)), marksPerSecond: Math.round(figures.marks / elapsed),
    batchP50: Math.round(percentile(latencies, 0.5)), batchP99: Math.round(percentile(latencies, 0.99)),
  };
}

async function call(url: string, token: string, method: 'GET' | 'POST', pathName: string, body?: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const res = await fetch(`${url}${pathName}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'es-ES', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    /* not JSON: kept empty */
  }
  return { status: res.status, json };
}

/** The general report read page by page (500 rows) until every row came, `runs` times. */
async function timeGeneralReport(url: string, token: string, name: string, body: Record<string, unknown>, runs: number): Promise<TimedFigures> {
  console.log(`${name} …`);
  const figures: TimedFigures = { name, runs: [] };
  for (let run = 0; run < runs && !figures.missing; run++) {
    const started = performance.now();
    let offset = 0;
    let count = 0;
    do {
      const res = await call(url, token, 'POST', '/api/reports/workdays/general', { ...body, limit: 500, offset });
      if (res.status === 404) {
        figures.missing = true;
        break;
      }
      if (res.status >= 300) throw new Error(`general report answered ${res.status}: ${JSON.stringify(res.json).slice(0, 300)}`);
      count = Number((res.json.data as { count?: number }).count ?? 0);
      offset += 500;
    } while (offset < count);
    if (!figures.missing) figures.runs!.push(Math.round(performance.now() - started));
    figures.detail = `${count} rows, ${Math.max(1, Math.ceil(count / 500))} requests`;
  }
  return figures;
}

/** The export job from its POST until GET /api/jobs/:id says completed (polled every 100 ms), `runs` times. */
async function timeExport(url: string, token: string, name: string, body: Record<string, unknown>, runs: number): Promise<TimedFigures> {
  console.log(`${name} …`);
  const figures: TimedFigures = { name, runs: [] };
  for (let run = 0; run < runs && !figures.missing; run++) {
    const started = performance.now();
    const res = await call(url, token, 'POST', '/api/reports/workdays/general/export', body);
    if (res.status === 404) {
      figures.missing = true;
      break;
    }
    if (res.status >= 300) throw new Error(`export answered ${res.status}: ${JSON.stringify(res.json).slice(0, 300)}`);
    const jobId = (res.json.data as { jobId: string }).jobId;
    let status = 'pending';
    while (status !== 'completed' && status !== 'failed' && performance.now() - started < 300_000) {
      await new Promise((r) => setTimeout(r, 100));
      const job = await call(url, token, 'GET', `/api/jobs/${jobId}`);
      status = String((job.json.data as { status?: string } | undefined)?.status ?? 'unknown');
      if (status === 'failed') figures.detail = `failed: ${JSON.stringify((job.json.data as { error?: unknown }).error)}`;
    }
    if (status === 'completed') figures.runs!.push(Math.round(performance.now() - started));
  }
  return figures;
}

/** Seed, start the real server, measure ingestion, dashboard, report and export. */
export async function runAttendanceScenario(opts: AttendanceOptions): Promise<AttendanceFigures> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-bench-attendance-'));
  const slug = 'bench';
  try {
    console.log(`[${opts.label}] seeding ${opts.users} collaborators with ${opts.days} days of attendance …`);
    let t = performance.now();
    const store = await openDataStore({ dataDir, databaseUrl: opts.databaseUrl });
    await seedCompany(store.database.db, {
      slug, name: 'Bench Attendance', size: { users: opts.users, branches: opts.branches }, password: opts.password, attendanceDays: opts.days,
    });
    const seedMs = performance.now() - t;
    const facts = await seededFacts(store.database.db, slug);
    await store.close();
    console.log(`[${opts.label}] seeded in ${(seedMs / 1000).toFixed(1)} s: ${facts.counts.marks} marks, ${facts.counts.workdays} workdays, ${facts.counts.shifts} shifts`);

    t = performance.now();
    const server = spawnServer(dataDir, await freePort(), { DEMO: '0', LOG_LEVEL: 'error', DATABASE_URL: opts.databaseUrl ?? '' });
    await waitListening(server, 300_000);
    const coldStartMs = performance.now() - t;
    try {
      const token = await login(server.url, `${slug}.owner`, opts.password);
      const load = { token, connections: opts.connections, seconds: opts.seconds, warmupSeconds: opts.warmupSeconds, serverPid: server.proc.pid as number, postmasterPid: opts.postmasterPid };

      console.log(`[${opts.label}] marks ingestion: ${MARKS_CONNECTIONS} connections × batches of ${BATCH} for ${MARKS_SECONDS} s …`);
      const ingestion = await measureIngestion(server.url, token, facts.userIds, MARKS_CONNECTIONS, MARKS_SECONDS);

      const today = dmy(new Date());
      const endpoints: EndpointFigures[] = [];
      const dashboard: [string, 'GET' | 'POST', string, unknown?][] = [
        ...['absences', 'presences', 'calendar', 'lateArrivals', 'map'].map((e) => [`GET /api/reports/dashboard/${e}`, 'GET', `/api/reports/dashboard/${e}?date=${today}`] as [string, 'GET', string]),
        ['GET /api/reports/dashboard/heatmap (28 days)', 'GET', `/api/reports/dashboard/heatmap?from=${dmy(daysBefore(27))}&to=${today}`],
        ['POST /api/reports/graphics/workdays (30 days)', 'POST', '/api/reports/graphics/workdays', { from: dmy(daysBefore(30)), to: today }],
      ];
      for (const [name, method, pathName, body] of dashboard) {
        const probe = await call(server.url, token, method, pathName, body);
        if (probe.status === 404) {
          endpoints.push({ name, missing: true });
          continue;
        }
        if (probe.status >= 300) console.log(`[${opts.label}] ${name} answers ${probe.status}: ${JSON.stringify(probe.json).slice(0, 200)}`);
        console.log(`[${opts.label}] ${name}: load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores`);
        endpoints.push(await measureEndpoint({ ...load, name, method, url: `${server.url}${pathName}`, body }));
      }

      const range = { from: isoDate(daysBefore(30)), to: isoDate(daysBefore(1)) };
      const filters = facts.reportBranch ? { branch: facts.reportBranch.id } : {};
      const reportPeople = facts.reportBranch?.people ?? 0;
      const report = await timeGeneralReport(server.url, token, `POST /api/reports/workdays/general (${range.from}..${range.to}, ${reportPeople} people, pages of 500)`, { ...range, filters }, 3);
      // the largest subtree may be far from 1,000 people: the whole company gives the upper bound
      const wholeReport = await timeGeneralReport(server.url, token, `POST /api/reports/workdays/general (same month, whole company: ${facts.userIds.length} people, pages of 500)`, { ...range, filters: {} }, 1);
      const exportJob = await timeExport(server.url, token, `POST /api/reports/workdays/general/export (${reportPeople} people) → GET /api/jobs/:id completed`, { ...range, filters }, 2);
      const wholeExport = await timeExport(server.url, token, `POST /api/reports/workdays/general/export (whole company: ${facts.userIds.length} people) → completed`, { ...range, filters: {} }, 1);
      return { label: opts.label, seedMs, seeded: facts.counts, coldStartMs, ingestion, endpoints, report, wholeReport, exportJob, wholeExport, reportPeople };
    } finally {
      await stopServer(server);
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const runsText = (f: TimedFigures, target: number) =>
  f.missing ? 'missing' : f.runs?.length ? `${f.runs.map((ms) => `${(ms / 1000).toFixed(2)} s`).join(', ')}${f.detail ? ` (${f.detail})` : ''}  [target < ${target} s]` : `no result${f.detail ? ` (${f.detail})` : ''}`;

/** The figures table of one attendance run. */
export function printAttendance(f: AttendanceFigures, users: number, days: number): void {
  console.log(`\n${f.label} — attendance: ${users} collaborators, ${days} days`);
  console.log(`  seed: ${(f.seedMs / 1000).toFixed(1)} s (${f.seeded.marks} marks, ${f.seeded.workdays} workdays, ${f.seeded.shifts} shifts)`);
  console.log(`  cold start (spawn → listening): ${(f.coldStartMs / 1000).toFixed(2)} s`);
  const i = f.ingestion;
  console.log(`  marks ingestion: ${i.marksPerSecond} marks/s over ${i.seconds} s (${i.marks} marks in ${i.batches} batches of ${BATCH}, ${MARKS_CONNECTIONS} connections; created ${i.created}, duplicates ${i.duplicates}, rejected ${i.rejected}, failed requests ${i.failedRequests}; batch p50 ${i.batchP50} ms, p99 ${i.batchP99} ms)  [target 2,000 marks/s]`);
  console.log('  dashboard:');
  for (const e of f.endpoints) {
    if ('missing' in e) console.log(`    ${e.name}: missing`);
    else console.log(`    ${e.name}: p99 ${e.p99} ms, p50 ${e.p50} ms, ${e.rps} req/s, errors ${e.errors}, non-2xx ${e.non2xx}  [target p99 < 100 ms]  (CPU ms/request: server ${e.cpu.serverMs.toFixed(2)}${e.cpu.postgresMs ? `, PostgreSQL ${e.cpu.postgresMs.toFixed(2)}` : ''})`);
  }
  console.log(`  ${f.report.name}: ${runsText(f.report, 2)}`);
  console.log(`  ${f.wholeReport.name}: ${runsText(f.wholeReport, 2)}`);
  console.log(`  ${f.exportJob.name}: ${runsText(f.exportJob, 5)}`);
  console.log(`  ${f.wholeExport.name}: ${runsText(f.wholeExport, 5)}`);
}
