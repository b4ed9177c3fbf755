import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { companies, users } from '../../db/schema';
import { ApiError, fieldError } from '../../http/apiError';
import { canUseDashboard, isKnownRole, isOwnerLevel } from '../../../shared/roles';
import type { UserRow } from '../authContext';
import { loginAnswer } from '../loginAnswer';
import { readMaintenance } from '../maintenance';
import type { TokenService } from '../tokens';
import { consumeChallenge, readChallenge, recordChallengeFailure, type Challenge, type ChallengePurpose } from './challenges';
import { spendTotpCode } from './mfaAccount';
import { spendRecoveryCode } from './recoveryCodes';
import { confirmTotpEnrolment, startTotpEnrolment } from './totpEnrolment';
import { verifyLoginPasskey } from './passkeyLogin';
import { stepThrottle } from './stepThrottle';

const tags = ['auth'];
const challengeId = { type: 'string', format: 'uuid' } as const;
const code = { type: 'string', minLength: 1, maxLength: 20 } as const;

const MFA_BODY = {
  type: 'object',
  additionalProperties: false,
  required: ['challengeId'],
  oneOf: [{ required: ['code'] }, { required: ['recoveryCode'] }, { required: ['webauthn'] }],
  properties: {
    challengeId,
    code: { ...code, description: 'a current 6-digit code of the authenticator app' },
    recoveryCode: { type: 'string', minLength: 1, maxLength: 40, description: 'one of the recovery codes (spent)' },
    webauthn: { type: 'object', description: 'the passkey assertion (navigator.credentials.get), as @simplewebauthn/browser gives it' },
  },
} as const;

interface MfaBody { challengeId: string; code?: string; recoveryCode?: string; webauthn?: Record<string, unknown> }

const invalidChallenge = () => new ApiError(401, 'MFA_CHALLENGE_INVALID');

/** The person of a live step, still allowed in (deactivated or demoted meanwhile: refused as at the first step). */
async function stepUser(api: FastifyInstance, id: string, purposes: ChallengePurpose[]): Promise<{ challenge: Challenge; user: UserRow; companyName: string }> {
  const challenge = await readChallenge(api.db, id, purposes);
  if (!challenge) throw invalidChallenge();
  const [row] = await api.db.select({ user: users, companyName: companies.name }).from(users)
    .innerJoin(companies, eq(companies.id, users.companyId)).where(eq(users.id, challenge.userId)).limit(1);
  if (!row || !row.user.active || !row.user.passwordHash) throw new ApiError(401, 'loginError');
  if (!isKnownRole(row.user.role) || !canUseDashboard(row.user.role)) throw new ApiError(403, 'NOT_ADMIN');
  if (!isOwnerLevel(row.user.role) && (await readMaintenance(api.db)).maintenance) throw new ApiError(503, 'MAINTENANCE');
  return { challenge, user: row.user, companyName: row.companyName };
}

/** A wrong answer counts against the step (five end it), then the caller's error goes out. */
async function failStep(api: FastifyInstance, challenge: Challenge, throttle: { fail(): Promise<void> }, code: string, field: string): Promise<never> {
  await recordChallengeFailure(api.db, challenge);
  await throttle.fail();
  throw new ApiError(401, code, { errors: [fieldError(field, code)] });
}

/**
 * The second step of a sign-in (POST /auth/v1/login answered `mfaRequired` or `mfaEnrolmentRequired`): finish it with a
 * code, a recovery code or a passkey, or enrol an authenticator first when the company requires one.
 */
export async function loginMfaRoutes(api: FastifyInstance, opts: { tokens: TokenService }): Promise<void> {
  api.post<{ Body: MfaBody }>('/auth/v1/login/mfa', {
    config: { public: true },
    schema: { tags, summary: 'Finish a sign-in with a second factor: a code, a recovery code or a passkey', body: MFA_BODY, security: [] },
  }, async (request, reply) => {
    const { challenge, user } = await stepUser(api, request.body.challengeId, ['mfa-login']);
    const throttle = stepThrottle(api, request, reply, user.id);
    await throttle.check();
    const { code: totp, recoveryCode, webauthn } = request.body;
    if (totp !== undefined) {
      const check = await spendTotpCode(api.db, user.id, totp, true);
      if (!check.ok) await failStep(api, challenge, throttle, check.reason === 'MFA_NOT_ENABLED' ? 'MFA_CODE_INVALID' : check.reason, 'code');
    } else if (recoveryCode !== undefined) {
      if (!(await spendRecoveryCode(api.db, user.id, recoveryCode))) await failStep(api, challenge, throttle, 'RECOVERY_CODE_INVALID', 'recoveryCode');
    } else if (!(await verifyLoginPasskey(api, request, challenge, user, webauthn))) {
      await failStep(api, challenge, throttle, 'PASSKEY_INVALID', 'webauthn');
    }
    if (!(await consumeChallenge(api.db, challenge.id))) throw invalidChallenge();
    await throttle.succeed();
    return { data: loginAnswer(opts.tokens, user) };
  });

  api.post<{ Body: { challengeId: string } }>('/auth/v1/login/mfa/setup', {
    config: { public: true },
    schema: {
      tags, security: [],
      summary: 'Sign-in enrolment step: a new authenticator secret (otpauth URI, QR code, base32) for the person the company requires it of',
      body: { type: 'object', additionalProperties: false, required: ['challengeId'], properties: { challengeId } },
    },
  }, async (request) => {
    const { user, companyName } = await stepUser(api, request.body.challengeId, ['mfa-enrol']);
    return { data: await startTotpEnrolment(api.db, user, companyName) };
  });

  api.post<{ Body: { challengeId: string; code: string } }>('/auth/v1/login/mfa/confirm', {
    config: { public: true },
    schema: {
      tags, security: [],
      summary: 'Sign-in enrolment step: a code from the new authenticator enables it and finishes the sign-in; the answer adds ten recovery codes, shown once',
      body: { type: 'object', additionalProperties: false, required: ['challengeId', 'code'], properties: { challengeId, code } },
    },
  }, async (request, reply) => {
    const { challenge, user } = await stepUser(api, request.body.challengeId, ['mfa-enrol']);
    const throttle = stepThrottle(api, request, reply, user.id);
    await throttle.check();
    let recoveryCodes: string[];
    try {
      recoveryCodes = await confirmTotpEnrolment(api.db, user, request.body.code, 401);
    } catch (err) {
      if (err instanceof ApiError && err.statusCode === 401) {
        await recordChallengeFailure(api.db, challenge);
        await throttle.fail();
      }
      throw err;
    }
    if (!(await consumeChallenge(api.db, challenge.id))) throw invalidChallenge();
    await throttle.succeed();
    return { data: { ...loginAnswer(opts.tokens, user), recoveryCodes } };
  });
}
