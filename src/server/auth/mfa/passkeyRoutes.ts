import type { FastifyInstance } from 'fastify';
import { writeAudit } from '../../audit/auditLog';
import { ApiError, fieldError } from '../../http/apiError';
import { requireAuth } from '../authContext';
import { consumeChallenge, createChallenge, readChallenge, updateChallenge } from './challenges';
import { authenticationOptions, registerPasskey, registrationOptions } from './passkeys';

const tags = ['auth'];
const challengeId = { type: 'string', format: 'uuid' } as const;

/** Registering a passkey (signed in), and the options of a passkey at the sign-in step (public, with its step). */
export async function passkeyRoutes(api: FastifyInstance): Promise<void> {
  api.post('/auth/v1/mfa/passkeys/options', {
    config: { authOnly: true },
    schema: { tags, summary: 'Start registering a passkey: the options for navigator.credentials.create, and the ceremony\'s challengeId' },
  }, async (request) => {
    const { user, company } = requireAuth(request.auth);
    const options = await registrationOptions(api.db, request, api.config.publicUrl, user, company.name);
    const id = await createChallenge(api.db, user.id, 'webauthn-register', { webauthn: options.challenge });
    return { data: { challengeId: id, options } };
  });

  api.post<{ Body: { challengeId: string; name: string; response: Record<string, unknown> } }>('/auth/v1/mfa/passkeys', {
    config: { authOnly: true },
    schema: {
      tags,
      summary: 'Finish registering a passkey with the browser\'s answer; 400 PASSKEY_INVALID when it does not verify',
      body: {
        type: 'object', additionalProperties: false, required: ['challengeId', 'name', 'response'],
        properties: { challengeId, name: { type: 'string', minLength: 1, maxLength: 80 }, response: { type: 'object' } },
      },
    },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const challenge = await readChallenge(api.db, request.body.challengeId, ['webauthn-register']);
    if (!challenge || challenge.userId !== auth.user.id || !challenge.data.webauthn) throw new ApiError(400, 'MFA_CHALLENGE_INVALID');
    await consumeChallenge(api.db, challenge.id);
    const ok = await registerPasskey(api.db, request, api.config.publicUrl, auth.user, challenge.data.webauthn, request.body.response, request.body.name.trim());
    if (!ok) throw new ApiError(400, 'PASSKEY_INVALID', { errors: [fieldError('response', 'PASSKEY_INVALID')] });
    await writeAudit(api.db, auth, { entity: 'users', entityId: auth.user.id, action: 'update', changes: { passkey: { from: null, to: request.body.name.trim() } } });
    return { data: { registered: true } };
  });

  api.post<{ Body: { challengeId: string } }>('/auth/v1/login/mfa/passkey-options', {
    config: { public: true },
    schema: {
      tags, security: [],
      summary: 'Sign-in step: the options for navigator.credentials.get with the person\'s passkeys',
      body: { type: 'object', additionalProperties: false, required: ['challengeId'], properties: { challengeId } },
    },
  }, async (request) => {
    const challenge = await readChallenge(api.db, request.body.challengeId, ['mfa-login']);
    if (!challenge) throw new ApiError(401, 'MFA_CHALLENGE_INVALID');
    const options = await authenticationOptions(api.db, request, api.config.publicUrl, challenge.userId);
    if (!options.allowCredentials?.length) throw new ApiError(401, 'PASSKEY_INVALID');
    await updateChallenge(api.db, challenge, { ...challenge.data, webauthn: options.challenge });
    return { data: options };
  });
}
