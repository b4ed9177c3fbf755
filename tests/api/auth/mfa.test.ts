import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mfaRecoveryCodes, userMfa } from '../../../src/server/db/schema';
import { decryptSecret } from '../../../src/server/crypto/secretBox';
import { PASSWORD } from '../../helpers/fixture';
import { dataOf, expectError } from '../../helpers/expectations';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { codeOf, enrol, finish, login, loginStep, nextStep } from './mfaKit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('TOTP enrolment and sign-in', () => {
  let secret = '';
  let recoveryCodes: string[] = [];

  it('gives the QR code, the otpauth URI and the secret, and enables only after a right code, with ten recovery codes', async () => {
    const token = t.tokenFor('admin');
    const setup = dataOf<{ otpauthUrl: string; qrCode: string; secret: string }>(await t.call('POST', '/api/auth/v1/mfa/totp/setup', { token }));
    expect(setup.otpauthUrl).toMatch(/^otpauth:\/\/totp\/.+\?secret=[A-Z2-7]+/);
    expect(setup.otpauthUrl).toContain('admin');
    expect(setup.qrCode).toMatch(/^data:image\/png;base64,/);
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    secret = setup.secret;
    // not on yet: the login still answers a token
    expect(dataOf<{ accessToken?: string }>(await login(t, 'admin')).accessToken).toBeTruthy();

    expectError(await t.call('POST', '/api/auth/v1/mfa/totp/confirm', { token, body: { code: '000000' } }), 400, 'MFA_CODE_INVALID', 'code');
    const confirmed = dataOf<{ recoveryCodes: string[] }>(await t.call('POST', '/api/auth/v1/mfa/totp/confirm', { token, body: { code: await codeOf(secret) } }));
    recoveryCodes = confirmed.recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);

    // sealed and hashed at rest
    const [row] = await t.db.select().from(userMfa).where(eq(userMfa.userId, t.fx.users.admin.id));
    expect(row.totpSecret).not.toContain(secret);
    expect(decryptSecret(row.totpSecret)).toBe(secret);
    const hashes = await t.db.select().from(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, t.fx.users.admin.id));
    expect(hashes).toHaveLength(10);
    for (const h of hashes) expect(recoveryCodes.some((c) => h.codeHash.includes(c))).toBe(false);

    const status = dataOf<{ totpEnabled: boolean; recoveryCodesLeft: number; required: boolean }>(await t.call('GET', '/api/auth/v1/mfa', { token }));
    expect(status).toMatchObject({ totpEnabled: true, recoveryCodesLeft: 10, required: false });
    expectError(await t.call('POST', '/api/auth/v1/mfa/totp/setup', { token }), 409, 'MFA_ALREADY_ENABLED');
  });

  it('asks for a code after the password, gives no token before it, and refuses the same code twice', async () => {
    await nextStep(t, t.fx.users.admin.id);
    const step = await loginStep(t, 'admin');
    expect(step).toMatchObject({ mfaRequired: true, methods: ['totp', 'recoveryCode'] });
    expect(step).not.toHaveProperty('accessToken');
    expect(step.challengeId).toMatch(/^[0-9a-f-]{36}$/);
    // the step is no session
    expectError(await t.call('GET', '/api/users/self', { token: step.challengeId }), 401, 'UNAUTHORIZED');

    expectError(await finish(t, { challengeId: step.challengeId, code: '123' }), 401, 'MFA_CODE_INVALID', 'code');
    const code = await codeOf(secret);
    const done = dataOf<{ accessToken: string; roles: string[]; user: { username: string } }>(await finish(t, { challengeId: step.challengeId, code }));
    expect(done.roles).toEqual(['administrator']);
    expect(done.user.username).toBe('admin');
    expect(dataOf<{ username: string }>(await t.call('GET', '/api/users/self', { token: done.accessToken })).username).toBe('admin');

    // single-use step; and the same code on a new step is a replay
    expectError(await finish(t, { challengeId: step.challengeId, code }), 401, 'MFA_CHALLENGE_INVALID');
    const again = await loginStep(t, 'admin');
    expectError(await finish(t, { challengeId: again.challengeId, code }), 401, 'MFA_CODE_REUSED', 'code');
  });

  it('takes a recovery code once, in any case and with or without dashes', async () => {
    const [first] = recoveryCodes;
    const step = await loginStep(t, 'admin');
    const typed = first.toLowerCase().replace(/-/g, ' ');
    expect(dataOf<{ accessToken: string }>(await finish(t, { challengeId: step.challengeId, recoveryCode: typed })).accessToken).toBeTruthy();
    const again = await loginStep(t, 'admin');
    expectError(await finish(t, { challengeId: again.challengeId, recoveryCode: first }), 401, 'RECOVERY_CODE_INVALID', 'recoveryCode');
    expect(dataOf<{ recoveryCodesLeft: number }>(await t.call('GET', '/api/auth/v1/mfa', { token: t.tokenFor('admin') })).recoveryCodesLeft).toBe(9);
  });

  it('ends the step after five wrong codes: even the right one then needs the password again', async () => {
    await nextStep(t, t.fx.users.admin.id);
    const step = await loginStep(t, 'admin');
    for (let i = 0; i < 5; i += 1) expectError(await finish(t, { challengeId: step.challengeId, code: '000000' }), 401, 'MFA_CODE_INVALID');
    expectError(await finish(t, { challengeId: step.challengeId, code: await codeOf(secret) }), 401, 'MFA_CHALLENGE_INVALID');
  });

  it('renews the recovery codes only with the password and a code: the old ones stop working', async () => {
    const token = t.tokenFor('admin');
    expectError(await t.call('POST', '/api/auth/v1/mfa/recovery-codes', { token, body: {} }), 403, 'REAUTH_REQUIRED', 'currentPassword');
    await nextStep(t, t.fx.users.admin.id);
    const fresh = dataOf<{ recoveryCodes: string[] }>(
      await t.call('POST', '/api/auth/v1/mfa/recovery-codes', { token, body: { currentPassword: PASSWORD, code: await codeOf(secret) } }),
    );
    expect(fresh.recoveryCodes).toHaveLength(10);
    const step = await loginStep(t, 'admin');
    expectError(await finish(t, { challengeId: step.challengeId, recoveryCode: recoveryCodes[1] }), 401, 'RECOVERY_CODE_INVALID');
    expect(dataOf(await finish(t, { challengeId: step.challengeId, recoveryCode: fresh.recoveryCodes[0] }))).toHaveProperty('accessToken');
  });

  it('turns MFA off only with the current password and a current code', async () => {
    const token = t.tokenFor('admin');
    const disable = (body: Record<string, unknown>) => t.call('POST', '/api/auth/v1/mfa/totp/disable', { token, body });
    expectError(await disable({}), 403, 'REAUTH_REQUIRED', 'currentPassword');
    expectError(await disable({ currentPassword: PASSWORD }), 403, 'REAUTH_REQUIRED', 'code');
    await nextStep(t, t.fx.users.admin.id);
    expectError(await disable({ currentPassword: 'Wrong2026!', code: await codeOf(secret) }), 400, 'WRONG_PASSWORD', 'currentPassword');
    expectError(await disable({ currentPassword: PASSWORD, code: '000000' }), 400, 'MFA_CODE_INVALID', 'code');
    expect(dataOf<{ enabled: boolean }>(await disable({ currentPassword: PASSWORD, code: await codeOf(secret) })).enabled).toBe(false);
    expect(dataOf<{ accessToken?: string }>(await login(t, 'admin')).accessToken).toBeTruthy();
    expect(await t.db.select().from(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, t.fx.users.admin.id))).toHaveLength(0);
    expectError(await disable({ currentPassword: PASSWORD }), 409, 'MFA_NOT_ENABLED');
  });
});

