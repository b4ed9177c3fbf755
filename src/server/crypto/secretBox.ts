/**
 * secretBox: AES-256-GCM for secrets kept in the database (device passwords, biometric templates).
 * Key: DATA_ENCRYPTION_KEY (base64 of 32 bytes) when set, else HKDF-SHA256 of the token secret, so an installation
 * without the variable still encrypts with a key that survives restarts (the token secret is kept under DATA_DIR).
 * Stored form: `v1:` + base64url(iv 12 bytes | tag 16 bytes | ciphertext); the version lets a later key rotation
 * tell old values apart.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { resolveTokenSecret } from '../auth/tokenSecret';
import { loadConfig } from '../config';

const PREFIX = 'v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

let key: Buffer | undefined;

/** The key from DATA_ENCRYPTION_KEY, or derived from the token secret. Throws on a malformed variable (stop at start). */
export function deriveSecretKey(tokenSecret: string, env: NodeJS.ProcessEnv = process.env): Buffer {
  const given = env.DATA_ENCRYPTION_KEY?.trim();
  if (given) {
    const raw = Buffer.from(given, 'base64');
    if (raw.length !== 32) throw new Error('DATA_ENCRYPTION_KEY must be the base64 of 32 bytes');
    return raw;
  }
  return Buffer.from(hkdfSync('sha256', tokenSecret, 'hr-dashboard', 'data-encryption-key v1', 32));
}

/** Called by buildApp with the app's token secret; scripts that never call it get the key of loadConfig(). */
export function configureSecretBox(tokenSecret: string, env: NodeJS.ProcessEnv = process.env): void {
  key = deriveSecretKey(tokenSecret, env);
}

function currentKey(): Buffer {
  if (!key) key = deriveSecretKey(resolveTokenSecret(loadConfig()));
  return key;
}

export function encryptSecret(plain: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', currentKey(), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** Throws when the value was not made by encryptSecret with this key (tampered, or another key). */
export function decryptSecret(stored: string): string {
  if (!stored.startsWith(PREFIX)) throw new Error('not an encrypted secret');
  const raw = Buffer.from(stored.slice(PREFIX.length), 'base64url');
  if (raw.length < IV_BYTES + TAG_BYTES) throw new Error('encrypted secret too short');
  const decipher = createDecipheriv('aes-256-gcm', currentKey(), raw.subarray(0, IV_BYTES));
  decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
}

/** Whether a stored value looks encrypted (to encrypt rows written before a field became secret). */
export function isEncryptedSecret(stored: unknown): boolean {
  return typeof stored === 'string' && stored.startsWith(PREFIX);
}
