import type { ImportValues } from '../../../src/shared/imports';
import type { TestApp } from '../../helpers/testApp';

/** A valid row for company A (fixture): a unique person in the Bilbao store, with a real DNI control letter. */
export function validRow(n: number, patch: ImportValues = {}): ImportValues {
  const digits = 40_000_000 + n;
  return {
    firstName: `Persona${String.fromCharCode(65 + (n % 26))}${'abcdefghij'[Math.floor(n / 26) % 10]}`,
    lastName: `Importada ${n}`.replace(/\d+/, (d) => [...d].map((c) => 'abcdefghij'[Number(c)]).join('')),
    typeOfDocument: 'DNI',
    numberOfDocument: `${digits}${'TRWAGMYFPDXBNJZSQVHLCKE'[digits % 23]}`,
    email: `persona${n}@import.test`,
    mainBranch: 'Bilbao Store',
    ...patch,
  };
}

/** Wait for a job to finish, reading it as the client does. */
export async function finishedJob(t: TestApp, jobId: string, token: string) {
  for (;;) {
    const res = await t.call<{ data: { status: string; done: number; total: number; result: Record<string, unknown> | null; error: string | null } }>('GET', `/api/jobs/${jobId}`, { token });
    const job = res.body.data;
    if (job.status === 'completed' || job.status === 'failed') return job;
    await new Promise((r) => setTimeout(r, 25));
  }
}
