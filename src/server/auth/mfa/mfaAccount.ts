/**
 * One account's second factors as stored: the TOTP row (secret sealed with secretBox), passkeys, and whether the
 * company requires a second factor of the account's role.
 */
import { and, eq, isNotNull, isNull, or, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, userMfa, webauthnCredentials } from '../../db/schema';
import { decryptSecret, encryptSecret } from '../../crypto/secretBox';
import { checkTotp, type TotpCheck } from './totp';

export interface MfaAccount {
  totpEnabled: boolean;
  passkeys: number;
  /** the company requires a second factor of this role */
  required: boolean;
}

/** Whether this account signs in with a second factor (TOTP confirmed or a passkey), and whether it must. */
export async function readMfaAccount(db: Db, user: { id: string; companyId: string; role: string }): Promise<MfaAccount> {
  const [row] = await db
    .select({
      confirmedAt: userMfa.confirmedAt,
      requiredRoles: companies.mfaRequiredRoles,
      passkeys: sql<number>`(select count(*) from ${webauthnCredentials} where ${webauthnCredentials.userId} = ${user.id})`.mapWith(Number),
    })
    .from(companies)
    .leftJoin(userMfa, eq(userMfa.userId, user.id))
    .where(eq(companies.id, user.companyId))
    .limit(1);
  return {
    totpEnabled: !!row?.confirmedAt,
    passkeys: row?.passkeys ?? 0,
    required: (row?.requiredRoles ?? []).includes(user.role),
  };
}

export const hasSecondFactor = (a: MfaAccount): boolean => a.totpEnabled || a.passkeys > 0;

/** The methods offered at the sign-in step. */
export function mfaMethods(a: MfaAccount): string[] {
  return [...(a.totpEnabled ? ['totp', 'recoveryCode'] : []), ...(a.passkeys > 0 ? ['webauthn'] : [])];
}

/** Starts (or restarts) an enrolment: a new secret, not yet confirmed. Refused by the caller when one is confirmed. */
export async function storePendingSecret(db: Db, user: { id: string; companyId: string }, secret: string): Promise<void> {
  const sealed = encryptSecret(secret);
  await db.insert(userMfa).values({ userId: user.id, companyId: user.companyId, totpSecret: sealed, confirmedAt: null, lastStep: null })
    .onConflictDoUpdate({ target: userMfa.userId, set: { totpSecret: sealed, confirmedAt: null, lastStep: null, updatedAt: new Date() }, where: isNull(userMfa.confirmedAt) });
}

/**
 * Checks a code against the stored secret (`confirmed`: the enabled one, or the one being enrolled) and, when it is
 * good, records its step in the same statement that checks no later step was used meanwhile: a replay, even one
 * racing the first use, gets MFA_CODE_REUSED.
 */
export async function spendTotpCode(db: Db, userId: string, code: string, confirmed: boolean, now = Date.now()): Promise<TotpCheck | { ok: false; reason: 'MFA_NOT_ENABLED' }> {
  const [row] = await db.select().from(userMfa)
    .where(and(eq(userMfa.userId, userId), confirmed ? isNotNull(userMfa.confirmedAt) : isNull(userMfa.confirmedAt))).limit(1);
  if (!row) return { ok: false, reason: 'MFA_NOT_ENABLED' };
  const check = await checkTotp(decryptSecret(row.totpSecret), code, row.lastStep, now);
  if (!check.ok) return check;
  const recorded = await db.update(userMfa).set({ lastStep: check.step, updatedAt: new Date() })
    .where(and(eq(userMfa.userId, userId), or(isNull(userMfa.lastStep), lt(userMfa.lastStep, check.step))))
    .returning({ userId: userMfa.userId });
  return recorded.length === 1 ? check : { ok: false, reason: 'MFA_CODE_REUSED' };
}

export async function confirmTotp(db: Db, userId: string): Promise<void> {
  await db.update(userMfa).set({ confirmedAt: new Date(), updatedAt: new Date() }).where(eq(userMfa.userId, userId));
}
