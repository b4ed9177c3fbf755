/**
 * Counters in `throttle_counters`, shared by every server process on one database. Each call is one statement (an
 * UPSERT … RETURNING on the hot path) so N processes count together without a lock held across requests. Time is
 * passed in (`now`) so tests move a clock instead of sleeping; processes are assumed to share synchronized clocks.
 */
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { throttleCounters as tc } from '../../db/schema';

export interface CounterState {
  hits: number;
  windowEndsAt: Date;
  blockedUntil: Date | null;
}

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const plusMs = (d: Date, ms: number) => at(new Date(d.getTime() + ms));

/**
 * Count one hit in a fixed window of `windowMs` (a window that has ended starts again at 1) and answer the count and
 * when the window ends.
 */
export async function hitWindow(db: Db, key: string, windowMs: number, now: Date): Promise<CounterState> {
  const expired = sql`${tc.windowEndsAt} <= ${at(now)}`;
  const [row] = await db
    .insert(tc)
    .values({ key, hits: 1, windowEndsAt: sql`${plusMs(now, windowMs)}` as unknown as Date })
    .onConflictDoUpdate({
      target: tc.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${tc.hits} + 1 end`,
        windowEndsAt: sql`case when ${expired} then ${plusMs(now, windowMs)} else ${tc.windowEndsAt} end`,
      },
    })
    .returning({ hits: tc.hits, windowEndsAt: tc.windowEndsAt, blockedUntil: tc.blockedUntil });
  sweepSometimes(db, now);
  return normalize(row!);
}

export interface DelayPolicy {
  /** failures remembered this long after the last one */
  memoryMs: number;
  /** failures allowed before any delay */
  freeFailures: number;
  /** the first delay; each further failure doubles it */
  baseDelayMs: number;
  maxDelayMs: number;
}

/** The delay after `failures` consecutive failures: none up to freeFailures-1, then base, 2×base… up to max. */
export function delayAfter(failures: number, p: DelayPolicy): number {
  if (failures < p.freeFailures) return 0;
  return Math.min(p.maxDelayMs, p.baseDelayMs * 2 ** Math.min(40, failures - p.freeFailures));
}

/**
 * Count one failure (remembered memoryMs after the last one) and block the key for the growing delay, in one
 * statement so concurrent failures on N processes each see their own count.
 */
export async function failWithDelay(db: Db, key: string, policy: DelayPolicy, now: Date): Promise<CounterState> {
  const hits = sql`(case when ${tc.windowEndsAt} <= ${at(now)} then 1 else ${tc.hits} + 1 end)`;
  const delayMs = sql`least(${policy.maxDelayMs}::float8, ${policy.baseDelayMs}::float8 * power(2, least(40, ${hits} - ${policy.freeFailures})))`;
  const firstBlock = delayAfter(1, policy);
  const [row] = await db
    .insert(tc)
    .values({
      key,
      hits: 1,
      windowEndsAt: sql`${plusMs(now, policy.memoryMs)}` as unknown as Date,
      blockedUntil: firstBlock > 0 ? (sql`${plusMs(now, firstBlock)}` as unknown as Date) : null,
    })
    .onConflictDoUpdate({
      target: tc.key,
      set: {
        hits,
        windowEndsAt: sql`${plusMs(now, policy.memoryMs)}`,
        blockedUntil: sql`case when ${hits} >= ${policy.freeFailures} then ${at(now)} + ${delayMs} * interval '1 millisecond' else null end`,
      },
    })
    .returning({ hits: tc.hits, windowEndsAt: tc.windowEndsAt, blockedUntil: tc.blockedUntil });
  sweepSometimes(db, now);
  return normalize(row!);
}

/** The live counters among `keys` (a window that has ended and no block pending reads as absent). */
export async function readCounters(db: Db, keys: string[], now: Date): Promise<Map<string, CounterState>> {
  const rows = await db
    .select({ key: tc.key, hits: tc.hits, windowEndsAt: tc.windowEndsAt, blockedUntil: tc.blockedUntil })
    .from(tc)
    .where(inArray(tc.key, keys));
  const live = new Map<string, CounterState>();
  for (const r of rows) {
    const s = normalize(r);
    if (s.windowEndsAt > now || (s.blockedUntil && s.blockedUntil > now)) live.set(r.key, s);
  }
  return live;
}

export async function clearCounter(db: Db, key: string): Promise<void> {
  await db.delete(tc).where(eq(tc.key, key));
}

/** Delete rows whose window has ended and that block nothing. */
export async function sweepExpired(db: Db, now: Date): Promise<void> {
  await db.delete(tc).where(and(lt(tc.windowEndsAt, sql`${at(now)}`), or(isNull(tc.blockedUntil), lt(tc.blockedUntil, sql`${at(now)}`))));
}

const SWEEP_EVERY_MS = 10 * 60_000;
const lastSweep = new WeakMap<Db, number>();

/** At most every 10 minutes per process and database, after a write, in the background: the table stays small. */
function sweepSometimes(db: Db, now: Date): void {
  const last = lastSweep.get(db);
  if (last !== undefined && Math.abs(now.getTime() - last) < SWEEP_EVERY_MS) return;
  lastSweep.set(db, now.getTime());
  setImmediate(() => void sweepExpired(db, now).catch(() => undefined));
}

function normalize(r: { hits: number; windowEndsAt: Date | string; blockedUntil: Date | string | null }): CounterState {
  return { hits: r.hits, windowEndsAt: new Date(r.windowEndsAt), blockedUntil: r.blockedUntil ? new Date(r.blockedUntil) : null };
}
