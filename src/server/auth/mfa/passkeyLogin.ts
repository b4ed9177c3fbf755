import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserRow } from '../authContext';
import type { Challenge } from './challenges';
import { verifyPasskeyAssertion } from './passkeys';

/** A passkey assertion at the sign-in step: true when one of the person's passkeys signed this step's challenge. */
export async function verifyLoginPasskey(
  api: FastifyInstance, request: FastifyRequest, challenge: Challenge, user: UserRow, response: Record<string, unknown> | undefined,
): Promise<boolean> {
  if (!response || !challenge.data.webauthn) return false;
  return verifyPasskeyAssertion(api.db, request, api.config.publicUrl, user.id, challenge.data.webauthn, response);
}
