import { randomBytes } from 'node:crypto';
import { hashPassword } from './password';

let dummy: Promise<string> | undefined;

/**
 * A hash of a random password, verified against when the account does not exist, so an unknown username costs the
 * same scrypt time as a wrong password (no user enumeration by timing).
 */
export function dummyPasswordHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(18).toString('base64'));
  return dummy;
}
