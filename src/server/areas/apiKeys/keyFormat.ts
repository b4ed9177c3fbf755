import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * An open API key as its holder sends it: `hrk_<prefix>_<secret>` — `hrk_` says what it is (secret scanners can match
 * it), the prefix finds its row, the secret proves it. Only the secret's SHA-256 is kept: a key is 256 random bits,
 * so a fast hash is enough (there is nothing to guess), and the lookup by prefix is constant in cost.
 */
const PATTERN = /^hrk_([a-z0-9]{12})_([A-Za-z0-9_-]{43})$/;

export const isApiKeyText = (text: string): boolean => text.startsWith('hrk_');

export function newApiKey(): { key: string; prefix: string; secretHash: string } {
  const prefix = randomBytes(9).toString('base64url').toLowerCase().replace(/[^a-z0-9]/g, '0').slice(0, 12).padEnd(12, '0');
  const secret = randomBytes(32).toString('base64url');
  return { key: `hrk_${prefix}_${secret}`, prefix, secretHash: hashSecret(secret) };
}

export const hashSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');

export function parseApiKey(text: string): { prefix: string; secret: string } | null {
  const m = PATTERN.exec(text);
  return m ? { prefix: m[1], secret: m[2] } : null;
}

/** constant-time comparison of the sent secret's hash with the stored one */
export function secretMatches(secret: string, storedHash: string): boolean {
  const a = Buffer.from(hashSecret(secret), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
