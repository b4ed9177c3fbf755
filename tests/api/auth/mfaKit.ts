import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { userMfa } from '../../../src/server/db/schema';
import { PASSWORD } from '../../helpers/fixture';
import { dataOf } from '../../helpers/expectations';
import type { TestApp } from '../../helpers/testApp';

/** What an authenticator app shows now for this secret. */
export const codeOf = (secret: string): Promise<string> => generate({ secret });

export interface Step { mfaRequired?: boolean; mfaEnrolmentRequired?: boolean; challengeId: string; methods: string[]; accessToken?: string }

export const login = (t: TestApp, username: string, password = PASSWORD) => t.call('POST', '/api/auth/v1/login', { body: { username, password } });

export async function loginStep(t: TestApp, username: string): Promise<Step> {
  return dataOf<Step>(await login(t, username));
}

export const finish = (t: TestApp, body: Record<string, unknown>) => t.call('POST', '/api/auth/v1/login/mfa', { body });

/** Enrols a signed-in person: returns the secret and the recovery codes. */
export async function enrol(t: TestApp, token: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  const { secret } = dataOf<{ secret: string }>(await t.call('POST', '/api/auth/v1/mfa/totp/setup', { token }));
  const { recoveryCodes } = dataOf<{ recoveryCodes: string[] }>(
    await t.call('POST', '/api/auth/v1/mfa/totp/confirm', { token, body: { code: await codeOf(secret) } }),
  );
  return { secret, recoveryCodes };
}

/**
 * The next 30-second step without waiting for it: forgets which step was used last, so the code of this step is
 * fresh again (the replay tests use a code twice on purpose, without this).
 */
export async function nextStep(t: TestApp, userId: string): Promise<void> {
  await t.db.update(userMfa).set({ lastStep: null }).where(eq(userMfa.userId, userId));
}
