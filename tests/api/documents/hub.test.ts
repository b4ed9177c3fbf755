import { unzipSync } from 'fflate';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, fileNodes, mailOutbox } from '../../../src/server/db/schema';
import { dataOf, expectError } from '../../helpers/expectations';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { storedNames } from '../../helpers/storedFiles';
import { giveDnis, multipart, payrollRun, waitJob, type FilePart } from './hubHelpers';

type Doc = { id: string; groupId: string; pages: number[]; userId: string | null; reason: string; confidence: number; status: string; user: { firstName: string } | null };

let t: TestApp;
let payroll: Uint8Array;
beforeAll(async () => {
  t = await createTestApp();
  await giveDnis(t);
  payroll = await payrollRun();
});
afterAll(async () => {
  await t?.close();
});

const as = (user: string) => ({ token: t.tokenFor(user) });
/** Binary answers (PDF, ZIP) straight from Fastify. */
const inject = (method: 'GET' | 'POST', url: string, payload?: unknown, user = 'owner') =>
  t.app.inject({ method, url, payload: payload as object, headers: { authorization: `Bearer ${t.tokenFor(user)}` } });
const upload = (envelopeId: string, files: FilePart[], user = 'owner') =>
  t.call('POST', `/api/document-hub-service/documents/${envelopeId}/upload`, { ...as(user), ...multipart({}, files) });
const newEnvelope = async (title: string, user = 'owner') =>
  dataOf<{ id: string; status: string }>(await t.call('POST', '/api/document-hub-service/envelopes', { ...as(user), body: { title } }), 201);
const storedFiles = (): Promise<string[]> => storedNames(t.config, 'documents', t.fx.companyA.id);

/** Uploads the payroll into a new envelope, processes it and answers its documents. */
async function processedEnvelope(title: string): Promise<{ envelopeId: string; docs: Doc[]; groupId: string }> {
  const envelope = await newEnvelope(title);
  const { groups } = dataOf<{ groups: { id: string; status: string }[] }>(await upload(envelope.id, [{ bytes: payroll, filename: 'nóminas.pdf' }]), 201);
  const { job } = dataOf<{ job: { id: string; type: string; envelopeId: string } }>(await t.call('POST', `/api/document-hub-service/documents/${groups[0].id}/process`, as('owner')), 202);
  expect(job).toMatchObject({ type: 'fileProcessing', envelopeId: envelope.id, isSettlement: false, status: 'pending' });
  const done = await waitJob(t, job.id);
  expect(done.status).toBe('completed');
  const { documents } = dataOf<{ documents: Doc[] }>(await t.call('GET', `/api/document-hub-service/envelopes/${envelope.id}/documents`, { ...as('owner'), query: { limit: '5000' } }));
  return { envelopeId: envelope.id, docs: documents, groupId: groups[0].id };
}

