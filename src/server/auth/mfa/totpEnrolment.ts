import type { Db } from '../../db/client';
import type { UserRow } from '../authContext';
import { ApiError, fieldError } from '../../http/apiError';
import { confirmTotp, storePendingSecret, spendTotpCode } from './mfaAccount';
import { newRecoveryCodes, replaceRecoveryCodes } from './recoveryCodes';
import { newTotpSecret, qrDataUrl, totpUri } from './totp';

export interface TotpSetup {
  /** the otpauth:// key URI */
  otpauthUrl: string;
  /** the same URI as a PNG QR code, a data: URL */
  qrCode: string;
  /** base32, for typing into an app that cannot scan */
  secret: string;
}

/** A fresh secret for the person (not enabled until a code from it is confirmed). */
export async function startTotpEnrolment(db: Db, user: UserRow, companyName: string): Promise<TotpSetup> {
  const secret = newTotpSecret();
  await storePendingSecret(db, user, secret);
  const otpauthUrl = totpUri(secret, `${companyName}:${user.username}`);
  return { otpauthUrl, qrCode: await qrDataUrl(otpauthUrl), secret };
}

/**
 * A code from the app proves it holds the secret: TOTP is enabled and ten new recovery codes come back (shown once).
 * 409 MFA_SETUP_NOT_STARTED without a pending secret; 400 MFA_CODE_INVALID on a wrong code.
 */
export async function confirmTotpEnrolment(db: Db, user: UserRow, code: string, status = 400): Promise<string[]> {
  const check = await spendTotpCode(db, user.id, code, false);
  if (!check.ok) {
    if (check.reason === 'MFA_NOT_ENABLED') throw new ApiError(409, 'MFA_SETUP_NOT_STARTED');
    throw new ApiError(status, check.reason, { errors: [fieldError('code', check.reason)] });
  }
  const codes = await newRecoveryCodes();
  await db.transaction(async (tx) => {
    await confirmTotp(tx, user.id);
    await replaceRecoveryCodes(tx, user.id, codes.hashes);
  });
  return codes.plain;
}
