import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { readReportVersions } from '../../db/reportVersion';
import { detailedRows, summaryRows, workdayCountsByPerson, type ReportContext, type SummaryRow, type SummaryTotals } from './reportQuery';
import type { DetailedRow } from '../../../shared/reports';

/**
 * Paged reports whose pages cost their own rows (issue 21 item 6). Every page of the general and shifts reports
 * carries the totals and count of the whole report, which need every person's totals: the first page computes them
 * once and keeps them, with the rows, while the company's data and report versions stand (any write to people,
 * units, absences, shifts or workdays moves one) — the next pages are slices. The detailed report keeps the people
 * in order with their number of workdays and reads only the workdays of a page's people.
 * Kept per process, bounded by rows; the versions are read from the database, so processes never serve stale pages.
 */

interface SummaryResult { rows: SummaryRow[]; totals: SummaryTotals; count: number }
interface DetailedIndex { people: { id: string; n: number }[]; before: number[]; count: number }
type Entry = { kind: 'summary'; value: Promise<SummaryResult>; weight: number } | { kind: 'detailed'; value: Promise<DetailedIndex>; weight: number };

/** total rows (people) kept over every entry: about 1 KB each */
const MAX_WEIGHT = 200_000;
const cache = new Map<string, Entry>();
let weight = 0;

function remember(key: string, entry: Entry): void {
  cache.set(key, entry);
  weight += entry.weight;
  // oldest first: Map keeps insertion order, and a hit re-inserts its entry
  for (const [k, e] of cache) {
    if (weight <= MAX_WEIGHT || k === key) break;
    cache.delete(k);
    weight -= e.weight;
  }
}

async function cached<T>(kind: Entry['kind'], key: string, compute: () => Promise<T>, weigh: (v: T) => number): Promise<T> {
  const hit = cache.get(key);
  if (hit && hit.kind === kind) {
    cache.delete(key);
    cache.set(key, hit);
    return hit.value as Promise<T>;
  }
  const value = compute();
  const entry = { kind, value, weight: 0 } as Entry;
  remember(key, entry);
  try {
    const v = await value;
    if (cache.get(key) === entry) {
      entry.weight = weigh(v);
      weight += entry.weight;
    }
    return v;
  } catch (err) {
    if (cache.get(key) === entry) cache.delete(key);
    throw err;
  }
}

/**
 * Runs a whole-report query with room to sort and hash its few hundred thousand rows in memory (the default 4 MB
 * work_mem spills them to disk: measured 15.5 s → 11.3 s at 10,000 people under load), for this transaction only.
 */
const withReportMemory = <T>(db: Db, run: (tx: Db) => Promise<T>): Promise<T> =>
  db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL work_mem = '64MB'`);
    return run(tx as unknown as Db);
  });

const keyOf = async (db: Db, ctx: ReportContext, kind: string) => `${kind}|${await readReportVersions(db, ctx.companyId)}|${ctx.key}`;

/** One page of the general or shifts report, with the count and totals of all of it. */
export async function summaryPage(db: Db, ctx: ReportContext, page: { limit: number; offset: number }): Promise<SummaryResult> {
  const all = await cached('summary', await keyOf(db, ctx, 'summary'), () => withReportMemory(db, (tx) => summaryRows(tx, ctx, {})), (r) => r.rows.length + 1);
  return { rows: all.rows.slice(page.offset, page.offset + page.limit), totals: all.totals, count: all.count };
}

/** One page of the detailed report (one row per workday, name and date order) and the count of all of it. */
export async function detailedPage(db: Db, ctx: ReportContext, page: { limit: number; offset: number }): Promise<{ rows: DetailedRow[]; count: number }> {
  const index = await cached('detailed', await keyOf(db, ctx, 'detailed'), async (): Promise<DetailedIndex> => {
    const people = await workdayCountsByPerson(db, ctx);
    const before: number[] = [];
    let count = 0;
    for (const p of people) {
      before.push(count);
      count += p.n;
    }
    return { people, before, count };
  }, (i) => i.people.length + 1);
  const end = Math.min(index.count, page.offset + page.limit);
  if (page.offset >= end) return { rows: [], count: index.count };
  // the first person whose rows reach past the offset, then people until the page is full
  let lo = 0;
  let hi = index.people.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (index.before[mid] <= page.offset) lo = mid;
    else hi = mid - 1;
  }
  const ids: string[] = [];
  for (let i = lo; i < index.people.length && index.before[i] < end; i++) ids.push(index.people[i].id);
  const { rows } = await detailedRows(db, ctx, { ids });
  const skip = page.offset - index.before[lo];
  return { rows: rows.slice(skip, skip + (end - page.offset)), count: index.count };
}
