import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { users } from '../../../src/server/db/schema';
import { buildPayrollPdf, type PayrollPerson } from '../../../src/server/documents/pdf/payroll/buildPayrollPdf';
import { dataOf } from '../../helpers/expectations';
import type { TestApp } from '../../helpers/testApp';

export type FilePart = { bytes: Uint8Array; filename: string; contentType?: string };

/** multipart with text fields and `file` parts. */
export function multipart(fields: Record<string, string>, files: FilePart[]) {
  const boundary = `----hub${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  for (const f of files) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${f.filename}"\r\nContent-Type: ${f.contentType ?? 'application/pdf'}\r\n\r\n`), Buffer.from(f.bytes), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Real DNIs for the fixture's collaborators (their fixture numbers have no digits: the matcher ignores them). */
export const DNIS: Record<string, string> = { ana: '12345678Z', collaborator: '23456789D', luis: '34567890V' };
export async function giveDnis(t: TestApp): Promise<void> {
  for (const [key, dni] of Object.entries(DNIS)) await t.db.update(users).set({ numberOfDocument: dni }).where(eq(users.id, t.fx.users[key].id));
}

const COMPANY = { name: 'Acme Retail', taxId: 'B12345678', address: 'Calle Mayor 1, Bilbao', contributionAccount: '48/1234567/89' };

/** A payroll run: Ana (number and name), Luis (number and name), Collaborator Bilbaino by name only, and an outsider. */
export async function payrollRun(): Promise<Uint8Array> {
  const people: PayrollPerson[] = [
    { firstName: 'Ana', lastName: 'Arriaga', numberOfDocument: DNIS.ana, position: 'Dependienta' },
    { firstName: 'Luis', lastName: 'Lopez', numberOfDocument: DNIS.luis, position: 'Reponedor', pages: 2 },
    { firstName: 'Collaborator', lastName: 'Bilbaino', numberOfDocument: null, position: 'Cajero' },
    { firstName: 'Roberto', lastName: 'Quintana Albarrán', numberOfDocument: '98765432M', position: 'Consultor externo' },
  ];
  return buildPayrollPdf(people, { period: '2025-11', company: COMPANY });
}

export async function waitJob(t: TestApp, jobId: string, as = 'owner') {
  for (let i = 0; i < 600; i++) {
    const res = await t.call('GET', `/api/jobs/${jobId}`, { token: t.tokenFor(as) });
    const job = dataOf<{ status: string; done: number; total: number; result: Record<string, number> | null; error: string | null }>(res);
    if (job.status === 'completed' || job.status === 'failed') return job;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('job did not finish');
}
