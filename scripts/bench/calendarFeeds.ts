import { and, eq, sql } from 'drizzle-orm';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { branchOffices, companies, shifts, users } from '../../src/server/db/schema';
import { productCatalog } from '../../src/server/engine/storage';
import { dayoffTypes } from '../../src/server/engine/storage/productTables';
import { openDataStore } from '../../src/server/lifecycle/openDataStore';
import { seedCompany } from '../../src/server/seed';
import { addDays, localDateOf, weekdayOf } from '../../src/shared/workday/zonedTime';
import { freePort, spawnServer, stopServer, waitListening } from '../../tests/support/serverProcess';

/**
 * The calendar feeds scenario (issue 22 item 5): one unit of BENCH_FEED_PEOPLE (500) collaborators with a shift on
 * every weekday and about six absence requests each (most approved, some pending or rejected) over the feed's
 * window (92 days back, 366 ahead), the company's holidays; then, against the real server process, the time per
 * request of `GET /api/calendar/feeds/{token}.ics` one at a time (what a calendar client's poll costs):
 * - the unit's feed (absences and special days of its 500 people) [target < 300 ms];
 * - one person's feed (their shifts, absences and holidays for the same window);
 * - the company's feed (absences of everyone) for comparison.
 */

export interface FeedTiming {
  name: string;
  requests: number;
  events: number;
  bytes: number;
  p50: number;
  p99: number;
  mean: number;
  max: number;
}

export interface CalendarFeedsFigures {
  label: string;
  seedMs: number;
  people: number;
  shifts: number;
  absences: number;
  feeds: FeedTiming[];
}

const SLUG = 'calfeeds';
const PASSWORD = 'Bench2026!';

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const round = (n: number) => Math.round(n * 10) / 10;

async function post<T>(url: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
  const json = (await res.json()) as { data?: T };
  if (!res.ok || !json.data) throw new Error(`${url}: ${res.status} ${JSON.stringify(json)}`);
  return json.data;
}

/** Shifts on every weekday and ~6 requests per person across the window, written in batches. */
async function seedCalendar(db: Awaited<ReturnType<typeof openDataStore>>['database']['db'], companyId: string, people: string[], unit: string, today: string) {
  const from = addDays(today, -92);
  const to = addDays(today, 366);
  const [type] = await db.select({ id: dayoffTypes.id }).from(dayoffTypes).where(eq(dayoffTypes.companyId, companyId)).limit(1);
  let shiftCount = 0;
  let batch: (typeof shifts.$inferInsert)[] = [];
  const flush = async () => {
    if (batch.length) await db.insert(shifts).values(batch);
    shiftCount += batch.length;
    batch = [];
  };
  for (const userId of people) {
    for (let d = from; d <= to; d = addDays(d, 1)) {
      const wd = weekdayOf(d);
      if (wd === 0 || wd === 6) continue;
      batch.push({ companyId, userId, date: d, type: 'custom', startTime: wd === 5 ? '08:00' : '09:00', endTime: wd === 5 ? '15:00' : '17:30', breakMinutes: 30 });
      if (batch.length >= 5000) await flush();
    }
  }
  await flush();
  const dayoffs = productCatalog().tables.get('dayoffs')!.table;
  const requests: Record<string, unknown>[] = [];
  people.forEach((userId, i) => {
    for (let k = 0; k < 6; k++) {
      const start = addDays(from, (i * 7 + k * 76) % 450);
      const length = 1 + ((i + k) % 5);
      const status = (i + k) % 10 === 0 ? 'PENDING' : (i + k) % 10 === 1 ? 'REJECTED' : 'APPROVED';
      requests.push({ companyId, userId, typeId: type.id, from: start, to: addDays(start, length - 1), status, history: [], attachments: [], days: length, branch: unit });
    }
  });
  for (let i = 0; i < requests.length; i += 2000) await db.insert(dayoffs).values(requests.slice(i, i + 2000) as never);
  return { shifts: shiftCount, absences: requests.length };
}

async function timeFeed(name: string, url: string, requests: number): Promise<FeedTiming> {
  let text = '';
  for (let i = 0; i < 3; i++) text = await (await fetch(url)).text();
  const times: number[] = [];
  for (let i = 0; i < requests; i++) {
    const t = performance.now();
    const res = await fetch(url);
    text = await res.text();
    times.push(performance.now() - t);
    if (res.status !== 200) throw new Error(`${name}: ${res.status} ${text.slice(0, 200)}`);
  }
  const sorted = [...times].sort((a, b) => a - b);
  return {
    name, requests, events: text.split('BEGIN:VEVENT').length - 1, bytes: Buffer.byteLength(text),
    p50: round(percentile(sorted, 50)), p99: round(percentile(sorted, 99)), mean: round(times.reduce((a, b) => a + b, 0) / times.length), max: round(sorted[sorted.length - 1]),
  };
}

