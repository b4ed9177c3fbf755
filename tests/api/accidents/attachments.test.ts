import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../src/server/db/schema';
import { dataOf, expectError } from '../../helpers/expectations';
import { pngOfSize } from '../../helpers/multipartBody';
import { storedNames } from '../../helpers/storedFiles';
import { createTestApp, type TestApp } from '../../helpers/testApp';

type Attachment = { id: string; name: string; type: string; size: number };
type FilePart = { bytes: Buffer; filename: string };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const pdf = (size = 600) => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(Math.max(0, size - 9), 0x20)]);
/** multipart with `attachment` parts only */
function multipart(files: FilePart[]) {
  const boundary = `----hrtest${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const f of files) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="attachment"; filename="${f.filename}"\r\nContent-Type: application/pdf\r\n\r\n`), f.bytes, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const upload = (who: string, id: string, files: FilePart[]) => t.call('POST', `/api/accidents/${id}/attachments`, { token: t.tokenFor(who), ...multipart(files) });
const download = (who: string, id: string, fileId: string) =>
  t.app.inject({ method: 'GET', url: `/api/accidents/${id}/attachments/${fileId}`, headers: { authorization: `Bearer ${t.tokenFor(who)}` } });
const create = async (unit: string, who = 'owner') =>
  dataOf<{ id: string; attachments: Attachment[] }>(await t.call('POST', '/api/accidents', { token: t.tokenFor(who), body: { occurredAt: '2025-03-10T09:30:00Z', unit, type: 'atWork' } }), 201);
const stored = () => storedNames(t.config, 'attachments', t.fx.companyA.id);

describe('attachments of accidents', () => {
  it('a manager uploads, lists, opens and removes files of an accident in their units; each change audited', async () => {
    const a = await create(t.fx.units.sevilla);
    expect(a.attachments).toEqual([]);
    const added = dataOf<Attachment[]>(await upload('manager', a.id, [{ bytes: pdf(), filename: 'informe mutua.pdf' }, { bytes: pngOfSize(300), filename: 'muelle.png' }]), 201);
    expect(added).toEqual([
      { id: expect.stringMatching(/^[0-9a-f]{32}\.pdf$/), name: 'informe mutua.pdf', type: 'application/pdf', size: 600 },
      { id: expect.stringMatching(/^[0-9a-f]{32}\.png$/), name: 'muelle.png', type: 'image/png', size: 300 },
    ]);
    // listed on the accident itself
    const read = dataOf<{ attachments: Attachment[] }>(await t.call('GET', `/api/accidents/${a.id}`, { token: t.tokenFor('viewer') }));
    expect(read.attachments).toEqual(added);
    const file = await download('manager', a.id, added[0].id);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^inline; filename="informe mutua.pdf"/);
    expect(file.rawPayload.equals(pdf())).toBe(true);
    // never through the public file route
    expect((await t.app.inject({ method: 'GET', url: `/api/files/${t.fx.companyA.id}/${added[0].id}` })).statusCode).toBe(404);

    const left = dataOf<Attachment[]>(await t.call('DELETE', `/api/accidents/${a.id}/attachments/${added[0].id}`, { token: t.tokenFor('manager') }));
    expect(left).toEqual([added[1]]);
    expect(await stored()).not.toContain(added[0].id);
    expect((await download('manager', a.id, added[0].id)).statusCode).toBe(404);
    const audits = await t.db.select().from(auditLog).where(and(eq(auditLog.entity, 'accidents'), eq(auditLog.entityId, a.id), eq(auditLog.action, 'update')));
    expect(audits.length).toBe(2);
    expect(audits.map((a) => a.changes)).toContainEqual({ attachments: { from: ['informe mutua.pdf', 'muelle.png'], to: ['muelle.png'] } });

    // deleting the accident removes its files
    await t.call('DELETE', `/api/accidents/${a.id}`, { token: t.tokenFor('owner') });
    expect(await stored()).not.toContain(added[1].id);
  });

  it('refuses a file that is not a PDF or image by its content, and one too many, storing nothing', async () => {
    const a = await create(t.fx.units.sevilla);
    const before = (await stored()).length;
    const exe = Buffer.concat([Buffer.from('4d5a90000300000004000000ffff0000', 'hex'), Buffer.alloc(200)]);
    expectError(await upload('owner', a.id, [{ bytes: exe, filename: 'parte.pdf' }]), 400, 'INVALID_FILE', 'attachment');
    for (let i = 0; i < 2; i++) dataOf(await upload('owner', a.id, [1, 2, 3, 4, 5].map((n) => ({ bytes: pdf(), filename: `${i}-${n}.pdf` }))), 201);
    expectError(await upload('owner', a.id, [{ bytes: pdf(), filename: 'eleventh.pdf' }]), 400, 'VALIDATION_ERROR', 'attachments');
    expect((await stored()).length).toBe(before + 10);
  });

  it('another unit\'s accident is a 404 for a manager, another company\'s for anyone; a viewer may not upload', async () => {
    const bilbao = await create(t.fx.units.bilbao);
    const other = await create(t.fx.units.bHq, 'demoowner');
    const file = dataOf<Attachment[]>(await upload('owner', bilbao.id, [{ bytes: pdf(), filename: 'a.pdf' }]), 201)[0];
    expectError(await upload('manager', bilbao.id, [{ bytes: pdf(), filename: 'b.pdf' }]), 404, 'NOT_FOUND');
    expect((await download('manager', bilbao.id, file.id)).statusCode).toBe(404);
    expectError(await t.call('DELETE', `/api/accidents/${bilbao.id}/attachments/${file.id}`, { token: t.tokenFor('manager') }), 404, 'NOT_FOUND');
    expectError(await upload('owner', other.id, [{ bytes: pdf(), filename: 'c.pdf' }]), 404, 'NOT_FOUND');
    expectError(await upload('viewer', bilbao.id, [{ bytes: pdf(), filename: 'd.pdf' }]), 403, 'FORBIDDEN');
  });
});
