import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/server/db/schema';
import { dataOf, expectError } from '../../helpers/expectations';
import { multipartBody, pngOfSize } from '../../helpers/multipartBody';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { mailTo, tokenOf } from '../admins/adminTestKit';

interface Profile {
  id: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  position: string | null;
  role: string;
  mainBranchName: string | null;
  allowedBranchNames: string[];
  imageUrl: string | null;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const update = (token: string, body: unknown) => t.call('PATCH', '/api/users/profile/update', { token, body });
const get = (token: string) => t.call('GET', '/api/users/profile/get', { token });

describe('GET /users/profile/get and PATCH /users/profile/update', () => {
  it('shows every signed-in role their own profile, with unit names and nothing secret', async () => {
    for (const who of ['owner', 'admin', 'manager', 'viewer']) {
      const me = dataOf<Profile>(await get(t.tokenFor(who)));
      expect(me.username).toBe(who);
      expect(JSON.stringify(me)).not.toMatch(/passwordHash|tokenVersion|scrypt/);
    }
    expect(dataOf<Profile>(await get(t.tokenFor('admin')))).toMatchObject({ mainBranchName: 'North Region', allowedBranchNames: ['North Region'] });
    expectError(await get(''), 401, 'UNAUTHORIZED');
  });

  it('updates one\'s own name, email, phone and position; the session and the history see it', async () => {
    const token = t.tokenFor('manager');
    const me = dataOf<Profile>(await update(token, { firstName: 'Lucía', lastName: 'Serrano', email: 'lucia@acme.test', phone: '+34 600 111 222', position: 'Store lead', currentPassword: 'Demo2026!' }));
    expect(me).toMatchObject({ firstName: 'Lucía', lastName: 'Serrano', email: 'lucia@acme.test', phone: '+34 600 111 222', position: 'Store lead', role: 'manager' });
    expect(dataOf<{ firstName: string }>(await t.call('GET', '/api/users/self', { token })).firstName).toBe('Lucía');
    const history = dataOf<{ audit: { username: string; changes: Record<string, unknown> }[] }>(
      await t.call('GET', '/api/audit', { token: t.tokenFor('owner'), query: { entity: 'users', entityId: t.fx.users.manager.id } }),
    );
    expect(history.audit[0].username).toBe('manager');
    expect(history.audit[0].changes.email).toEqual({ from: 'manager@acme.test', to: 'lucia@acme.test' });
  });

  it('refuses a malformed, empty or taken email (J003, J011, J005) and a malformed phone, on the field', async () => {
    const token = t.tokenFor('viewer');
    expectError(await update(token, { email: 'viewer-at-acme' }), 400, 'J003', 'email');
    expectError(await update(token, { email: '' }), 400, 'J011', 'email');
    expectError(await update(token, { email: 'OWNER@acme.test', currentPassword: 'Demo2026!' }), 409, 'J005', 'email');
    expectError(await update(token, { phone: 'call me' }), 400, 'VALIDATION_ERROR', 'phone');
    // keeping one's own email in another case is no conflict
    dataOf(await update(token, { email: 'VIEWER@acme.test' }));
  });

  it('never lets anyone change their own role, units, username or document here', async () => {
    const token = t.tokenFor('admin');
    for (const field of ['role', 'allowedBranches', 'mainBranch', 'username', 'numberOfDocument', 'passwordHash']) {
      expectError(await update(token, { [field]: field === 'allowedBranches' ? [t.fx.units.hq] : 'owner' }), 400, 'VALIDATION_ERROR', field);
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, t.fx.users.admin.id));
    expect(row).toMatchObject({ role: 'administrator', username: 'admin' });
  });

  it('takes a photo as multipart (data + image), replaces it, removes it, and refuses one over 1 MB or not an image', async () => {
    const token = t.tokenFor('viewer');
    const upload = (bytes: Buffer, data: unknown = { position: 'Analyst' }) => {
      const { payload, headers } = multipartBody(data, { image: { bytes, filename: 'me.png', contentType: 'image/png' } });
      return t.call('PATCH', '/api/users/profile/update', { token, payload, headers });
    };
    const first = dataOf<Profile>(await upload(pngOfSize(2_000)));
    expect(first.position).toBe('Analyst');
    expect(first.imageUrl).toMatch(/^\/api\/files\/.+\.png\?exp=\d+&sig=[\w-]+$/);
    expect((await t.app.inject({ method: 'GET', url: first.imageUrl as string })).statusCode).toBe(200);

    const second = dataOf<Profile>(await upload(pngOfSize(1_048_576)));
    expect(second.imageUrl).not.toBe(first.imageUrl);
    expect((await t.app.inject({ method: 'GET', url: first.imageUrl as string })).statusCode).toBe(404);

    expectError(await upload(pngOfSize(1_048_577)), 413, 'IMAGE_TOO_LARGE', 'image');
    expectError(await upload(Buffer.from('GIF? no, plain text')), 400, 'INVALID_FILE', 'image');
    expect(dataOf<Profile>(await get(token)).imageUrl).toBe(second.imageUrl);

    expect(dataOf<Profile>(await update(token, { removeImage: true })).imageUrl).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: second.imageUrl as string })).statusCode).toBe(404);
  });
});