export async function runCalendarFeedsScenario(opts: { label?: string; people?: number; requests?: number; databaseUrl?: string } = {}): Promise<CalendarFeedsFigures> {
  const label = opts.label ?? (opts.databaseUrl ? 'PostgreSQL' : 'PGlite (embedded default)');
  const peopleWanted = opts.people ?? Number(process.env.BENCH_FEED_PEOPLE ?? 500);
  const requests = opts.requests ?? Number(process.env.BENCH_FEED_REQUESTS ?? 30);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-bench-calfeeds-'));
  try {
    console.log(`[${label}] seeding a unit of ${peopleWanted} collaborators with a year of shifts and absences …`);
    const started = performance.now();
    const store = await openDataStore({ dataDir, databaseUrl: opts.databaseUrl });
    const db = store.database.db;
    await seedCompany(db, { slug: SLUG, name: 'Bench Calendar', size: { users: peopleWanted, branches: 4 }, password: PASSWORD });
    const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.slug, SLUG));
    const [unit] = await db.select({ id: branchOffices.id }).from(branchOffices).where(eq(branchOffices.companyId, company.id)).orderBy(sql`${branchOffices.parentOrganization} nulls first`).limit(1);
    // every collaborator in the one unit
    await db.update(users).set({ mainBranch: unit.id }).where(and(eq(users.companyId, company.id), eq(users.role, 'user')));
    const people = (await db.select({ id: users.id }).from(users).where(and(eq(users.companyId, company.id), eq(users.role, 'user')))).map((u) => u.id);
    const today = localDateOf(Date.now(), 'Europe/Madrid');
    const seeded = await seedCalendar(db, company.id, people, unit.id, today);
    const seedMs = performance.now() - started;
    await store.close();

    const server = spawnServer(dataDir, await freePort(), { DEMO: '0', LOG_LEVEL: 'error', DATABASE_URL: opts.databaseUrl ?? '' });
    await waitListening(server, 300_000);
    try {
      const { accessToken } = await post<{ accessToken: string }>(`${server.url}/api/auth/v1/login`, { username: `${SLUG}.owner`, password: PASSWORD });
      const make = async (body: unknown) => `${server.url}${(await post<{ path: string }>(`${server.url}/api/calendar/feeds`, body, accessToken)).path}`;
      const unitFeed = await make({ scope: 'unit', subjectId: unit.id, contents: ['absences', 'specialDays'] });
      const personFeed = await make({ scope: 'person', subjectId: people[0], contents: ['shifts', 'absences', 'specialDays'] });
      const companyFeed = await make({ scope: 'company', contents: ['absences', 'specialDays'] });
      console.log(`[${label}] timing the feeds, ${requests} requests each, one at a time …`);
      const feeds = [
        await timeFeed(`unit feed (${people.length} people: absences + special days)`, unitFeed, requests),
        await timeFeed('person feed (shifts + absences + special days)', personFeed, requests),
        await timeFeed('company feed (absences + special days)', companyFeed, requests),
      ];
      return { label, seedMs, people: people.length, ...seeded, feeds };
    } finally {
      if (server.proc.exitCode !== null || server.proc.signalCode !== null) console.error(`[${label}] the server exited:\n${server.output().slice(-4000)}`);
      await stopServer(server);
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printCalendarFeeds(f: CalendarFeedsFigures): void {
  console.log(`\n${f.label} — calendar feeds: a unit of ${f.people} people, ${f.shifts} shifts and ${f.absences} absence requests over 15 months`);
  console.log(`  seed: ${(f.seedMs / 1000).toFixed(1)} s`);
  for (const feed of f.feeds) {
    const target = feed.name.startsWith('unit') ? '  [target < 300 ms]' : '';
    console.log(`  GET /api/calendar/feeds/{token}.ics — ${feed.name}: ${feed.events} events, ${(feed.bytes / 1024).toFixed(0)} KiB; p50 ${feed.p50} ms, p99 ${feed.p99} ms, mean ${feed.mean} ms, max ${feed.max} ms over ${feed.requests} requests${target}`);
  }
}
