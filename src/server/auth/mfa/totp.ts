/**
 * TOTP (RFC 6238) with otplib 13: 6 digits, 30-second steps, SHA-1 (what every authenticator app reads from a QR
 * code), one step of drift either side. The accepted step is returned so the caller can refuse it next time (replay).
 */
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

const PERIOD = 30;
const ISSUER = 'HR Dashboard';

export const newTotpSecret = (): string => generateSecret({ length: 20 });

/** The otpauth:// key URI the QR code holds; the label names the company and the person. */
export function totpUri(secret: string, label: string): string {
  return generateURI({ issuer: ISSUER, label, secret, algorithm: 'sha1', digits: 6, period: PERIOD });
}

export const qrDataUrl = (uri: string): Promise<string> => QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 1, width: 220 });

export type TotpCheck = { ok: true; step: number } | { ok: false; reason: 'MFA_CODE_INVALID' | 'MFA_CODE_REUSED' };

/** Checks `code` at `now`; a code of a step at or before `lastStep` (already used) is refused as reused. */
export async function checkTotp(secret: string, code: string, lastStep: number | null, now = Date.now()): Promise<TotpCheck> {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return { ok: false, reason: 'MFA_CODE_INVALID' };
  const result = await verify({ secret, token, epoch: Math.floor(now / 1000), epochTolerance: PERIOD, period: PERIOD, digits: 6, algorithm: 'sha1' });
  if (!result.valid || !('timeStep' in result)) return { ok: false, reason: 'MFA_CODE_INVALID' };
  if (lastStep !== null && result.timeStep <= lastStep) return { ok: false, reason: 'MFA_CODE_REUSED' };
  return { ok: true, step: result.timeStep };
}
