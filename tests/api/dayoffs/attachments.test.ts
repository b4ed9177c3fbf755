import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, expectError } from '../../helpers/expectations';
import { pngOfSize } from '../../helpers/multipartBody';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { storedNames } from '../../helpers/storedFiles';
import { createReason, type Dayoff } from './dayoffHelpers';

type Attachment = { id: string; name: string; type: string; size: number };
type WithFiles = Omit<Dayoff, 'attachments'> & { attachments: Attachment[]; comment?: string };
type FilePart = { bytes: Buffer; filename: string; contentType?: string };

let t: TestApp;
let sick: string;
let medical: string; // requiresAttachment
beforeAll(async () => {
  t = await createTestApp();
  sick = await createReason(t, { title: 'Sick leave' });
  medical = await createReason(t, { title: 'Medical leave', requiresAttachment: true });
});
afterAll(async () => {
  await t?.close();
});

const MB = 1_048_576;
const pdf = (size = 600) => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(Math.max(0, size - 9), 0x20)]);

/** multipart with a `data` part and any number of `attachment` parts (the same name repeated). */
function multipart(data: unknown, files: FilePart[]) {
  const boundary = `----hrtest${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${JSON.stringify(data)}\r\n`)];
  for (const f of files) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="attachment"; filename="${f.filename}"\r\nContent-Type: ${f.contentType ?? 'application/pdf'}\r\n\r\n`), f.bytes, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const send = (as: string, method: 'POST' | 'PATCH', url: string, data: unknown, files: FilePart[]) =>
  t.call(method, url, { token: t.tokenFor(as), ...multipart(data, files) });
const storedFiles = (): Promise<string[]> => storedNames(t.config, 'attachments', t.fx.companyA.id);
const fileUrl = (d: { id: string }, a: Attachment) => `/api/dayoffs/${d.id}/attachments/${a.id}`;
let day = 1;
/** A fresh date per request: requests of one person must not collide. */
const nextDates = () => {
  const date = `2034-02-${String(day++).padStart(2, '0')}`;
  return { from: date, to: date };
};

describe('attachments of absence requests', () => {
  it('accepts a PDF on create and serves it inline, with its type and name, to the owner', async () => {
    const res = await send('admin', 'POST', '/api/dayoffs', { userId: t.fx.users.ana.id, typeId: sick, ...nextDates() }, [{ bytes: pdf(), filename: 'certificado médico.pdf' }]);
    const created = dataOf<WithFiles>(res, 201);
    expect(created.attachments).toEqual([{ id: expect.stringMatching(/^[0-9a-f]{32}\.pdf$/), name: 'certificado médico.pdf', type: 'application/pdf', size: 600 }]);
    const file = await t.app.inject({ method: 'GET', url: fileUrl(created, created.attachments[0]), headers: { authorization: `Bearer ${t.tokenFor('owner')}` } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^inline; filename="certificado m_dico.pdf"; filename\*=UTF-8''certificado%20m%C3%A9dico\.pdf$/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.equals(pdf())).toBe(true);
    // not reachable through the public file route
    expect((await t.app.inject({ method: 'GET', url: `/api/files/${t.fx.companyA.id}/${created.attachments[0].id}` })).statusCode).toBe(404);
    // without a token: 401
    expect((await t.app.inject({ method: 'GET', url: fileUrl(created, created.attachments[0]) })).statusCode).toBe(401);
  });

  it('refuses an .exe renamed .pdf (type by content) and a file over 5 MB, storing nothing', async () => {
    const before = (await storedFiles()).length;
    const exe = Buffer.concat([Buffer.from('4d5a90000300000004000000ffff0000', 'hex'), Buffer.alloc(200)]);
    expectError(await send('admin', 'POST', '/api/dayoffs', { userId: t.fx.users.ana.id, typeId: sick, ...nextDates() }, [{ bytes: exe, filename: 'note.pdf' }]), 400, 'INVALID_FILE', 'attachment');
    const big = await send('admin', 'POST', '/api/dayoffs', { userId: t.fx.users.ana.id, typeId: sick, ...nextDates() }, [{ bytes: pdf(5 * MB + 1), filename: 'big.pdf' }]);
    expectError(big, 413, 'FILE_TOO_LARGE', 'attachment');
    expect(big.body.message).toBe('The file exceeds the maximum size allowed');
    // exactly 5 MB is fine; a fourth file is one too many
    const four = [1, 2, 3, 4].map((i) => ({ bytes: pdf(), filename: `${i}.pdf` }));
    expectError(await send('admin', 'POST', '/api/dayoffs', { userId: t.fx.users.ana.id, typeId: sick, ...nextDates() }, four), 400, 'VALIDATION_ERROR', 'attachments');
    expect((await storedFiles()).length).toBe(before);
    dataOf(await send('admin', 'POST', '/api/dayoffs', { userId: t.fx.users.ana.id, typeId: sick, ...nextDates() }, [{ bytes: pdf(5 * MB), filename: 'max.pdf' }]), 201);
  });

  it('removes the stored files when the write fails after reading them (a check of the request)', async () => {
    const before = (await storedFiles()).length;
    const res = await send('admin', 'POST', '/api/dayoffs', { userId: t.fx.users.ana.id, typeId: sick, from: '2034-03-10', to: '2034-03-01' }, [{ bytes: pdf(), filename: 'a.pdf' }]);
    expectError(res, 400, 'DATE_RANGE_INVALID', 'to');
    expect((await storedFiles()).length).toBe(before);
  });

  it('keeps files from managers outside the person’s units and other companies: 404, as the request itself', async () => {
    const created = dataOf<WithFiles>(await send('admin', 'POST', '/api/dayoffs', { userId: t.fx.users.ana.id, typeId: sick, ...nextDates() }, [{ bytes: pngOfSize(300), filename: 'scan.png', contentType: 'image/png' }]), 201);
    expect(created.attachments[0].type).toBe('image/png');
    const url = fileUrl(created, created.attachments[0]);
    expectError(await t.call('GET', `/api/dayoffs/${created.id}`, { token: t.tokenFor('manager') }), 404, 'NOT_FOUND');
    expectError(await t.call('GET', url, { token: t.tokenFor('manager') }), 404, 'NOT_FOUND');
    expectError(await t.call('GET', url, { token: t.tokenFor('demoowner') }), 404, 'NOT_FOUND');
    expectError(await t.call('DELETE', url, { token: t.tokenFor('demoowner') }), 404, 'NOT_FOUND');
    expectError(await t.call('DELETE', url, { token: t.tokenFor('manager') }), 404, 'NOT_FOUND');
    const viewer = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${t.tokenFor('viewer')}` } });
    expect(viewer.statusCode).toBe(200);
    expect(viewer.headers['content-type']).toBe('image/png');
    expectError(await t.call('GET', `/api/dayoffs/${created.id}/attachments/${'0'.repeat(32)}.pdf`, { token: t.tokenFor('owner') }), 404, 'NOT_FOUND');
  });

  it('refuses a reason that requires an attachment without one, on create and when the last one is removed', async () => {
    const body = { userId: t.fx.users.ana.id, typeId: medical, ...nextDates() };
    expectError(await t.call('POST', '/api/dayoffs', { token: t.tokenFor('admin'), body }), 400, 'ATTACHMENT_REQUIRED', 'attachments');
    const created = dataOf<WithFiles>(await send('admin', 'POST', '/api/dayoffs', body, [{ bytes: pdf(), filename: 'a.pdf' }]), 201);
    expectError(await t.call('DELETE', fileUrl(created, created.attachments[0]), { token: t.tokenFor('admin') }), 400, 'ATTACHMENT_REQUIRED', 'attachments');
    // a JSON edit keeps the files; changing to a reason without the need is fine
    expect(dataOf<WithFiles>(await t.call('PATCH', `/api/dayoffs/${created.id}`, { token: t.tokenFor('admin'), body: { comment: 'ok' } })).attachments).toHaveLength(1);
  });

  it('appends on PATCH while pending, deletes one (file gone), and refuses both once decided', async () => {
    const created = dataOf<WithFiles>(await send('admin', 'POST', '/api/dayoffs', { userId: t.fx.users.ana.id, typeId: sick, ...nextDates() }, [{ bytes: pdf(), filename: 'one.pdf' }]), 201);
    const patched = dataOf<WithFiles>(await send('admin', 'PATCH', `/api/dayoffs/${created.id}`, { comment: 'second file' }, [{ bytes: pngOfSize(400), filename: 'two.png', contentType: 'image/png' }]));
    expect(patched.comment).toBe('second file');
    expect(patched.attachments.map((a) => a.name)).toEqual(['one.pdf', 'two.png']);
    const first = patched.attachments[0];
    const after = dataOf<WithFiles>(await t.call('DELETE', fileUrl(created, first), { token: t.tokenFor('admin') }));
    expect(after.attachments.map((a) => a.name)).toEqual(['two.png']);
    expect((await storedFiles())).not.toContain(first.id);
    expectError(await t.call('GET', fileUrl(created, first), { token: t.tokenFor('owner') }), 404, 'NOT_FOUND');
    // the owner decides; the request is then closed to attachment changes
    dataOf(await t.call('POST', '/api/dayoffs/addreview', { token: t.tokenFor('owner'), body: { id: created.id, status: 'APPROVED' } }));
    expectError(await t.call('DELETE', fileUrl(created, after.attachments[0]), { token: t.tokenFor('admin') }), 409, 'DAYOFF_NOT_PENDING', 'status');
    const count = (await storedFiles()).length;
    expectError(await send('admin', 'PATCH', `/api/dayoffs/${created.id}`, {}, [{ bytes: pdf(), filename: 'late.pdf' }]), 409, 'DAYOFF_NOT_PENDING', 'status');
    expect((await storedFiles()).length).toBe(count);
  });

  it('deleting a pending request removes its files; attachments cannot be set through JSON', async () => {
    const created = dataOf<WithFiles>(await send('admin', 'POST', '/api/dayoffs', { userId: t.fx.users.ana.id, typeId: sick, ...nextDates() }, [{ bytes: pdf(), filename: 'x.pdf' }]), 201);
    dataOf(await t.call('DELETE', `/api/dayoffs/${created.id}`, { token: t.tokenFor('admin') }));
    expect((await storedFiles())).not.toContain(created.attachments[0].id);
    expectError(await t.call('POST', '/api/dayoffs', { token: t.tokenFor('admin'), body: { userId: t.fx.users.ana.id, typeId: sick, ...nextDates(), attachments: [] } }), 400, 'VALIDATION_ERROR', 'attachments');
  });
});
