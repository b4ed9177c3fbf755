import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { jobs } from '../db/schema';

export type JobRow = typeof jobs.$inferSelect;
export type JobStatus = 'pending' | 'running' | 'completed' | 'failed';
export type JobResult = Record<string, unknown>;

/** What a handler gets for one run of one job. */
export interface JobContext {
  /** the job as claimed: `payload`, `companyId`, `createdBy`, `total` */
  job: JobRow;
  /** the application database. Inside your own transaction use its `tx` only: PGlite has ONE connection, and a query
   *  on `db` while your transaction is open waits for that transaction, i.e. forever */
  db: Db;
  /** aborted when the server stops: throw (rolling back your transaction) and the job runs again at the next start */
  signal: AbortSignal;
  /** `done` of `total` (total defaults to the job's). Never waits and is safe inside a transaction: the write is
   *  coalesced and lands as soon as the database is free (at once on PostgreSQL) */
  progress(done: number, total?: number): void;
  /** mark the job completed with `result` inside YOUR transaction: the work and its completion commit together, so a
   *  crash can never run committed work twice. Optional: when a handler returns, the runner completes the job itself */
  complete(tx: Db, result: JobResult, opts?: { clearPayload?: boolean }): Promise<void>;
  log: FastifyBaseLogger;
}

/**
 * The work of one job type. Resolves with the result the client reads (`{ created: 12 }`); throwing an ApiError
 * fails the job with its code (the client shows errors.<code>), anything else fails it with INTERNAL_ERROR.
 */
export type JobHandler = (ctx: JobContext) => Promise<JobResult | void>;

/** What GET /jobs/:id answers. */
export interface JobView {
  id: string;
  type: string;
  status: JobStatus;
  done: number;
  total: number;
  result: JobResult | null;
  /** an error code (errors.<code>) when failed */
  error: string | null;
  createdAt: Date;
  finishedAt: Date | null;
}

export const jobView = (j: Pick<JobRow, keyof JobView>): JobView => ({
  id: j.id,
  type: j.type,
  status: j.status as JobStatus,
  done: j.done,
  total: j.total,
  result: j.result ?? null,
  error: j.error ?? null,
  createdAt: j.createdAt,
  finishedAt: j.finishedAt ?? null,
});
