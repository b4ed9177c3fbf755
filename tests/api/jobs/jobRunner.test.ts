import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/server/db/client';
import { jobs } from '../../../src/server/db/schema';
import { ApiError } from '../../../src/server/http/apiError';
import { JobRunner } from '../../../src/server/jobs';
import { claimNextJob } from '../../../src/server/jobs/jobStore';
import { insertFixture, type Fixture } from '../../helpers/fixture';
import { openTestDatabase } from '../../helpers/testDatabase';

/** Poll the row until its status is final (the runner works in the background). */
async function settled(database: Database, id: string) {
  for (;;) {
    const [row] = await database.db.select().from(jobs).where(eq(jobs.id, id));
    if (row.status === 'completed' || row.status === 'failed') return row;
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('the background job runner', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let fx: Fixture;
  const silent = () => undefined;
  const log = { child: () => log, fatal: silent, error: silent, warn: silent, info: silent, debug: silent, trace: silent, level: 'silent' } as unknown as FastifyBaseLogger;

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    fx = await insertFixture(database.db);
  });
  afterAll(async () => drop());

  const runner = () => new JobRunner(database.db, { log, singleProcess: true, idleMs: 50 });

  it('on start, queues again a job a crash left running, then runs it to completed with its result', async () => {
    const [orphan] = await database.db.insert(jobs).values({
      companyId: fx.companyA.id, type: 'test.sum', status: 'running', startedAt: new Date(), payload: { numbers: [1, 2, 3] }, total: 3,
    }).returning();
    const r = runner();
    r.register('test.sum', async ({ job, progress }) => {
      const numbers = (job.payload as { numbers: number[] }).numbers;
      numbers.forEach((_, i) => progress(i + 1));
      return { sum: numbers.reduce((a, b) => a + b, 0) };
    });
    await r.start();
    const done = await settled(database, orphan.id);
    await r.stop();
    expect(done).toMatchObject({ status: 'completed', result: { sum: 6 }, done: 3, total: 3, error: null });
    expect(done.finishedAt).toBeInstanceOf(Date);
  });

  it('claims one pending job at a time, oldest first, each exactly once', async () => {
    const ids: string[] = [];
    for (const n of [1, 2, 3]) ids.push((await database.db.insert(jobs).values({ companyId: fx.companyA.id, type: `test.claim${n}` }).returning())[0].id);
    const first = await claimNextJob(database.db);
    const rows = await database.db.select().from(jobs);
    expect(first?.id).toBe(ids[0]);
    expect(rows.filter((r) => ids.includes(r.id) && r.status === 'running').map((r) => r.id)).toEqual([ids[0]]);
    expect((await claimNextJob(database.db))?.id).toBe(ids[1]);
    await database.db.delete(jobs);
  });

  it('records the error code of a failing job, and INTERNAL_ERROR for an unexpected error', async () => {
    const r = runner();
    r.register('test.refuse', async () => {
      throw new ApiError(409, 'CONTRACTED_USERS_LIMIT');
    });
    r.register('test.crash', async () => {
      throw new Error('boom');
    });
    await r.start();
    const refused = await r.enqueue({ companyId: fx.companyA.id, type: 'test.refuse' });
    const crashed = await r.enqueue({ companyId: fx.companyA.id, type: 'test.crash' });
    expect(await settled(database, refused.id)).toMatchObject({ status: 'failed', error: 'CONTRACTED_USERS_LIMIT' });
    expect(await settled(database, crashed.id)).toMatchObject({ status: 'failed', error: 'INTERNAL_ERROR' });
    await r.stop();
  });

  it('a handler that completes inside its transaction commits work and completion together', async () => {
    const r = runner();
    r.register('test.tx', async ({ db, complete, job }) => {
      await db.transaction(async (tx) => {
        await tx.update(jobs).set({ payload: { touched: true } }).where(eq(jobs.id, job.id));
        await complete(tx, { inTx: true });
      });
      return { inTx: false }; // ignored: already completed
    });
    await r.start();
    const job = await r.enqueue({ companyId: fx.companyA.id, type: 'test.tx', total: 1 });
    const done = await settled(database, job.id);
    await r.stop();
    expect(done).toMatchObject({ status: 'completed', result: { inTx: true }, payload: { touched: true }, done: 1 });
  });

  it('stopping the server interrupts the running job and leaves it pending for the next start', async () => {
    const r = runner();
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    r.register('test.slow', ({ signal }) => new Promise((_, reject) => {
      started();
      signal.addEventListener('abort', () => reject(signal.reason));
    }));
    await r.start();
    const job = await r.enqueue({ companyId: fx.companyA.id, type: 'test.slow' });
    await running;
    await r.stop();
    const [row] = await database.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row.status).toBe('pending');

    // the next start finishes it
    const next = runner();
    next.register('test.slow', async () => ({ ok: true }));
    await next.start();
    expect(await settled(database, job.id)).toMatchObject({ status: 'completed', result: { ok: true } });
    await next.stop();
  });
});
