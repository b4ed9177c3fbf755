import { createSigner, createVerifier, TokenError } from 'fast-jwt';
import { ApiError, unauthorized } from '../http/apiError';

/** Claims of our access tokens: user, company, role, token version (bumped to revoke). */
export interface TokenClaims {
  sub: string;
  cid: string;
  role: string;
  tv: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISSUER = 'hr-dashboard';
const AUDIENCE = 'hr-dashboard-api';
export const TOOL_AUDIENCE_PREFIX = 'hr-dashboard-tool:';

export interface TokenService {
  sign(claims: TokenClaims): string;
  /** the claims, or ApiError 401 TOKEN_EXPIRED / UNAUTHORIZED */
  verify(token: string): TokenClaims;
  /** a 5-minute token for one external tool (audience `hr-dashboard-tool:<tool>`), never accepted by this API */
  signForTool(tool: string, claims: Pick<TokenClaims, 'sub' | 'cid'>): string;
}

/** HS256 only (algorithm allowlist: no `none`, no key confusion), with exp, iss and aud checked (ASVS 9.1, 9.2). */
export function createTokenService(secret: string, ttlSeconds: number): TokenService {
  const signer = createSigner({ key: secret, algorithm: 'HS256', expiresIn: ttlSeconds * 1000, iss: ISSUER, aud: AUDIENCE });
  const verifier = createVerifier({
    key: secret,
    algorithms: ['HS256'],
    allowedIss: ISSUER,
    allowedAud: AUDIENCE,
    // fast-jwt checks aud and iss only when the token carries them: required, so a token without them is refused
    requiredClaims: ['exp', 'iss', 'aud', 'sub', 'cid', 'tv'],
  });
  const toolSigners = new Map<string, (payload: Record<string, unknown>) => string>();
  return {
    sign: (claims) => signer({ ...claims }),
    signForTool(tool, claims) {
      let toolSigner = toolSigners.get(tool);
      if (!toolSigner) {
        toolSigner = createSigner({ key: secret, algorithm: 'HS256', expiresIn: 5 * 60_000, iss: ISSUER, aud: `${TOOL_AUDIENCE_PREFIX}${tool}` });
        toolSigners.set(tool, toolSigner);
      }
      return toolSigner({ ...claims });
    },
    verify(token) {
      let payload: Record<string, unknown>;
      try {
        payload = verifier(token) as Record<string, unknown>;
      } catch (err) {
        if (err instanceof TokenError && err.code === TokenError.codes.expired) throw unauthorized('TOKEN_EXPIRED');
        throw unauthorized();
      }
      const { sub, cid, role, tv } = payload;
      if (typeof sub !== 'string' || !UUID.test(sub) || typeof cid !== 'string' || !UUID.test(cid) || typeof role !== 'string' || typeof tv !== 'number') {
        throw new ApiError(401, 'UNAUTHORIZED');
      }
      return { sub, cid, role, tv };
    },
  };
}
