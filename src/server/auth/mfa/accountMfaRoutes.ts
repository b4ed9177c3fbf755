import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { writeAudit } from '../../audit/auditLog';
import { mfaRecoveryCodes, userMfa, webauthnCredentials } from '../../db/schema';
import { ApiError } from '../../http/apiError';
import { requireAuth } from '../authContext';
import { readMfaAccount } from './mfaAccount';
import { requireReauth, type ReauthInput } from './reauth';
import { newRecoveryCodes, remainingRecoveryCodes, replaceRecoveryCodes } from './recoveryCodes';
import { confirmTotpEnrolment, startTotpEnrolment } from './totpEnrolment';

const tags = ['auth'];
const REAUTH_BODY = {
  type: 'object',
  additionalProperties: false,
  properties: {
    currentPassword: { type: 'string', maxLength: 200, description: 'the current password (re-authentication)' },
    code: { type: 'string', maxLength: 20, description: 'a current authenticator code, required while TOTP is enabled' },
  },
} as const;

/**
 * The signed-in person's own second factors (/profile › Security): every dashboard user, always on their own row.
 * Turning them off or renewing recovery codes asks for the password and a code again.
 */
export async function accountMfaRoutes(api: FastifyInstance): Promise<void> {
  api.get('/auth/v1/mfa', {
    config: { authOnly: true },
    schema: { tags, summary: 'My second factors: authenticator on, recovery codes left, passkeys, and whether my company requires one' },
  }, async (request) => {
    const { user } = requireAuth(request.auth);
    const account = await readMfaAccount(api.db, user);
    const passkeys = await api.db
      .select({ id: webauthnCredentials.id, name: webauthnCredentials.name, createdAt: webauthnCredentials.createdAt, lastUsedAt: webauthnCredentials.lastUsedAt })
      .from(webauthnCredentials).where(eq(webauthnCredentials.userId, user.id)).orderBy(webauthnCredentials.createdAt);
    return {
      data: {
        totpEnabled: account.totpEnabled,
        recoveryCodesLeft: account.totpEnabled ? await remainingRecoveryCodes(api.db, user.id) : 0,
        required: account.required,
        passkeys,
      },
    };
  });

  api.post('/auth/v1/mfa/totp/setup', {
    config: { authOnly: true },
    schema: { tags, summary: 'Start enrolling an authenticator app: otpauth URI, QR code (data: URL) and base32 secret; 409 MFA_ALREADY_ENABLED when one is on' },
  }, async (request) => {
    const { user, company } = requireAuth(request.auth);
    if ((await readMfaAccount(api.db, user)).totpEnabled) throw new ApiError(409, 'MFA_ALREADY_ENABLED');
    return { data: await startTotpEnrolment(api.db, user, company.name) };
  });

  api.post<{ Body: { code: string } }>('/auth/v1/mfa/totp/confirm', {
    config: { authOnly: true },
    schema: {
      tags,
      summary: 'Enable the authenticator with a code from it; answers ten single-use recovery codes, shown only this once',
      body: { type: 'object', additionalProperties: false, required: ['code'], properties: { code: { type: 'string', minLength: 1, maxLength: 20 } } },
    },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const recoveryCodes = await confirmTotpEnrolment(api.db, auth.user, request.body.code);
    await writeAudit(api.db, auth, { entity: 'users', entityId: auth.user.id, action: 'update', changes: { mfa: { from: 'off', to: 'totp' } } });
    return { data: { enabled: true, recoveryCodes } };
  });

  api.post<{ Body: ReauthInput }>('/auth/v1/mfa/totp/disable', {
    config: { authOnly: true },
    schema: { tags, summary: 'Turn the authenticator off (recovery codes go with it): current password and a current code required', body: REAUTH_BODY },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    if (!(await readMfaAccount(api.db, auth.user)).totpEnabled) throw new ApiError(409, 'MFA_NOT_ENABLED');
    await requireReauth(api.db, auth.user, request.body);
    await api.db.transaction(async (tx) => {
      await tx.delete(userMfa).where(eq(userMfa.userId, auth.user.id));
      await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, auth.user.id));
      await writeAudit(tx, auth, { entity: 'users', entityId: auth.user.id, action: 'update', changes: { mfa: { from: 'totp', to: 'off' } } });
    });
    return { data: { enabled: false } };
  });

  api.post<{ Body: ReauthInput }>('/auth/v1/mfa/recovery-codes', {
    config: { authOnly: true },
    schema: { tags, summary: 'Ten new recovery codes (the old ones stop working): current password and a current code required', body: REAUTH_BODY },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    if (!(await readMfaAccount(api.db, auth.user)).totpEnabled) throw new ApiError(409, 'MFA_NOT_ENABLED');
    await requireReauth(api.db, auth.user, request.body);
    const codes = await newRecoveryCodes();
    await api.db.transaction((tx) => replaceRecoveryCodes(tx, auth.user.id, codes.hashes));
    return { data: { recoveryCodes: codes.plain } };
  });

  api.delete<{ Params: { id: string } }>('/auth/v1/mfa/passkeys/:id', {
    config: { authOnly: true },
    schema: { tags, summary: 'Remove one of my passkeys', params: { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 1024 } } } },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const removed = await api.db.delete(webauthnCredentials)
      .where(and(eq(webauthnCredentials.id, request.params.id), eq(webauthnCredentials.userId, auth.user.id))).returning({ id: webauthnCredentials.id });
    if (!removed.length) throw new ApiError(404, 'PASSKEY_NOT_FOUND');
    return { data: { removed: true } };
  });
}