describe('PATCH /users/profile/change-password/', () => {
  const change = (token: string, body: unknown, url = '/api/users/profile/change-password/') => t.call('PATCH', url, { token, body });

  it('applies the spec\'s rules: at least 8 with upper, lower and a number (PASSWORD_WEAK), repeat must match (PASSWORD_MISMATCH)', async () => {
    const token = t.tokenFor('viewer');
    for (const weak of ['Short1A', 'alllowercase1', 'ALLUPPERCASE1', 'NoNumbersHere']) {
      const res = await change(token, { currentPassword: 'Demo2026!', password: weak, repeatPassword: weak });
      expectError(res, 400, 'PASSWORD_WEAK', 'password');
    }
    expectError(await change(token, { currentPassword: 'Demo2026!', password: 'Better2026', repeatPassword: 'Better2027' }), 400, 'PASSWORD_MISMATCH', 'repeatPassword');
    const es = await t.call('PATCH', '/api/users/profile/change-password/', { token, locale: 'es-ES', body: { currentPassword: 'Demo2026!', password: 'short', repeatPassword: 'short' } });
    expect(es.body.errors?.[0].message).toBe('La contraseña necesita al menos 8 caracteres, una mayúscula, una minúscula y un número');
  });

  it('needs the current password (WRONG_PASSWORD on its field)', async () => {
    const token = t.tokenFor('viewer');
    expectError(await change(token, { currentPassword: 'not-it', password: 'Better2026', repeatPassword: 'Better2026' }), 400, 'WRONG_PASSWORD', 'currentPassword');
    expectError(await change(token, { password: 'Better2026', repeatPassword: 'Better2026' }), 400, 'VALIDATION_ERROR', 'currentPassword');
  });

  it('changes it: other sessions end, this one goes on with the new token, the new password logs in and the old one not', async () => {
    const other = t.tokenFor('admin');
    const current = t.tokenFor('admin');
    const res = dataOf<{ changed: boolean; accessToken: string }>(await change(current, { currentPassword: 'Demo2026!', password: 'Fresh2026pw', repeatPassword: 'Fresh2026pw' }));
    expect(res.changed).toBe(true);
    expectError(await t.call('GET', '/api/users/self', { token: other }), 401, 'UNAUTHORIZED');
    expect(dataOf<{ username: string }>(await t.call('GET', '/api/users/self', { token: res.accessToken })).username).toBe('admin');
    expect((await t.call('POST', '/api/auth/v1/login', { body: { username: 'admin', password: 'Fresh2026pw' } })).status).toBe(200);
    expectError(await t.call('POST', '/api/auth/v1/login', { body: { username: 'admin', password: 'Demo2026!' } }), 401, 'loginError');
    // the account's owner hears of it, as after a reset: a change they did not make is their cue
    expect((await mailTo(t, 'admin@acme.test')).length).toBe(1);
  });

  it('is reachable without the trailing slash too', async () => {
    const token = t.tokenFor('owner');
    expectError(await change(token, { currentPassword: 'wrong', password: 'Fresh2026pw', repeatPassword: 'Fresh2026pw' }, '/api/users/profile/change-password'), 400, 'WRONG_PASSWORD');
  });
});

describe('GET /users/allowPasswordChange/:id', () => {
  const allowed = async (who: string, id: string) => {
    const token = await tokenOf(t, t.fx.users[who].id);
    return dataOf<{ allowed: boolean }>(await t.call('GET', `/api/users/allowPasswordChange/${id}`, { token })).allowed;
  };

  it('allows one\'s own, the owner for anyone of the company, and nobody else', async () => {
    expect(await allowed('viewer', t.fx.users.viewer.id)).toBe(true);
    expect(await allowed('admin', t.fx.users.admin.id)).toBe(true);
    expect(await allowed('owner', t.fx.users.admin.id)).toBe(true);
    expect(await allowed('owner', t.fx.users.ana.id)).toBe(true);
    expect(await allowed('admin', t.fx.users.manager.id)).toBe(false);
    expect(await allowed('manager', t.fx.users.owner.id)).toBe(false);
  });

  it('answers 404 for another company\'s user and 400 for a malformed id', async () => {
    expectError(await t.call('GET', `/api/users/allowPasswordChange/${t.fx.users.demoowner.id}`, { token: t.tokenFor('owner') }), 404, 'NOT_FOUND');
    expectError(await t.call('GET', '/api/users/allowPasswordChange/123', { token: t.tokenFor('owner') }), 400, 'VALIDATION_ERROR', 'id');
  });
});
