import { eq } from 'drizzle-orm';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../../src/server/db/schema';
import type { PicturesReport } from '../../../src/shared/imports';
import { multipartBody, pngOfSize } from '../../helpers/multipartBody';
import { createTestApp, type TestApp } from '../../helpers/testApp';

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);

describe('POST /api/users/pictures/import: a ZIP of pictures named by document number', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const upload = (files: Record<string, Uint8Array>, username = 'owner') => {
    const { payload, headers } = multipartBody(undefined, { file: { bytes: Buffer.from(zipSync(files)), filename: 'fotos.zip', contentType: 'application/zip' } });
    return t.call<{ data: PicturesReport }>('POST', '/api/users/pictures/import', { token: t.tokenFor(username), payload, headers });
  };
  const imageOf = async (key: string) => (await t.db.select({ url: users.imageUrl }).from(users).where(eq(users.id, t.fx.users[key].id)))[0].url;

  it('sets the pictures it can match and reports every other file with its reason', async () => {
    const res = await upload({
      'DOC-ana.png': pngOfSize(2_000),
      'fotos/doc-LUIS.JPG': JPEG, // any folder, any case, the type from the bytes
      'DOC-demoworker.png': pngOfSize(100), // another company's collaborator
      'DOC-collaborator.png': pngOfSize(1_048_577),
      'DOC-gone.png': Buffer.from('not an image at all'),
      'DOC-ana.jpg': JPEG, // a second picture for Ana
      'DOC-owner.png': pngOfSize(100), // the owner is no collaborator
      '__MACOSX/._DOC-ana.png': Buffer.from('resource fork'),
    });
    expect(res.status).toBe(200);
    const report = res.body.data;
    expect(report.matched.map((m) => [m.file, m.userId])).toEqual([['DOC-ana.jpg', t.fx.users.ana.id], ['fotos/doc-LUIS.JPG', t.fx.users.luis.id]]);
    expect(report.duplicate).toEqual(['DOC-ana.png']);
    expect(report.unmatched.sort()).toEqual(['DOC-demoworker.png', 'DOC-owner.png']);
    expect(report.tooLarge).toEqual(['DOC-collaborator.png']);
    expect(report.notImage).toEqual(['DOC-gone.png']);

    // the profile shows the new picture, served as an image
    const url = await imageOf('ana');
    // the answer hands the stored address signed (src/server/files/signedFileUrls.ts)
    expect(report.matched[0].imageUrl.split('?')[0]).toBe(url);
    const file = await t.app.inject({ method: 'GET', url: report.matched[0].imageUrl });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'update'));
    expect(audit.filter((a) => 'picturesImport' in a.changes)).toHaveLength(1);
  });

  it('a new ZIP replaces the picture and removes the old file', async () => {
    const old = await imageOf('ana');
    const res = await upload({ 'DOC-ana.png': pngOfSize(300) });
    expect(res.body.data.matched).toHaveLength(1);
    expect(await imageOf('ana')).not.toBe(old);
    expect((await t.app.inject({ method: 'GET', url: old as string })).statusCode).toBe(404);
  });

  it('an administrator matches only collaborators of their units', async () => {
    const res = await upload({ 'DOC-collaborator.png': pngOfSize(100), 'DOC-luis.png': pngOfSize(100) }, 'admin');
    expect(res.body.data.matched.map((m) => m.file)).toEqual(['DOC-collaborator.png']);
    expect(res.body.data.unmatched).toEqual(['DOC-luis.png']);
  });

  it('refuses a file that is no ZIP, and roles that may not edit collaborators', async () => {
    const { payload, headers } = multipartBody(undefined, { file: { bytes: Buffer.from('plain text'), filename: 'x.zip', contentType: 'application/zip' } });
    const bad = await t.call('POST', '/api/users/pictures/import', { token: t.tokenFor('owner'), payload, headers });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('INVALID_FILE');
    expect((await upload({ 'DOC-ana.png': pngOfSize(100) }, 'viewer')).status).toBe(403);
  });
});
