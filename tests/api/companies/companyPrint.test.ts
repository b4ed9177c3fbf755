import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, expectError } from '../../helpers/expectations';
import { createTestApp, type TestApp } from '../../helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Job = { status: string; result: { fileName: string; bytes: number; sheets: string[] } | null; error: string | null };

async function waitJob(jobId: string, username = 'owner'): Promise<Job> {
  for (let i = 0; i < 200; i++) {
    const job = dataOf<Job>(await t.call('GET', `/api/jobs/${jobId}`, { token: t.tokenFor(username) }));
    if (job.status === 'completed' || job.status === 'failed') return job;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('job did not finish');
}

const print = (sheets: unknown, username = 'owner') => t.call('POST', '/api/companies/print', { token: t.tokenFor(username), body: { sheets }, locale: 'es-ES' });
const download = (jobId: string, username = 'owner') =>
  t.app.inject({ method: 'GET', url: `/api/companies/print/${jobId}/download`, headers: { authorization: `Bearer ${t.tokenFor(username)}` } });

describe('POST /api/companies/print (printable company file)', () => {
  it('produces a PDF of the sheets asked for, downloadable by the same company only', async () => {
    const { jobId } = dataOf<{ jobId: string }>(await print(['company', 'branches', 'collaborators']), 202);
    const job = await waitJob(jobId);
    expect(job.status, job.error ?? '').toBe('completed');
    expect(job.result?.sheets).toEqual(['company', 'branches', 'collaborators']);
    expect(job.result?.fileName).toMatch(/^acme-retail-ficha-empresa\.pdf$/);

    const file = await download(jobId);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(file.rawPayload.length).toBe(job.result?.bytes);

    // another company's owner and an unknown job: 404, never the file
    expect((await download(jobId, 'demoowner')).statusCode).toBe(404);
    expect((await download('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    // a viewer of the same company may read it (company-profile GET)
    expect((await download(jobId, 'viewer')).statusCode).toBe(200);
  });

  it('prints one sheet alone', async () => {
    const { jobId } = dataOf<{ jobId: string }>(await print(['branches'], 'admin'), 202);
    const job = await waitJob(jobId, 'admin');
    expect(job.status).toBe('completed');
    expect(job.result?.sheets).toEqual(['branches']);
    // unit-scoped roles download only the files they asked for
    expect((await download(jobId, 'admin')).statusCode).toBe(200);
    expect((await download(jobId, 'manager')).statusCode).toBe(404);
  });

  it('refuses an empty or unknown sheet list', async () => {
    expectError(await print([]), 400, 'VALIDATION_ERROR', 'sheets');
    expectError(await print(['payroll']), 400, 'VALIDATION_ERROR', 'sheets.0');
    expectError(await t.call('POST', '/api/companies/print', { token: t.tokenFor('owner'), body: {} }), 400, 'VALIDATION_ERROR', 'sheets');
  });
});
