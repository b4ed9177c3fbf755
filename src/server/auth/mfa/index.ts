import type { FastifyInstance } from 'fastify';
import type { TokenService } from '../tokens';
import { accountMfaRoutes } from './accountMfaRoutes';
import { companyMfaRoutes } from './companyMfaRoutes';
import { loginMfaRoutes } from './loginMfaRoutes';
import { passkeyRoutes } from './passkeyRoutes';

/** Multi-factor sign-in (issue 21): the sign-in step, one's own factors, the company's policy. */
export async function mfaRoutes(api: FastifyInstance, opts: { tokens: TokenService }): Promise<void> {
  await api.register(loginMfaRoutes, opts);
  await api.register(accountMfaRoutes);
  await api.register(companyMfaRoutes);
  await api.register(passkeyRoutes);
}

export { DEFAULT_MFA_REQUIRED_ROLES } from './mfaPolicy';
export { secondFactorStep } from './loginStep';
export { requireReauth } from './reauth';