describe('re-authentication before a new e-mail', () => {
  const update = (token: string, body: Record<string, unknown>) => t.call('PATCH', '/api/users/profile/update', { token, body });

  it('refuses a new e-mail without the password, and with an authenticator also without a code', async () => {
    const token = t.tokenFor('viewer');
    expectError(await update(token, { email: 'new-viewer@acme.test' }), 403, 'REAUTH_REQUIRED', 'currentPassword');
    expectError(await update(token, { email: 'new-viewer@acme.test', currentPassword: 'Wrong2026!' }), 400, 'WRONG_PASSWORD', 'currentPassword');
    // other fields, and the same e-mail, need nothing more
    dataOf(await update(token, { position: 'Analyst', email: 'VIEWER@acme.test' }));

    const { secret } = await enrol(t, token);
    expectError(await update(token, { email: 'new-viewer@acme.test', currentPassword: PASSWORD }), 403, 'REAUTH_REQUIRED', 'mfaCode');
    await nextStep(t, t.fx.users.viewer.id);
    const me = dataOf<{ email: string }>(await update(token, { email: 'new-viewer@acme.test', currentPassword: PASSWORD, mfaCode: await codeOf(secret) }));
    expect(me.email).toBe('new-viewer@acme.test');
  });
});

describe('the company requires a second factor of some roles', () => {
  const security = (token: string, roles?: string[]) =>
    roles ? t.call('PATCH', '/api/companies/config/security', { token, body: { mfaRequiredRoles: roles } }) : t.call('GET', '/api/companies/config/security', { token });

  it('is changed by the owner only, and a required person with no factor must enrol before any token', async () => {
    expect(dataOf<{ mfaRequiredRoles: string[] }>(await security(t.tokenFor('owner'))).mfaRequiredRoles).toEqual([]);
    expectError(await security(t.tokenFor('admin'), ['manager']), 403, 'FORBIDDEN');
    expectError(await security(t.tokenFor('owner'), ['nobody']), 400, 'VALIDATION_ERROR');
    expect(dataOf<{ mfaRequiredRoles: string[] }>(await security(t.tokenFor('owner'), ['manager'])).mfaRequiredRoles).toEqual(['manager']);
    // the other company is untouched
    expect(dataOf<{ mfaRequiredRoles: string[] }>(await security(t.tokenFor('demoowner'))).mfaRequiredRoles).toEqual([]);

    const step = await loginStep(t, 'manager');
    expect(step).toMatchObject({ mfaEnrolmentRequired: true, methods: ['totp'] });
    expect(step).not.toHaveProperty('accessToken');
    // an enrolment step is not a code step
    expectError(await finish(t, { challengeId: step.challengeId, code: '123456' }), 401, 'MFA_CHALLENGE_INVALID');
    const setup = dataOf<{ secret: string; qrCode: string }>(await t.call('POST', '/api/auth/v1/login/mfa/setup', { body: { challengeId: step.challengeId } }));
    expect(setup.qrCode).toMatch(/^data:image\/png;base64,/);
    expectError(await t.call('POST', '/api/auth/v1/login/mfa/confirm', { body: { challengeId: step.challengeId, code: '000000' } }), 401, 'MFA_CODE_INVALID');
    const done = dataOf<{ accessToken: string; recoveryCodes: string[]; roles: string[] }>(
      await t.call('POST', '/api/auth/v1/login/mfa/confirm', { body: { challengeId: step.challengeId, code: await codeOf(setup.secret) } }),
    );
    expect(done.roles).toEqual(['manager']);
    expect(done.recoveryCodes).toHaveLength(10);
    expect(dataOf<{ totpEnabled: boolean; required: boolean }>(await t.call('GET', '/api/auth/v1/mfa', { token: done.accessToken }))).toMatchObject({ totpEnabled: true, required: true });
    expect(await loginStep(t, 'manager')).toMatchObject({ mfaRequired: true });
    // other roles of the company, and the other company, sign in as before
    expect(dataOf<{ accessToken?: string }>(await login(t, 'owner')).accessToken).toBeTruthy();
    expect(dataOf<{ accessToken?: string }>(await login(t, 'demoowner')).accessToken).toBeTruthy();
  });

  it('keeps every call on the caller\'s own account: no token, another\'s passkey, a made-up step', async () => {
    expectError(await t.call('GET', '/api/auth/v1/mfa'), 401, 'UNAUTHORIZED');
    expectError(await t.call('POST', '/api/auth/v1/mfa/totp/setup'), 401, 'UNAUTHORIZED');
    expectError(await t.call('DELETE', '/api/auth/v1/mfa/passkeys/someone-elses', { token: t.tokenFor('owner') }), 404, 'PASSKEY_NOT_FOUND');
    expectError(await finish(t, { challengeId: '00000000-0000-4000-8000-000000000000', code: '123456' }), 401, 'MFA_CHALLENGE_INVALID');
    expectError(await t.call('POST', '/api/auth/v1/login/mfa/setup', { body: { challengeId: '00000000-0000-4000-8000-000000000000' } }), 401, 'MFA_CHALLENGE_INVALID');
  });
});
