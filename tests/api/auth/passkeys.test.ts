import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, expectError } from '../../helpers/expectations';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { finish, loginStep } from './mfaKit';
import { softAuthenticator } from './softAuthenticator';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

// the browser talks to http://hr.test (the test config's PUBLIC_URL): that host is the relying party
const headers = { host: 'hr.test' };
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, opts: { token?: string; body?: unknown } = {}) => t.call(method, url, { ...opts, headers });

describe('passkeys as a second way in', () => {
  const key = softAuthenticator('http://hr.test', 'hr.test');

  it('registers a passkey for the signed-in person; an answer to another challenge or of another origin is refused', async () => {
    const token = t.tokenFor('admin');
    const { challengeId, options } = dataOf<{ challengeId: string; options: { challenge: string; rp: { id: string }; attestation: string } }>(
      await call('POST', '/api/auth/v1/mfa/passkeys/options', { token }),
    );
    expect(options.rp.id).toBe('hr.test');
    expect(options.attestation).toBe('none');
    const stranger = softAuthenticator('http://evil.test', 'hr.test');
    expectError(await call('POST', '/api/auth/v1/mfa/passkeys', { token, body: { challengeId, name: 'Evil', response: stranger.register(options.challenge) } }), 400, 'PASSKEY_INVALID');
    // the ceremony is single-use: a new one for the real key
    expectError(await call('POST', '/api/auth/v1/mfa/passkeys', { token, body: { challengeId, name: 'Laptop', response: key.register(options.challenge) } }), 400, 'MFA_CHALLENGE_INVALID');
    const again = dataOf<{ challengeId: string; options: { challenge: string } }>(await call('POST', '/api/auth/v1/mfa/passkeys/options', { token }));
    expectError(await call('POST', '/api/auth/v1/mfa/passkeys', { token, body: { challengeId: again.challengeId, name: 'Laptop', response: key.register('bm90LXRoaXMtb25l') } }), 400, 'PASSKEY_INVALID');
    const third = dataOf<{ challengeId: string; options: { challenge: string } }>(await call('POST', '/api/auth/v1/mfa/passkeys/options', { token }));
    dataOf(await call('POST', '/api/auth/v1/mfa/passkeys', { token, body: { challengeId: third.challengeId, name: 'Laptop', response: key.register(third.options.challenge) } }));
    const status = dataOf<{ passkeys: { id: string; name: string }[] }>(await call('GET', '/api/auth/v1/mfa', { token }));
    expect(status.passkeys).toEqual([expect.objectContaining({ id: key.id, name: 'Laptop' })]);
    // nobody else sees or removes it
    expect(dataOf<{ passkeys: unknown[] }>(await call('GET', '/api/auth/v1/mfa', { token: t.tokenFor('owner') })).passkeys).toEqual([]);
    expectError(await call('DELETE', `/api/auth/v1/mfa/passkeys/${key.id}`, { token: t.tokenFor('demoowner') }), 404, 'PASSKEY_NOT_FOUND');
  });

  it('asks for the second step after the password and lets the passkey finish it, once per challenge', async () => {
    const step = await loginStep(t, 'admin');
    expect(step).toMatchObject({ mfaRequired: true, methods: ['webauthn'] });
    const options = dataOf<{ challenge: string; allowCredentials: { id: string }[] }>(
      await call('POST', '/api/auth/v1/login/mfa/passkey-options', { body: { challengeId: step.challengeId } }),
    );
    expect(options.allowCredentials.map((c) => c.id)).toEqual([key.id]);
    expectError(await t.call('POST', '/api/auth/v1/login/mfa', { headers, body: { challengeId: step.challengeId, webauthn: key.assert('d3Jvbmc') } }), 401, 'PASSKEY_INVALID');
    const done = dataOf<{ accessToken: string; roles: string[] }>(
      await t.call('POST', '/api/auth/v1/login/mfa', { headers, body: { challengeId: step.challengeId, webauthn: key.assert(options.challenge) } }),
    );
    expect(done.roles).toEqual(['administrator']);
    expectError(await finish(t, { challengeId: step.challengeId, webauthn: key.assert(options.challenge) }), 401, 'MFA_CHALLENGE_INVALID');
  });

  it('removes the passkey: the next sign-in needs no second step', async () => {
    dataOf(await call('DELETE', `/api/auth/v1/mfa/passkeys/${key.id}`, { token: t.tokenFor('admin') }));
    expect(await loginStep(t, 'admin')).toHaveProperty('accessToken');
  });
});