describe('document hub: split and match a payroll run', () => {
  let run: Awaited<ReturnType<typeof processedEnvelope>>;
  beforeAll(async () => {
    run = await processedEnvelope('Nóminas noviembre');
  }, 120_000);

  it('cuts one document per person and matches each by document number and name, with a confidence', () => {
    const byName = Object.fromEntries(run.docs.map((d) => [d.user?.firstName ?? 'nobody', d]));
    expect(run.docs).toHaveLength(4);
    expect(byName.Ana).toMatchObject({ userId: t.fx.users.ana.id, reason: 'DOCUMENT_NUMBER_AND_NAME', confidence: 0.99, status: 'MATCHED', pages: [1] });
    expect(byName.Luis).toMatchObject({ userId: t.fx.users.luis.id, pages: [2, 3] });
    expect(byName.Collaborator).toMatchObject({ reason: 'NAME', confidence: 0.6 });
    expect(byName.nobody).toMatchObject({ userId: null, reason: 'NONE', status: 'UNASSIGNED' });
  });

  it('reports the envelope COMPLETED with its counts, and the group matches', async () => {
    const status = dataOf<{ status: string; documents: number; unassigned: number; groups: { status: string; pages: number }[] }>(
      await t.call('GET', `/api/document-hub-service/envelopes/${run.envelopeId}/status`, as('owner')));
    expect(status).toMatchObject({ status: 'COMPLETED', documents: 4, unassigned: 1 });
    expect(status.groups[0]).toMatchObject({ status: 'COMPLETED', pages: 5 });
    const { matches } = dataOf<{ matches: Doc[] }>(await t.call('GET', '/api/document-hub-service/matches', { ...as('owner'), query: { documentGroupId: run.groupId } }));
    expect(matches).toHaveLength(3);
    const envelope = dataOf<{ status: string; documents: number }>(await t.call('GET', `/api/document-hub-service/envelopes/${run.envelopeId}`, as('owner')));
    expect(envelope).toMatchObject({ status: 'COMPLETED', documents: 4 });
  });

  it('serves each part as a PDF, and lists the unassigned one company-wide', async () => {
    const file = await inject('GET', `/api/document-hub-service/documents/${run.docs[0].id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const { documents, count } = dataOf<{ documents: Doc[]; count: number }>(await t.call('GET', '/api/document-hub-service/documents/unassigned', as('owner')));
    expect(count).toBeGreaterThanOrEqual(1);
    expect(documents.every((d) => d.status === 'UNASSIGNED')).toBe(true);
  });

  it('reassigns, undoes a match, validates into the person\'s files, and refuses to change a delivered one', async () => {
    const outsider = run.docs.find((d) => !d.userId)!;
    expectError(await t.call('PATCH', `/api/document-hub-service/documents/${outsider.id}/validate`, as('owner')), 409, 'DOCUMENT_UNASSIGNED');
    const given = dataOf<Doc>(await t.call('PATCH', `/api/document-hub-service/documents/${outsider.id}/user`, { ...as('owner'), body: { userId: t.fx.users.collaborator.id } }));
    expect(given).toMatchObject({ userId: t.fx.users.collaborator.id, reason: 'MANUAL', confidence: 1, status: 'MATCHED' });
    const undone = dataOf<Doc>(await t.call('DELETE', `/api/document-hub-service/envelopes/match/${outsider.id}`, as('owner')));
    expect(undone).toMatchObject({ userId: null, status: 'UNASSIGNED' });

    // the company tells people of documents to sign by e-mail
    const [company] = await t.db.select({ configuration: companies.configuration }).from(companies).where(eq(companies.id, t.fx.companyA.id));
    const configuration = { ...(company.configuration as object), notifications: { documentSignature: { dashboard: true, email: true, sms: false } } };
    await t.db.update(companies).set({ configuration }).where(eq(companies.id, t.fx.companyA.id));
    const ana = run.docs.find((d) => d.userId === t.fx.users.ana.id)!;
    const delivered = dataOf<Doc>(await t.call('PATCH', `/api/document-hub-service/documents/${ana.id}/validate`, as('owner')));
    expect(delivered.status).toBe('DELIVERED');
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, t.fx.users.ana.email));
    expect(mails.map((m) => m.subject)).toContain('Tienes un documento para revisar y firmar');
    const files = await t.db.select({ name: fileNodes.name, isFolder: fileNodes.isFolder, source: fileNodes.source }).from(fileNodes).where(eq(fileNodes.userId, t.fx.users.ana.id));
    expect(files).toEqual(expect.arrayContaining([
      { name: 'Documentos', isFolder: true, source: 'UPLOAD' },
      { name: 'Nóminas noviembre.pdf', isFolder: false, source: 'HUB' },
    ]));
    expectError(await t.call('PATCH', `/api/document-hub-service/documents/${ana.id}/user`, { ...as('owner'), body: { userId: t.fx.users.luis.id } }), 409, 'DOCUMENT_DELIVERED');
  });

  it('validates every high-confidence match at once', async () => {
    const { delivered } = dataOf<{ delivered: number }>(await t.call('POST', `/api/document-hub-service/envelopes/${run.envelopeId}/validate`, { ...as('owner'), body: {} }));
    expect(delivered).toBe(1); // Luis; Ana was delivered already, the name-only match waits for a look
  });

  it('streams a ZIP of the documents named after their people', async () => {
    const res = await inject('POST', '/api/document-hub-service/envelopes/bulk-download', { envelopeIds: [run.envelopeId] });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/zip');
    const names = Object.keys(unzipSync(new Uint8Array(res.rawPayload))).sort();
    expect(names).toEqual(expect.arrayContaining(['Arriaga, Ana.pdf', 'Lopez, Luis.pdf', 'Bilbaino, Collaborator.pdf']));
    expect(names.some((n) => n.startsWith('sin-asignar-'))).toBe(true);
  });

  it('substitutes a part and deletes one', async () => {
    const doc = run.docs.find((d) => d.reason === 'NAME')!;
    const res = await t.call('PATCH', `/api/document-hub-service/documents/${doc.id}/substitute`, { ...as('owner'), ...multipart({}, [{ bytes: payroll, filename: 'otra.pdf' }]) });
    expect(dataOf<{ bytes: number }>(res).bytes).toBe(payroll.byteLength);
    dataOf(await t.call('DELETE', `/api/document-hub-service/documents/${doc.id}`, as('owner')));
    expectError(await t.call('GET', `/api/document-hub-service/documents/${doc.id}`, as('owner')), 404, 'DOCUMENT_NOT_FOUND');
  });
});

describe('document hub: bad uploads store nothing', () => {
  let envelopeId: string;
  beforeAll(async () => {
    envelopeId = (await newEnvelope('Bad files')).id;
  });
  const pdfPrefix = Buffer.from('%PDF-1.7\n');
  it.each([
    ['a text file named .pdf', Buffer.from('hello, not a PDF at all'), 400, 'INVALID_FILE'],
    ['a 0-byte file', Buffer.alloc(0), 400, 'FILE_EMPTY'],
    ['an encrypted PDF', Buffer.concat([pdfPrefix, Buffer.from('1 0 obj << /Filter /Standard >> endobj trailer << /Encrypt 1 0 R >>')]), 400, 'PDF_ENCRYPTED'],
  ])('refuses %s', async (_label, bytes, status, code) => {
    const before = (await storedFiles()).length;
    expectError(await upload(envelopeId, [{ bytes, filename: 'x.pdf' }]), status, code);
    expect((await storedFiles())).toHaveLength(before);
  });

  it('refuses a PDF over 100 MB with 413 FILE_TOO_LARGE, storing nothing', async () => {
    const before = (await storedFiles()).length;
    const huge = Buffer.concat([pdfPrefix, Buffer.alloc(100 * 1024 * 1024, 0x20)]);
    expectError(await upload(envelopeId, [{ bytes: huge, filename: 'enorme.pdf' }]), 413, 'FILE_TOO_LARGE');
    expect((await storedFiles())).toHaveLength(before);
  }, 60_000);

  it('refuses a ZIP whose entries climb out of their folder', async () => {
    const { zipSync } = await import('fflate');
    const zip = zipSync({ '../../etc/evil.pdf': new Uint8Array(payroll) });
    expectError(await upload(envelopeId, [{ bytes: zip, filename: 'x.zip', contentType: 'application/zip' }]), 400, 'ZIP_UNSAFE_PATH');
  });

  it('fails the group of a damaged PDF with PDF_DAMAGED and keeps the envelope usable', async () => {
    const damaged = Buffer.concat([pdfPrefix, Buffer.from('this is no PDF structure at all '.repeat(20))]);
    const { groups } = dataOf<{ groups: { id: string }[] }>(await upload(envelopeId, [{ bytes: damaged, filename: 'roto.pdf' }]), 201);
    const { job } = dataOf<{ job: { id: string } }>(await t.call('POST', `/api/document-hub-service/documents/${groups[0].id}/process`, as('owner')), 202);
    await waitJob(t, job.id);
    const status = dataOf<{ status: string; groups: { status: string; error: string }[] }>(await t.call('GET', `/api/document-hub-service/envelopes/${envelopeId}/status`, as('owner')));
    expect(status.status).toBe('FAILED');
    expect(status.groups.at(-1)).toMatchObject({ status: 'FAILED', error: 'PDF_DAMAGED' });
    expectError(await t.call('POST', `/api/document-hub-service/documents/${groups[0].id}/process`, as('owner')), 409, 'GROUP_ALREADY_PROCESSED');
  }, 60_000);
});

describe('document hub: who may see what', () => {
  it("answers 404 for another company's envelope and document ids", async () => {
    const envelope = await newEnvelope('Privado');
    expectError(await t.call('GET', `/api/document-hub-service/envelopes/${envelope.id}/status`, as('demoowner')), 404, 'ENVELOPE_NOT_FOUND');
    expectError(await upload(envelope.id, [{ bytes: payroll, filename: 'a.pdf' }], 'demoowner'), 404, 'ENVELOPE_NOT_FOUND');
  });

  it('refuses a viewer\'s writes and a manager reassigning to someone outside their units', async () => {
    expectError(await t.call('POST', '/api/document-hub-service/envelopes', { ...as('viewer'), body: { title: 'x' } }), 403, 'FORBIDDEN');
    const run = await processedEnvelope('Scope');
    const luisDoc = run.docs.find((d) => d.userId === t.fx.users.luis.id)!;
    // the administrator's units are the north: Luis (Sevilla) is outside them
    expectError(await t.call('GET', `/api/document-hub-service/documents/${luisDoc.id}`, as('admin')), 403, 'FORBIDDEN');
    const outsider = run.docs.find((d) => !d.userId)!;
    expectError(await t.call('PATCH', `/api/document-hub-service/documents/${outsider.id}/user`, { ...as('admin'), body: { userId: t.fx.users.luis.id } }), 403, 'FORBIDDEN');
    const list = dataOf<{ documents: Doc[] }>(await t.call('GET', `/api/document-hub-service/envelopes/${run.envelopeId}/documents`, as('admin')));
    expect(list.documents.some((d) => d.userId === t.fx.users.luis.id)).toBe(false);
  }, 120_000);

  it('deleting an envelope removes its uploads and parts from disk', async () => {
    const run = await processedEnvelope('To delete');
    const before = (await storedFiles()).length;
    dataOf(await t.call('DELETE', `/api/document-hub-service/envelopes/${run.envelopeId}`, as('owner')));
    expect((await storedFiles()).length).toBe(before - 5); // the upload and its four parts
  }, 120_000);
});
