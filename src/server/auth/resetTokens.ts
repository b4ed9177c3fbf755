import { createHash, randomBytes } from 'node:crypto';

/** Reset links are valid this long (spec: request again when expired). */
export const RESET_TOKEN_TTL_MINUTES = 30;

/** A CSPRNG token for the link (256 bits) and the SHA-256 we store: a database leak gives no usable links. */
export function newResetToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashResetToken(token) };
}

export const hashResetToken = (token: string): string => createHash('sha256').update(token).digest('hex');
