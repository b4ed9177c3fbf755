import type { Db } from '../../db/client';
import { ApiError, fieldError } from '../../http/apiError';
import type { UserRow } from '../authContext';
import { verifyPassword } from '../password';
import { readMfaAccount, spendTotpCode } from './mfaAccount';

export interface ReauthInput {
  currentPassword?: string;
  /** a current TOTP code, required when the account has TOTP enabled */
  code?: string;
}

/**
 * Re-authentication before a sensitive change of one's own account (disabling MFA, new recovery codes, a new e-mail):
 * the current password, and a current code when TOTP is on — a borrowed session alone is not enough (ASVS 6.4.x).
 * 403 REAUTH_REQUIRED when something is missing; 400 WRONG_PASSWORD / MFA_CODE_INVALID / MFA_CODE_REUSED when wrong.
 */
export async function requireReauth(db: Db, user: UserRow, input: ReauthInput, codeField = 'code'): Promise<void> {
  if (!input.currentPassword) throw new ApiError(403, 'REAUTH_REQUIRED', { errors: [fieldError('currentPassword', 'REAUTH_REQUIRED')] });
  const account = await readMfaAccount(db, user);
  if (account.totpEnabled && !input.code) throw new ApiError(403, 'REAUTH_REQUIRED', { errors: [fieldError(codeField, 'REAUTH_REQUIRED')] });
  if (!(await verifyPassword(input.currentPassword, user.passwordHash))) {
    throw new ApiError(400, 'WRONG_PASSWORD', { errors: [fieldError('currentPassword', 'WRONG_PASSWORD')] });
  }
  if (account.totpEnabled && input.code) {
    const check = await spendTotpCode(db, user.id, input.code, true);
    if (!check.ok) throw new ApiError(400, check.reason, { errors: [fieldError(codeField, check.reason)] });
  }
}
