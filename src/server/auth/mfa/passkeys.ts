/**
 * Passkeys (WebAuthn, @simplewebauthn/server 14) as a second factor: registered by a signed-in person, offered at the
 * sign-in step instead of a code. Attestation `none` (no vendor check: the passkey proves possession, not make);
 * user verification preferred. The ceremony's challenge is kept on an auth_challenges row.
 */
import {
  generateAuthenticationOptions, generateRegistrationOptions, verifyAuthenticationResponse, verifyRegistrationResponse,
  type AuthenticationResponseJSON, type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { webauthnCredentials } from '../../db/schema';
import type { UserRow } from '../authContext';
import { relyingParty } from './relyingParty';

const RP_NAME = 'HR Dashboard';

async function credentialsOf(db: Db, userId: string) {
  return db.select().from(webauthnCredentials).where(eq(webauthnCredentials.userId, userId));
}

export async function registrationOptions(db: Db, request: FastifyRequest, publicUrl: string, user: UserRow, companyName: string) {
  const { rpID } = relyingParty(request, publicUrl);
  const existing = await credentialsOf(db, user.id);
  return generateRegistrationOptions({
    rpName: RP_NAME, rpID, userName: `${user.username} (${companyName})`, userDisplayName: `${user.firstName} ${user.lastName}`.trim(),
    userID: new TextEncoder().encode(user.id), attestationType: 'none',
    excludeCredentials: existing.map((c) => ({ id: c.id, transports: c.transports })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
}

/** Verifies a registration against the stored challenge and keeps the credential; false when it does not verify. */
export async function registerPasskey(
  db: Db, request: FastifyRequest, publicUrl: string, user: UserRow, expectedChallenge: string, response: unknown, name: string,
): Promise<boolean> {
  const { rpID, origins } = relyingParty(request, publicUrl);
  let verified;
  try {
    verified = await verifyRegistrationResponse({
      response: response as RegistrationResponseJSON, expectedChallenge, expectedOrigin: origins, expectedRPID: rpID, requireUserVerification: false,
    });
  } catch {
    return false;
  }
  if (!verified.verified) return false;
  const { credential } = verified.registrationInfo;
  await db.insert(webauthnCredentials).values({
    id: credential.id, userId: user.id, companyId: user.companyId, publicKey: Buffer.from(credential.publicKey).toString('base64url'),
    counter: credential.counter, transports: credential.transports ?? [], name,
  }).onConflictDoNothing();
  return true;
}

export async function authenticationOptions(db: Db, request: FastifyRequest, publicUrl: string, userId: string) {
  const { rpID } = relyingParty(request, publicUrl);
  const existing = await credentialsOf(db, userId);
  return generateAuthenticationOptions({ rpID, userVerification: 'preferred', allowCredentials: existing.map((c) => ({ id: c.id, transports: c.transports })) });
}

/** An assertion by one of the person's passkeys over the expected challenge; the counter moves on. */
export async function verifyPasskeyAssertion(
  db: Db, request: FastifyRequest, publicUrl: string, userId: string, expectedChallenge: string, response: unknown,
): Promise<boolean> {
  const id = (response as { id?: unknown } | undefined)?.id;
  if (typeof id !== 'string') return false;
  const [stored] = await db.select().from(webauthnCredentials).where(and(eq(webauthnCredentials.id, id), eq(webauthnCredentials.userId, userId))).limit(1);
  if (!stored) return false;
  const { rpID, origins } = relyingParty(request, publicUrl);
  try {
    const result = await verifyAuthenticationResponse({
      response: response as AuthenticationResponseJSON, expectedChallenge, expectedOrigin: origins, expectedRPID: rpID, requireUserVerification: false,
      credential: { id: stored.id, publicKey: new Uint8Array(Buffer.from(stored.publicKey, 'base64url')), counter: stored.counter, transports: stored.transports as never },
    });
    if (!result.verified) return false;
    await db.update(webauthnCredentials).set({ counter: result.authenticationInfo.newCounter, lastUsedAt: new Date() }).where(eq(webauthnCredentials.id, stored.id));
    return true;
  } catch {
    return false;
  }
}
