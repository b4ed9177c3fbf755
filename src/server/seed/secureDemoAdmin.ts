import { randomUUID } from 'node:crypto';
import { encryptSecret } from '../crypto/secretBox';
import type { Db } from '../db/client';
import { userMfa, users } from '../db/schema';
import { formatDni } from './dni';

/** The demo administrator who signs in with an authenticator app (issue 21): the demo company leaves MFA optional. */
export const DEMO_SECURE_USERNAME = 'secure';
export const DEMO_SECURE_DNI = formatDni(55_678_901);
/**
 * Published on purpose, like the demo password: `npm start` prints it so anyone can add it to an authenticator app
 * (or type it into one) and try the code step. Base32 of 20 bytes, the authenticator apps' usual length.
 */
export const DEMO_TOTP_SECRET = 'KVKFKRCPJFDE6UKTKRKVIUSFIRAU2T2N';

/** `secure`: an administrator of every unit with the demo password and TOTP already enabled. */
export async function seedSecureDemoAdmin(
  db: Db,
  opts: { companyId: string; passwordHash: string; mainBranch: string; allowedBranches: string[]; emailDomain: string },
): Promise<void> {
  const id = randomUUID();
  await db.insert(users).values({
    id, companyId: opts.companyId, username: DEMO_SECURE_USERNAME, email: `${DEMO_SECURE_USERNAME}@${opts.emailDomain}`,
    passwordHash: opts.passwordHash, role: 'administrator', firstName: 'Irene', lastName: 'Santos Vega',
    position: 'Responsable de seguridad', typeOfDocument: 'DNI', numberOfDocument: DEMO_SECURE_DNI,
    mainBranch: opts.mainBranch, allowedBranches: opts.allowedBranches,
  });
  await db.insert(userMfa).values({ userId: id, companyId: opts.companyId, totpSecret: encryptSecret(DEMO_TOTP_SECRET), confirmedAt: new Date() });
}
