import { createSigner } from 'fast-jwt';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemSettings } from '../../src/server/db/schema';
import { PASSWORD } from '../helpers/fixture';
import { dataOf, expectError } from '../helpers/expectations';
import { createTestApp, TEST_TOKEN_SECRET, type TestApp } from '../helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const login = (body: Record<string, unknown>, locale = 'en-US') => t.call('POST', '/api/auth/v1/login', { body, locale });

describe('login', () => {
  it('gives an administrator a token, their role and their profile', async () => {
    const data = dataOf<{ accessToken: string; roles: string[]; allowedRoles: string[]; user: Record<string, unknown> }>(
      await login({ username: 'admin', password: PASSWORD }),
    );
    expect(data.accessToken.split('.')).toHaveLength(3);
    expect(data.roles).toEqual(['administrator']);
    expect(data.allowedRoles).toContain('owner');
    expect(data.user).toMatchObject({ username: 'admin', role: 'administrator', companyId: t.fx.companyA.id, firstName: 'Admin' });
    expect(data.user).not.toHaveProperty('passwordHash');
    const me = dataOf<{ username: string }>(await t.call('GET', '/api/users/self', { token: data.accessToken }));
    expect(me.username).toBe('admin');
  });

  it('accepts the email instead of the username, in any letter case', async () => {
    const data = dataOf<{ roles: string[] }>(await login({ email: 'OWNER@acme.test', password: PASSWORD }));
    expect(data.roles).toEqual(['owner']);
  });

  it('answers a wrong password and an unknown user with the same loginError', async () => {
    const wrong = await login({ username: 'admin', password: 'Wrong2026!' });
    const unknown = await login({ username: 'nobody-here', password: 'Wrong2026!' });
    expectError(wrong, 401, 'loginError');
    expect(unknown.raw).toBe(wrong.raw);
    expect(wrong.body.message).toBe('Wrong username or password');
  });

  it('localizes the message by Accept-Language', async () => {
    const res = await login({ username: 'admin', password: 'nope' }, 'es-ES');
    expect(res.body.message).toBe('Usuario o contraseña incorrectos');
    const pt = await login({ username: 'admin', password: 'nope' }, 'pt-BR,pt;q=0.9');
    expect(pt.body.message).toBe('Usuário ou senha incorretos');
  });

  it('refuses collaborators with NOT_ADMIN', async () => {
    const res = await login({ username: 'collaborator', password: PASSWORD });
    expectError(res, 403, 'NOT_ADMIN');
    expect(res.body.message).toBe('Not authorized for the admin panel, contact support');
  });

  it('refuses an inactive administrator like a wrong password', async () => {
    expectError(await login({ username: 'retired', password: PASSWORD }), 401, 'loginError');
  });

  it('validates the form: password required, a valid email', async () => {
    expectError(await login({ username: 'admin' }), 400, 'VALIDATION_ERROR', 'password');
    expectError(await login({ email: 'not-an-email', password: 'x' }), 400, 'VALIDATION_ERROR', 'email');
    expectError(await login({ password: 'x' }), 400, 'VALIDATION_ERROR');
  });
});

