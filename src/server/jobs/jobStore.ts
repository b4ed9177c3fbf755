import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs } from '../db/schema';
import type { JobResult, JobRow } from './types';

/** The row as one run owns it: id plus the claim's start time (a fence against a second, stale runner). */
type Claim = Pick<JobRow, 'id' | 'startedAt'>;

const owned = (claim: Claim) =>
  and(eq(jobs.id, claim.id), eq(jobs.status, 'running'), claim.startedAt ? eq(jobs.startedAt, claim.startedAt) : sql`false`);

export async function insertJob(
  db: Db,
  spec: { companyId: string; type: string; payload?: Record<string, unknown>; total?: number; createdBy?: string | null },
): Promise<JobRow> {
  const [row] = await db.insert(jobs).values({
    companyId: spec.companyId, type: spec.type, payload: spec.payload ?? {}, total: spec.total ?? 0, createdBy: spec.createdBy ?? null,
  }).returning();
  return row;
}

/**
 * Take the oldest pending job: `FOR UPDATE SKIP LOCKED`, so several server processes on one PostgreSQL never take
 * the same job (PGlite has one process and accepts the same statement). started_at is cut to milliseconds so the
 * value read back into a JS Date still equals the stored one (the fence in `owned`).
 */
export async function claimNextJob(db: Db): Promise<JobRow | null> {
  const next = db.select({ id: jobs.id }).from(jobs).where(eq(jobs.status, 'pending')).orderBy(asc(jobs.createdAt)).limit(1).for('update', { skipLocked: true });
  const [row] = await db
    .update(jobs)
    .set({ status: 'running', startedAt: sql`date_trunc('milliseconds', now())`, updatedAt: sql`now()`, error: null })
    // `= (scalar subquery)`: evaluated once (an InitPlan). With `IN (subquery)` the planner may run the subquery
    // again per row and, LIMIT 1 notwithstanding, claim several jobs in one statement
    .where(and(eq(jobs.id, sql`(${next})`), eq(jobs.status, 'pending')))
    .returning();
  return row ?? null;
}

/**
 * Jobs left `running` by a process that died go back to `pending`. `olderThanMs` = 0 takes every running job (PGlite:
 * only this process can have run them); on PostgreSQL only jobs whose runner stopped beating for that long.
 */
export async function requeueOrphans(db: Db, olderThanMs: number): Promise<number> {
  const stale = olderThanMs > 0 ? lt(jobs.updatedAt, sql`now() - ${`${Math.round(olderThanMs)} milliseconds`}::interval`) : undefined;
  const rows = await db
    .update(jobs)
    .set({ status: 'pending', startedAt: null, updatedAt: sql`now()` })
    .where(and(eq(jobs.status, 'running'), stale))
    .returning({ id: jobs.id });
  return rows.length;
}

/** Back to pending (the server stopped during the run); the next start runs it again. */
export async function releaseJob(db: Db, claim: Claim): Promise<void> {
  await db.update(jobs).set({ status: 'pending', startedAt: null, updatedAt: sql`now()` }).where(owned(claim));
}

/** Completed with its result; false when this run no longer owns the job. */
export async function completeJob(db: Db, claim: Claim, result: JobResult, opts: { clearPayload?: boolean } = {}): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({
      status: 'completed', result, done: sql`greatest(${jobs.done}, ${jobs.total})`, finishedAt: sql`now()`, updatedAt: sql`now()`,
      ...(opts.clearPayload ? { payload: {} } : {}),
    })
    .where(owned(claim))
    .returning({ id: jobs.id });
  return rows.length === 1;
}

export async function failJob(db: Db, claim: Claim, code: string): Promise<void> {
  await db.update(jobs).set({ status: 'failed', error: code, finishedAt: sql`now()`, updatedAt: sql`now()` }).where(owned(claim));
}

/** Progress, which also tells other processes the runner is alive (updated_at). */
export async function writeProgress(db: Db, claim: Claim, done: number, total: number): Promise<void> {
  await db.update(jobs).set({ done, total, updatedAt: sql`now()` }).where(owned(claim));
}

export async function findJob(db: Db, id: string): Promise<JobRow | null> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id)).limit(1);
  return row ?? null;
}
