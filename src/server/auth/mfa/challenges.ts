/**
 * Sign-in steps and WebAuthn ceremonies in flight, in auth_challenges (shared by every server process). A row is
 * single-use: finishing deletes it, and the delete is the proof no other request finished it first. `challenge`
 * holds a small JSON object: the WebAuthn challenge when there is one, and the wrong answers given so far.
 */
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authChallenges } from '../../db/schema';

export type ChallengePurpose = 'mfa-login' | 'mfa-enrol' | 'webauthn-register';

export interface ChallengeData {
  /** base64url WebAuthn challenge, when a passkey ceremony was started on this row */
  webauthn?: string;
  failures?: number;
}

export interface Challenge {
  id: string;
  userId: string;
  purpose: ChallengePurpose;
  data: ChallengeData;
}

/** A sign-in step lives five minutes; after five wrong answers the password must be given again. */
export const CHALLENGE_TTL_MS = 5 * 60_000;
export const MAX_CHALLENGE_FAILURES = 5;

const parse = (text: string): ChallengeData => {
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' ? (value as ChallengeData) : {};
  } catch {
    return {};
  }
};

export async function createChallenge(db: Db, userId: string, purpose: ChallengePurpose, data: ChallengeData = {}, now = new Date()): Promise<string> {
  // expired rows are dropped as new ones come (indexed by expiry), so the table stays small without a job
  await db.delete(authChallenges).where(lt(authChallenges.expiresAt, now));
  const [row] = await db.insert(authChallenges)
    .values({ userId, purpose, challenge: JSON.stringify(data), expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS) })
    .returning({ id: authChallenges.id });
  return row.id;
}

/** The live challenge of this purpose, or null (unknown, expired, used, or another purpose). */
export async function readChallenge(db: Db, id: string, purposes: ChallengePurpose[], now = new Date()): Promise<Challenge | null> {
  const [row] = await db.select().from(authChallenges).where(and(eq(authChallenges.id, id), gt(authChallenges.expiresAt, now))).limit(1);
  if (!row || !row.userId || !purposes.includes(row.purpose as ChallengePurpose)) return null;
  return { id: row.id, userId: row.userId, purpose: row.purpose as ChallengePurpose, data: parse(row.challenge) };
}

export async function updateChallenge(db: Db, challenge: Challenge, data: ChallengeData): Promise<void> {
  await db.update(authChallenges).set({ challenge: JSON.stringify(data) }).where(eq(authChallenges.id, challenge.id));
}

/** Ends the challenge; false when another request ended it first. */
export async function consumeChallenge(db: Db, id: string): Promise<boolean> {
  const deleted = await db.delete(authChallenges).where(eq(authChallenges.id, id)).returning({ id: authChallenges.id });
  return deleted.length === 1;
}

/** One more wrong answer; the fifth ends the step (the person starts again with the password). */
export async function recordChallengeFailure(db: Db, challenge: Challenge): Promise<void> {
  const failures = (challenge.data.failures ?? 0) + 1;
  if (failures >= MAX_CHALLENGE_FAILURES) await consumeChallenge(db, challenge.id);
  else await updateChallenge(db, challenge, { ...challenge.data, failures });
}
