import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchOffices } from '../../src/server/db/schema';
import { dataOf, expectError } from '../helpers/expectations';
import { multipartBody, pngOfSize } from '../helpers/multipartBody';
import { createTestApp, type TestApp } from '../helpers/testApp';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = t.tokenFor('owner');
});
afterAll(async () => {
  await t?.close();
});

const MB = 1_048_576;
const upload = (method: 'POST' | 'PATCH', url: string, data: unknown, files: Parameters<typeof multipartBody>[1]) => {
  const { payload, headers } = multipartBody(data, files);
  return t.call(method, url, { token, payload, headers });
};

describe('unit image upload (multipart: data + image)', () => {
  it('accepts an image of exactly 1 MB, stores it and serves it back', async () => {
    const res = await upload('POST', '/api/branchoffices', { name: 'With logo', parentOrganization: t.fx.units.hq }, {
      image: { bytes: pngOfSize(MB), filename: 'logo.png', contentType: 'image/png' },
    });
    const unit = dataOf<{ id: string; image: string }>(res, 201);
    expect(unit.image).toMatch(new RegExp(`^/api/files/${t.fx.companyA.id}/[0-9a-f]{32}\\.png\\?exp=\\d+&sig=[\\w-]+$`));
    const file = await t.app.inject({ method: 'GET', url: unit.image });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-disposition']).toContain('inline');
    expect(file.rawPayload.length).toBe(MB);
  });

  it('refuses an image over 1 MB with IMAGE_TOO_LARGE on the field, and saves nothing', async () => {
    const res = await upload('POST', '/api/branchoffices', { name: 'Too big', parentOrganization: t.fx.units.hq }, {
      image: { bytes: pngOfSize(MB + 1), filename: 'big.png', contentType: 'image/png' },
    });
    expectError(res, 413, 'IMAGE_TOO_LARGE', 'image');
    expect(res.body.message).toBe('The image must be at most 1 MB');
    expect(await t.db.select().from(branchOffices).where(eq(branchOffices.name, 'Too big'))).toHaveLength(0);
  });

  it('refuses a ".png" that is really text with INVALID_FILE (type by content, not by name)', async () => {
    const res = await upload('POST', '/api/branchoffices', { name: 'Fake', parentOrganization: t.fx.units.hq }, {
      image: { bytes: Buffer.from('<script>alert(1)</script>'), filename: 'fake.png', contentType: 'image/png' },
    });
    expectError(res, 400, 'INVALID_FILE', 'image');
  });

  it('replacing the image on update removes the old file', async () => {
    const unit = dataOf<{ id: string; image: string }>(await upload('POST', '/api/branchoffices', { name: 'Rebrand', parentOrganization: t.fx.units.hq }, {
      image: { bytes: pngOfSize(2000), filename: 'a.png', contentType: 'image/png' },
    }), 201);
    const updated = dataOf<{ image: string; city: string }>(await upload('PATCH', `/api/branchoffices/${unit.id}`, { city: 'Leon' }, {
      image: { bytes: pngOfSize(3000), filename: 'b.png', contentType: 'image/png' },
    }));
    expect(updated.city).toBe('Leon');
    expect(updated.image).not.toBe(unit.image);
    expect((await t.app.inject({ method: 'GET', url: updated.image })).statusCode).toBe(200);
    expectError(await t.call('GET', unit.image), 404, 'NOT_FOUND');
  });

  it('validates the data part like a JSON body and refuses unknown parts', async () => {
    expectError(await upload('POST', '/api/branchoffices', { parentOrganization: t.fx.units.hq }, {}), 400, 'VALIDATION_ERROR', 'name');
    const { payload, headers } = multipartBody(undefined, { logo: { bytes: pngOfSize(100), filename: 'x.png', contentType: 'image/png' } });
    expectError(await t.call('POST', '/api/branchoffices', { token, payload, headers }), 400, 'VALIDATION_ERROR', 'logo');
    const broken = Buffer.from('--x\r\nContent-Disposition: form-data; name="data"\r\n\r\n{not json\r\n--x--\r\n');
    expectError(await t.call('POST', '/api/branchoffices', { token, payload: broken, headers: { 'content-type': 'multipart/form-data; boundary=x' } }), 400, 'VALIDATION_ERROR', 'data');
  });

  it('the image field cannot be set through JSON (read-only), and resources without files refuse multipart', async () => {
    expectError(await t.call('POST', '/api/branchoffices', { token, body: { name: 'Sneaky', image: '/api/files/x/y.png' } }), 400, 'VALIDATION_ERROR', 'image');
    const { payload, headers } = multipartBody({ title: 'X' });
    expectError(await t.call('POST', '/api/companies/typesOfFolder', { token, payload, headers }), 415, 'VALIDATION_ERROR');
  });

  it('answers 404 for files that do not exist or names that are not ours', async () => {
    expectError(await t.call('GET', `/api/files/${t.fx.companyA.id}/${'0'.repeat(32)}.png`), 404, 'NOT_FOUND');
    expect((await t.call('GET', `/api/files/${t.fx.companyA.id}/..%2F..%2Fetc%2Fpasswd`)).status).toBeGreaterThanOrEqual(400);
    expect((await t.call('GET', `/api/files/${t.fx.companyA.id}/..%2F..%2Fetc%2Fpasswd`)).status).toBeLessThan(500);
  });
});
