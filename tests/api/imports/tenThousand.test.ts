import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../../src/server/db/schema';
import type { ImportValidation } from '../../../src/shared/imports';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { finishedJob, validRow } from './importHelpers';

/** The size the issue names: one request validates 10,000 rows and one job imports them (body limit, chunks, one transaction). */
describe('a 10,000-row import', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.db.update(companies).set({ contractedUsers: 20_000 }).where(eq(companies.id, t.fx.companyA.id));
  });
  afterAll(async () => t.close());

  it('validates in one request and imports in one job', { timeout: 120_000 }, async () => {
    const token = t.tokenFor('owner');
    const rows = Array.from({ length: 10_000 }, (_, i) => validRow(i, { position: 'Dependiente', phone: '+34 600 000 000', birthDate: '1990-01-01' }));
    const checked = await t.call<{ data: ImportValidation }>('POST', '/api/users/import/validate', { token, body: { rows } });
    expect(checked.status).toBe(200);
    expect(checked.body.data).toMatchObject({ total: 10_000, valid: 10_000, invalid: 0 });

    const before = (await t.call<{ data: { count: number } }>('POST', '/api/users/getFiltered', { token, body: { limit: 1 } })).body.data.count;
    const started = await t.call<{ data: { jobId: string } }>('POST', '/api/users/import', { token, body: { rows } });
    expect(started.status).toBe(202);
    expect(await finishedJob(t, started.body.data.jobId, token)).toMatchObject({ status: 'completed', done: 10_000, result: { created: 10_000 } });
    const after = (await t.call<{ data: { count: number } }>('POST', '/api/users/getFiltered', { token, body: { limit: 1 } })).body.data.count;
    expect(after - before).toBe(10_000);
  });
});
