import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../../src/server/db/schema';
import { createTestApp, type TestApp } from '../../helpers/testApp';

describe('GET /api/jobs/:id', () => {
  let t: TestApp;
  let ownersJob: string;
  let adminsJob: string;
  let otherCompanysJob: string;

  beforeAll(async () => {
    t = await createTestApp();
    const insert = async (companyId: string, createdBy: string, extra: Partial<typeof jobs.$inferInsert> = {}) =>
      (await t.db.insert(jobs).values({ companyId, type: 'test.done', createdBy, ...extra }).returning())[0].id;
    // completed and failed rows are never picked up again: the app's runner leaves them alone
    ownersJob = await insert(t.fx.companyA.id, t.fx.users.owner.id, { status: 'completed', done: 7, total: 7, result: { created: 7 }, finishedAt: new Date() });
    adminsJob = await insert(t.fx.companyA.id, t.fx.users.admin.id, { status: 'failed', error: 'IMPORT_HAS_ERRORS', finishedAt: new Date() });
    otherCompanysJob = await insert(t.fx.companyB.id, t.fx.users.demoowner.id, { status: 'completed', finishedAt: new Date() });
  });
  afterAll(async () => t.close());

  it('answers status, progress and result of a job of the caller\'s company', async () => {
    const res = await t.call('GET', `/api/jobs/${ownersJob}`, { token: t.tokenFor('owner') });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      id: ownersJob, type: 'test.done', status: 'completed', done: 7, total: 7, result: { created: 7 }, error: null,
      createdAt: expect.any(String), finishedAt: expect.any(String),
    });
    // the owner also reads the administrator's job, and its error code
    expect((await t.call('GET', `/api/jobs/${adminsJob}`, { token: t.tokenFor('owner') })).body.data).toMatchObject({ status: 'failed', error: 'IMPORT_HAS_ERRORS' });
  });

  it('another company\'s job, or an unknown id, is 404 JOB_NOT_FOUND', async () => {
    for (const id of [otherCompanysJob, '00000000-0000-4000-8000-000000000000']) {
      const res = await t.call('GET', `/api/jobs/${id}`, { token: t.tokenFor('owner') });
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('JOB_NOT_FOUND');
      expect(res.body.message).toBe('Job not found');
    }
  });

  it('a unit-scoped administrator reads the jobs it started, not other people\'s', async () => {
    expect((await t.call('GET', `/api/jobs/${adminsJob}`, { token: t.tokenFor('admin') })).status).toBe(200);
    const res = await t.call('GET', `/api/jobs/${ownersJob}`, { token: t.tokenFor('admin') });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('JOB_NOT_FOUND');
  });

  it('needs a session, and a well-formed id', async () => {
    expect((await t.call('GET', `/api/jobs/${ownersJob}`)).status).toBe(401);
    const res = await t.call('GET', '/api/jobs/not-a-uuid', { token: t.tokenFor('owner') });
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0].field).toBe('id');
  });
});
