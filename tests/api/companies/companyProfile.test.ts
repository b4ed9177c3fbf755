import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companies } from '../../../src/server/db/schema';
import { dataOf, expectError } from '../../helpers/expectations';
import { multipartBody, pngOfSize } from '../../helpers/multipartBody';
import { createTestApp, type TestApp } from '../../helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Company = Record<string, unknown> & { name: string; image: string | null; hugeLogo: string | null; carrousel1: string | null; carrousel2: string | null; carrousel3: string | null; loginCarrousel: string[] };

const png = (size = 200) => ({ bytes: pngOfSize(size), filename: 'logo.png', contentType: 'image/png' });
const patchMultipart = (data: unknown, files: Parameters<typeof multipartBody>[1] = {}, username = 'owner') => {
  const { payload, headers } = multipartBody(data, files);
  return t.call('PATCH', '/api/companies', { token: t.tokenFor(username), payload, headers });
};
const mine = async (username = 'owner') => dataOf<Company>(await t.call('GET', '/api/companies/byAuthUserCompany', { token: t.tokenFor(username) }));

describe('PATCH /api/companies (company data, /company/edit)', () => {
  it('saves the data and the five images, and the session company, /company and the login page show them', async () => {
    const saved = dataOf<Company>(await patchMultipart(
      { name: 'Acme Retail S.A.', taxId: 'A12345678', address: 'Gran Vía 1', city: 'Madrid', email: 'hola@acme.test', website: 'https://acme.test', phone: '+34 910 000 000' },
      { image: png(), hugeLogo: png(300), carrousel1: png(400), carrousel3: png(500) },
    ));
    expect(saved).toMatchObject({ name: 'Acme Retail S.A.', taxId: 'A12345678', city: 'Madrid', email: 'hola@acme.test', carrousel2: null });
    for (const f of ['image', 'hugeLogo', 'carrousel1', 'carrousel3'] as const) expect(saved[f]).toMatch(/^\/api\/files\/.+\.png\?exp=\d+&sig=[\w-]+$/);
    // the carousel shows the filled slots in order
    expect(saved.loginCarrousel).toEqual([saved.carrousel1, saved.carrousel3]);

    const self = dataOf<Company>(await t.call('POST', '/api/companies/self', { token: t.tokenFor('owner'), body: {} }));
    expect(self).toMatchObject({ name: 'Acme Retail S.A.', image: saved.image, hugeLogo: saved.hugeLogo });
    expect(self.configuration).not.toHaveProperty('profile');
    expect(await mine('viewer')).toMatchObject({ taxId: 'A12345678', image: saved.image });

    // the stored logo is served
    const file = await t.app.inject({ method: 'GET', url: String(saved.image) });
    expect(file.statusCode).toBe(200);

    const login = dataOf<{ loginCarrousel: string[]; name: string; image: string }>(await t.call('GET', `/api/companies/loginData/${t.fx.companyA.slug}`));
    expect(login).toEqual({ loginCarrousel: [saved.carrousel1, saved.carrousel3], name: 'Acme Retail S.A.', image: saved.image });
  });

  it('removes an image with null, replaces another, clears a text, and audits every change', async () => {
    const before = await mine();
    const res = await patchMultipart({ hugeLogo: null, city: '' }, { carrousel2: png(250) });
    const after = dataOf<Company>(res);
    expect(after.hugeLogo).toBeNull();
    expect(after.city).toBeNull();
    expect(after.loginCarrousel).toEqual([before.carrousel1, after.carrousel2, before.carrousel3]);
    // the removed large logo is gone from the store
    expect((await t.app.inject({ method: 'GET', url: String(before.hugeLogo) })).statusCode).toBe(404);

    const audits = await t.db.select().from(auditLog).where(eq(auditLog.entityId, t.fx.companyA.id));
    const last = audits.findLast((a) => a.changes && 'hugeLogo' in a.changes);
    expect(last?.changes).toMatchObject({ hugeLogo: { from: String(before.hugeLogo).split('?')[0], to: null }, city: { from: 'Madrid', to: null } });
    expect(last?.username).toBe('owner');
  });

  it('accepts a plain JSON body without images', async () => {
    expect(dataOf<Company>(await t.call('PATCH', '/api/companies', { token: t.tokenFor('admin'), body: { contactName: 'Marta Ruiz' } })).contactName).toBe('Marta Ruiz');
  });

  it('refuses a file that is not an image by its bytes, and an image over 1 MB, storing nothing', async () => {
    const before = await mine();
    const fake = { bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), filename: 'logo.png', contentType: 'image/png' };
    expectError(await patchMultipart({ name: 'Changed' }, { image: fake }), 400, 'INVALID_FILE', 'image');
    expectError(await patchMultipart({}, { carrousel1: png(1_048_577) }), 413, 'IMAGE_TOO_LARGE', 'carrousel1');
    // exactly 1 MB is fine
    expect((await patchMultipart({}, { carrousel1: png(1_048_576) })).status).toBe(200);
    const after = await mine();
    expect(after.name).toBe(before.name);
    expect(after.image).toBe(before.image);
  });

  it('validates the fields with the failing field in the answer', async () => {
    const call = (body: unknown) => t.call('PATCH', '/api/companies', { token: t.tokenFor('owner'), body });
    expectError(await call({ name: '' }), 400, 'VALIDATION_ERROR', 'name');
    expectError(await call({ email: 'not-an-email' }), 400, 'VALIDATION_ERROR', 'email');
    expectError(await call({ website: 'javascript:alert(1)' }), 400, 'VALIDATION_ERROR', 'website');
    expectError(await call({ image: 'https://elsewhere.test/logo.png' }), 400, 'VALIDATION_ERROR', 'image');
    expectError(await call({ slug: 'other' }), 400, 'VALIDATION_ERROR', 'slug');
    expectError(await call({ taxId: 'x'.repeat(40) }), 400, 'VALIDATION_ERROR', 'taxId');
  });

  it("refuses a viewer's and a manager's update (403) and keeps each company to its own data", async () => {
    expectError(await t.call('PATCH', '/api/companies', { token: t.tokenFor('viewer'), body: { name: 'Hacked' } }), 403, 'FORBIDDEN');
    expectError(await patchMultipart({ name: 'Hacked' }, { image: png() }, 'manager'), 403, 'FORBIDDEN');
    dataOf(await t.call('PATCH', '/api/companies', { token: t.tokenFor('demoowner'), body: { name: 'Demo Renamed' } }));
    const [a] = await t.db.select({ name: companies.name }).from(companies).where(eq(companies.id, t.fx.companyA.id));
    expect(a.name).toBe('Acme Retail S.A.');
    expect((await mine('demoowner')).name).toBe('Demo Renamed');
  });

  it('answers 404 COMPANY_NOT_FOUND for an unknown login page', async () => {
    expectError(await t.call('GET', '/api/companies/loginData/nobody-here'), 404, 'COMPANY_NOT_FOUND');
  });
});
