/**
 * Ten single-use recovery codes, shown once. Each holds 60 random bits (12 characters of Crockford's base32 in three
 * groups); below the 112 bits that would allow a plain hash, so each is stored as a salted scrypt hash (ASVS 6.5.2),
 * with a cost lower than passwords' since a check may try all ten.
 */
import { randomBytes, scrypt as scryptCb } from 'node:crypto';
import { promisify } from 'node:util';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mfaRecoveryCodes } from '../../db/schema';
import { verifyPassword } from '../password';


const scrypt = promisify(scryptCb) as (pw: string, salt: Buffer, len: number, opts: object) => Promise<Buffer>;
const PARAMS = { N: 2 ** 14, r: 8, p: 1 };
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const RECOVERY_CODE_COUNT = 10;

function randomCode(): string {
  const bytes = randomBytes(12);
  const chars = Array.from(bytes, (b) => ALPHABET[b & 31]);
  return [chars.slice(0, 4), chars.slice(4, 8), chars.slice(8, 12)].map((g) => g.join('')).join('-');
}

/** Upper case, no spaces or dashes; I/L read as 1 and O as 0 (Crockford), so a code typed from paper still matches. */
export const normalizeRecoveryCode = (code: string): string =>
  code.toUpperCase().replace(/[\s-]/g, '').replace(/[IL]/g, '1').replace(/O/g, '0');

/** The `scrypt$N$r$p$salt$hash` form of password.ts, so verifyPassword checks it. */
async function hashCode(code: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(normalizeRecoveryCode(code), salt, 32, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** New codes (plain, to show once) and their hashes; hash before any transaction (scrypt is slow). */
export async function newRecoveryCodes(): Promise<{ plain: string[]; hashes: string[] }> {
  const plain = Array.from({ length: RECOVERY_CODE_COUNT }, randomCode);
  return { plain, hashes: await Promise.all(plain.map(hashCode)) };
}

/** Every earlier code stops working. */
export async function replaceRecoveryCodes(tx: Db, userId: string, hashes: string[]): Promise<void> {
  await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
  await tx.insert(mfaRecoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
}

export async function remainingRecoveryCodes(db: Db, userId: string): Promise<number> {
  const rows = await db.select({ id: mfaRecoveryCodes.id }).from(mfaRecoveryCodes).where(and(eq(mfaRecoveryCodes.userId, userId), isNull(mfaRecoveryCodes.usedAt)));
  return rows.length;
}

/**
 * Spends a code: true when it matched an unused one. The spend is a conditional update, so two requests racing with
 * the same code cannot both succeed.
 */
export async function spendRecoveryCode(db: Db, userId: string, code: string): Promise<boolean> {
  const normalized = normalizeRecoveryCode(code);
  if (!/^[0-9A-Z]{12}$/.test(normalized)) return false;
  const unused = await db.select({ id: mfaRecoveryCodes.id, codeHash: mfaRecoveryCodes.codeHash }).from(mfaRecoveryCodes)
    .where(and(eq(mfaRecoveryCodes.userId, userId), isNull(mfaRecoveryCodes.usedAt)));
  for (const row of unused) {
    if (!(await verifyPassword(normalized, row.codeHash))) continue;
    const spent = await db.update(mfaRecoveryCodes).set({ usedAt: new Date() })
      .where(and(eq(mfaRecoveryCodes.id, row.id), isNull(mfaRecoveryCodes.usedAt))).returning({ id: mfaRecoveryCodes.id });
    return spent.length === 1;
  }
  return false;
}
