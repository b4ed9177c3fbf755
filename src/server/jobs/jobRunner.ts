import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { isApiError } from '../http/apiError';
import { claimNextJob, completeJob, failJob, insertJob, releaseJob, requeueOrphans } from './jobStore';
import { ProgressWriter } from './progressWriter';
import type { JobHandler, JobResult, JobRow, JobView } from './types';
import { yieldToEventLoop } from './yieldToEventLoop';

export interface JobRunnerOptions {
  log: FastifyBaseLogger;
  /** PGlite: one process owns the database, so every job left `running` at start is an orphan */
  singleProcess: boolean;
  /** how often an idle runner looks for jobs other processes queued (its own enqueues wake it at once) */
  idleMs?: number;
  /** how often a running job's updated_at is refreshed */
  heartbeatMs?: number;
  /** PostgreSQL: a running job whose heartbeat is older than this is taken over (its process died) */
  staleMs?: number;
}

/** A running job as this process knows it, for pollers (the database may be busy with the job's transaction). */
type LiveJob = Omit<JobView, 'result' | 'error' | 'finishedAt'> & { companyId: string; createdBy: string | null };

const codeOf = (err: unknown): string => (isApiError(err) ? err.code : 'INTERNAL_ERROR');

/**
 * The in-process background job runner: claims `pending` rows of the `jobs` table one at a time, runs the handler
 * registered for the row's `type`, records progress, then the result or the error. On start it re-queues the jobs
 * a crash left `running`; on stop it aborts the running handler's signal, waits for it, and puts an interrupted job
 * back to `pending`. See docs/conventions.md, "Background jobs".
 */
export class JobRunner {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly live = new Map<string, { view: LiveJob; progress: ProgressWriter }>();
  private readonly abort = new AbortController();
  private readonly idleMs: number;
  private readonly heartbeatMs: number;
  private readonly staleMs: number;
  private stopping = false;
  private loopDone: Promise<void> | null = null;
  private wakeRequested = false;
  private wakeUp: (() => void) | null = null;
  private lastRecovery = 0;

  constructor(private readonly db: Db, private readonly opts: JobRunnerOptions) {
    this.idleMs = opts.idleMs ?? 2_000;
    this.heartbeatMs = opts.heartbeatMs ?? 15_000;
    this.staleMs = opts.staleMs ?? 120_000;
  }

  /** One handler per type (`users.import`, `shifts.generate`…); register before the server is ready. */
  register(type: string, handler: JobHandler): void {
    if (this.handlers.has(type)) throw new Error(`job type ${type} is registered twice`);
    this.handlers.set(type, handler);
  }

  /** Queue a job and wake the runner. With `tx` the job exists only if that transaction commits. */
  async enqueue(
    spec: { companyId: string; type: string; payload?: Record<string, unknown>; total?: number; createdBy?: string | null },
    tx: Db = this.db,
  ): Promise<JobRow> {
    if (!this.handlers.has(spec.type)) throw new Error(`no handler for job type ${spec.type}`);
    const row = await insertJob(tx, spec);
    this.wake();
    return row;
  }

  /** The job while this process runs it (fresher than the row, and readable while its transaction holds PGlite). */
  liveJob(id: string): LiveJob | undefined {
    const entry = this.live.get(id);
    return entry && { ...entry.view, done: entry.progress.done, total: entry.progress.total };
  }

  async start(): Promise<void> {
    if (this.loopDone) return;
    const requeued = await requeueOrphans(this.db, this.opts.singleProcess ? 0 : this.staleMs);
    if (requeued) this.opts.log.warn({ requeued }, 'background jobs interrupted by a stop were queued again');
    this.lastRecovery = Date.now();
    this.loopDone = this.loop();
  }

  /** Stop taking jobs, abort the running one's signal and wait for it to end. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.abort.abort();
    this.wake();
    await this.loopDone;
  }

  wake(): void {
    this.wakeRequested = true;
    this.wakeUp?.();
  }

  private async loop(): Promise<void> {
    while (!this.stopping) {
      let job: JobRow | null = null;
      try {
        await this.recoverStale();
        job = await claimNextJob(this.db);
      } catch (err) {
        this.opts.log.error({ err }, 'could not claim a background job');
      }
      if (job) {
        await yieldToEventLoop();
        await this.run(job);
      }
      else await this.sleep(this.idleMs);
    }
  }

  /** PostgreSQL: now and then take over jobs whose process died (PGlite did it once at start). */
  private async recoverStale(): Promise<void> {
    if (this.opts.singleProcess || Date.now() - this.lastRecovery < this.staleMs / 2) return;
    this.lastRecovery = Date.now();
    const requeued = await requeueOrphans(this.db, this.staleMs);
    if (requeued) this.opts.log.warn({ requeued }, 'background jobs of a stopped process were queued again');
  }

  private sleep(ms: number): Promise<void> {
    if (this.wakeRequested || this.stopping) {
      this.wakeRequested = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wakeUp = null;
        this.wakeRequested = false;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wakeUp = done;
    });
  }

  private async run(job: JobRow): Promise<void> {
    const log = this.opts.log.child({ jobId: job.id, jobType: job.type });
    const progress = new ProgressWriter(this.db, job, log);
    this.live.set(job.id, {
      view: { id: job.id, type: job.type, status: 'running', done: 0, total: job.total, createdAt: job.createdAt, companyId: job.companyId, createdBy: job.createdBy },
      progress,
    });
    const heartbeat = setInterval(() => progress.touch(), this.heartbeatMs);
    let completedInTx = false;
    try {
      const handler = this.handlers.get(job.type);
      if (!handler) throw new Error(`no handler for job type ${job.type}`);
      const result = await handler({
        job,
        db: this.db,
        signal: this.abort.signal,
        progress: (done, total) => progress.report(done, total),
        complete: async (tx, value, opts) => {
          if (!(await completeJob(tx, job, value, opts))) throw new Error('the job is no longer owned by this run');
          completedInTx = true;
        },
        log,
      });
      await progress.drain();
      if (!completedInTx) await completeJob(this.db, job, (result ?? {}) as JobResult);
    } catch (err) {
      await progress.drain();
      await this.settleFailure(job, err, log);
    } finally {
      clearInterval(heartbeat);
      this.live.delete(job.id);
    }
  }

  private async settleFailure(job: JobRow, err: unknown, log: FastifyBaseLogger): Promise<void> {
    try {
      if (this.stopping && this.abort.signal.aborted) {
        await releaseJob(this.db, job);
        log.warn('background job interrupted by the stop; it runs again at the next start');
        return;
      }
      if (!isApiError(err)) log.error({ err }, 'background job failed');
      await failJob(this.db, job, codeOf(err));
    } catch (writeErr) {
      log.error({ err: writeErr }, 'could not record the end of a background job');
    }
  }
}
