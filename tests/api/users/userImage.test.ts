import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../src/server/db/schema';
import { dataOf, expectError } from '../../helpers/expectations';
import { multipartBody, pngOfSize } from '../../helpers/multipartBody';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { createCollaborator, userRow, type CollaboratorRecord } from './usersTestKit';

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = t.tokenFor('owner');
});
afterAll(async () => {
  await t?.close();
});

const MB = 1_048_576;
const png = (size: number) => ({ image: { bytes: pngOfSize(size), filename: 'me.png', contentType: 'image/png' } });
const upload = (id: string, files: Parameters<typeof multipartBody>[1], token = owner, data?: unknown) => {
  const { payload, headers } = multipartBody(data, files);
  return t.call('PATCH', `/api/users/image/${id}`, { token, payload, headers });
};

describe('PATCH /users/image/:id (multipart, part `image`)', () => {
  it('stores an image of exactly 1 MB, serves it, audits it, and replacing it deletes the old file', async () => {
    const person = await createCollaborator(t);
    const first = dataOf<CollaboratorRecord>(await upload(person.id, png(MB)));
    expect(first.imageUrl).toMatch(new RegExp(`^/api/files/${t.fx.companyA.id}/[0-9a-f]{32}\\.png\\?exp=\\d+&sig=[\\w-]+$`));
    const file = await t.app.inject({ method: 'GET', url: String(first.imageUrl) });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.length).toBe(MB);
    const second = dataOf<CollaboratorRecord>(await upload(person.id, png(2000)));
    expect(second.imageUrl).not.toBe(first.imageUrl);
    expect((await t.app.inject({ method: 'GET', url: String(first.imageUrl) })).statusCode).toBe(404);
    const audit = await t.db.select().from(auditLog).where(and(eq(auditLog.entityId, person.id), eq(auditLog.action, 'update')));
    expect(audit).toHaveLength(2);
  });

  it('refuses over 1 MB (413 IMAGE_TOO_LARGE), a fake image (400 INVALID_FILE), no image (400 IMAGE_REQUIRED) and JSON (415)', async () => {
    const person = await createCollaborator(t);
    expectError(await upload(person.id, png(MB + 1)), 413, 'IMAGE_TOO_LARGE', 'image');
    expectError(await upload(person.id, { image: { bytes: Buffer.from('GIF? no, text'), filename: 'x.gif', contentType: 'image/gif' } }), 400, 'INVALID_FILE', 'image');
    expectError(await upload(person.id, {}), 400, 'IMAGE_REQUIRED', 'image');
    expectError(await upload(person.id, png(100), owner, { firstName: 'Hack' }), 400, 'VALIDATION_ERROR', 'firstName');
    expectError(await t.call('PATCH', `/api/users/image/${person.id}`, { token: owner, body: { imageUrl: 'x' } }), 415, 'VALIDATION_ERROR');
    expect((await userRow(t, person.id)).imageUrl).toBeNull();
  });

  it("sets an administrator's picture too (owner), but an administrator without `admins` PATCH may not", async () => {
    const withImage = dataOf<CollaboratorRecord>(await upload(t.fx.users.manager.id, png(500)));
    expect(withImage.imageUrl).toMatch(/\.png\?exp=\d+&sig=/);
    // the admin (North) may edit collaborators of North, but administrators are not theirs to manage
    expect((await userRow(t, t.fx.users.retired.id)).role).toBe('administrator');
    expectError(await upload(t.fx.users.retired.id, png(500), t.tokenFor('admin')), 403, 'FORBIDDEN');
  });

  it('a viewer gets 403, another company\'s user 404', async () => {
    expectError(await upload(t.fx.users.ana.id, png(500), t.tokenFor('viewer')), 403, 'FORBIDDEN');
    expectError(await upload(t.fx.users.demoworker.id, png(500)), 404, 'NOT_FOUND');
  });
});

describe('DELETE /users/image/:id', () => {
  it('removes the picture and its file', async () => {
    const person = await createCollaborator(t);
    const url = String(dataOf<CollaboratorRecord>(await upload(person.id, png(800))).imageUrl);
    const cleared = dataOf<CollaboratorRecord>(await t.call('DELETE', `/api/users/image/${person.id}`, { token: owner }));
    expect(cleared.imageUrl).toBeNull();
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expectError(await t.call('DELETE', `/api/users/image/${person.id}`, { token: t.tokenFor('viewer') }), 403, 'FORBIDDEN');
  });
});
