import type { Db } from '../../db/client';
import type { UserRow } from '../authContext';
import { createChallenge } from './challenges';
import { hasSecondFactor, mfaMethods, readMfaAccount } from './mfaAccount';

export type SecondFactorStep =
  | { mfaRequired: true; challengeId: string; methods: string[] }
  | { mfaEnrolmentRequired: true; challengeId: string; methods: string[] };

/**
 * After a right password: the second-factor step this account must pass, or null when it signs in at once. An account
 * with a second factor is asked for it; one whose role the company requires it of, and that has none, must enrol
 * first (never let in without one).
 */
export async function secondFactorStep(db: Db, user: UserRow): Promise<SecondFactorStep | null> {
  const account = await readMfaAccount(db, user);
  if (hasSecondFactor(account)) {
    return { mfaRequired: true, challengeId: await createChallenge(db, user.id, 'mfa-login'), methods: mfaMethods(account) };
  }
  if (account.required) {
    return { mfaEnrolmentRequired: true, challengeId: await createChallenge(db, user.id, 'mfa-enrol'), methods: ['totp'] };
  }
  return null;
}
