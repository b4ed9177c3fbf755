import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { writeProgress } from './jobStore';
import type { JobRow } from './types';

/**
 * Progress reports of one run, written without ever making the handler wait: at most one write in flight, and only
 * the latest value is written next. On PGlite a write issued inside the handler's transaction simply waits for the
 * commit; on PostgreSQL it goes through another pooled connection at once, so pollers see the bar move.
 */
export class ProgressWriter {
  done = 0;
  total: number;
  private dirty = false;
  private inflight: Promise<void> | null = null;

  constructor(private readonly db: Db, private readonly job: JobRow, private readonly log: FastifyBaseLogger) {
    this.total = job.total;
  }

  report(done: number, total = this.total): void {
    this.done = Math.max(0, Math.min(done, total));
    this.total = total;
    this.touch();
  }

  /** write the current values again (also the heartbeat other processes read in updated_at) */
  touch(): void {
    this.dirty = true;
    this.inflight ??= this.flush();
  }

  /** resolves once nothing is left to write (call before the job's final update, and before the database closes) */
  async drain(): Promise<void> {
    while (this.inflight) await this.inflight;
  }

  private async flush(): Promise<void> {
    try {
      while (this.dirty) {
        this.dirty = false;
        await writeProgress(this.db, this.job, this.done, this.total).catch((err: unknown) => this.log.warn({ err, jobId: this.job.id }, 'job progress not saved'));
      }
    } finally {
      this.inflight = null;
    }
  }
}