describe('tokens', () => {
  it('answers 401 UNAUTHORIZED without a token or with a forged one', async () => {
    expectError(await t.call('GET', '/api/users/self'), 401, 'UNAUTHORIZED');
    expectError(await t.call('GET', '/api/users/self', { token: 'not.a.jwt' }), 401, 'UNAUTHORIZED');
    const forged = createSigner({ key: 'another-secret', iss: 'hr-dashboard', aud: 'hr-dashboard-api' })({
      sub: t.fx.users.owner.id, cid: t.fx.companyA.id, role: 'owner', tv: 0,
    });
    expectError(await t.call('GET', '/api/users/self', { token: forged }), 401, 'UNAUTHORIZED');
    const unsigned = createSigner({ algorithm: 'none', iss: 'hr-dashboard', aud: 'hr-dashboard-api' })({
      sub: t.fx.users.owner.id, cid: t.fx.companyA.id, role: 'owner', tv: 0,
    });
    expectError(await t.call('GET', '/api/users/self', { token: unsigned }), 401, 'UNAUTHORIZED');
  });

  it('answers 401 to a token signed with our key but meant for someone else: another audience, or none', async () => {
    const claims = { sub: t.fx.users.owner.id, cid: t.fx.companyA.id, role: 'owner', tv: 0 };
    const sign = (opts: { aud?: string; iss?: string }) => createSigner({ key: TEST_TOKEN_SECRET, expiresIn: 60_000, ...opts })(claims);
    // the control: right key, issuer and audience
    expect((await t.call('GET', '/api/users/self', { token: sign({ iss: 'hr-dashboard', aud: 'hr-dashboard-api' }) })).status).toBe(200);
    // what /auth/token/performance/generate hands to the external tool, with every claim this API reads
    expectError(await t.call('GET', '/api/users/self', { token: sign({ iss: 'hr-dashboard', aud: 'hr-dashboard-tool:performance' }) }), 401, 'UNAUTHORIZED');
    expectError(await t.call('GET', '/api/users/self', { token: sign({ iss: 'hr-dashboard' }) }), 401, 'UNAUTHORIZED');
    expectError(await t.call('GET', '/api/users/self', { token: sign({ aud: 'hr-dashboard-api' }) }), 401, 'UNAUTHORIZED');
    expectError(await t.call('GET', '/api/users/self', { token: sign({ iss: 'someone-else', aud: 'hr-dashboard-api' }) }), 401, 'UNAUTHORIZED');
  });

  it('answers 401 TOKEN_EXPIRED for an expired token', async () => {
    const expired = createSigner({ key: TEST_TOKEN_SECRET, expiresIn: 1000, clockTimestamp: Date.now() - 60_000, iss: 'hr-dashboard', aud: 'hr-dashboard-api' })({
      sub: t.fx.users.owner.id, cid: t.fx.companyA.id, role: 'owner', tv: 0,
    });
    const res = await t.call('GET', '/api/users/self', { token: expired });
    expectError(res, 401, 'TOKEN_EXPIRED');
  });

  it('logout ends every session of the user at once', async () => {
    const first = dataOf<{ accessToken: string }>(await login({ username: 'viewer', password: PASSWORD })).accessToken;
    const second = dataOf<{ accessToken: string }>(await login({ username: 'viewer', password: PASSWORD })).accessToken;
    dataOf(await t.call('POST', '/api/auth/v1/logout', { token: first }));
    expectError(await t.call('GET', '/api/users/self', { token: first }), 401, 'UNAUTHORIZED');
    expectError(await t.call('GET', '/api/users/self', { token: second }), 401, 'UNAUTHORIZED');
    const fresh = dataOf<{ accessToken: string }>(await login({ username: 'viewer', password: PASSWORD })).accessToken;
    dataOf(await t.call('GET', '/api/users/self', { token: fresh }));
  });
});

describe('maintenance', () => {
  it('is public and off by default', async () => {
    expect(dataOf(await t.call('GET', '/api/auth/v1/maintenance'))).toEqual({ maintenance: false });
  });

  it('when on, only owners get through: others get 503 MAINTENANCE, even at login', async () => {
    await t.db.insert(systemSettings).values({ key: 'maintenance', value: { enabled: true, message: 'Back at 10:00' } });
    try {
      expect(dataOf(await t.call('GET', '/api/auth/v1/maintenance'))).toEqual({ maintenance: true, message: 'Back at 10:00' });
      expectError(await t.call('GET', '/api/users/self', { token: t.tokenFor('manager') }), 503, 'MAINTENANCE');
      expectError(await login({ username: 'admin', password: PASSWORD }), 503, 'MAINTENANCE');
      dataOf(await t.call('GET', '/api/users/self', { token: t.tokenFor('owner') }));
      dataOf(await login({ username: 'owner', password: PASSWORD }));
    } finally {
      await t.db.delete(systemSettings).where(eq(systemSettings.key, 'maintenance'));
    }
    dataOf(await t.call('GET', '/api/users/self', { token: t.tokenFor('manager') }));
  });
});
