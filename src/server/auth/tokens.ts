import { createSigner, createVerifier, TokenError } from 'fast-jwt';
import { ApiError, unauthorized } from '../http/apiError';

/** Claims of our access tokens: user, company, role, token version (bumped to revoke). */
export interface TokenClaims {
  sub: string;
  cid: string;
  role: string;
  tv: number;
  /** provider staff inside a company's dashboard for support, read-only (issue 24): that company's id */
  sup?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISSUER = 'hr-dashboard';
const AUDIENCE = 'hr-dashboard-api';
export const TOOL_AUDIENCE_PREFIX = 'hr-dashboard-tool:';

/** verified tokens kept in memory (about 500 bytes each) */
const VERIFIED_TOKENS = 10_000;

/**
 * Tokens this process verified, so a session's next requests skip the HMAC and the JSON parse: each kept no longer than
 * its own expiry, the least recently used dropped past VERIFIED_TOKENS; failures are never kept. Keyed by the token
 * itself (the exact string signed). Whether the session still stands (user active, token version) is checked on
 * every request after this (authenticate.ts).
 */
class VerifiedTokens {
  private readonly entries = new Map<string, { claims: TokenClaims; expiresAt: number }>();

  get(token: string): TokenClaims | undefined {
    const hit = this.entries.get(token);
    if (!hit) return undefined;
    this.entries.delete(token);
    if (Date.now() >= hit.expiresAt) return undefined;
    this.entries.set(token, hit); // most recently used last
    return hit.claims;
  }

  set(token: string, claims: TokenClaims, expiresAt: number): void {
    this.entries.set(token, { claims, expiresAt });
    if (this.entries.size > VERIFIED_TOKENS) this.entries.delete(this.entries.keys().next().value as string);
  }
}

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
  const verified = new VerifiedTokens();
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
      const kept = verified.get(token);
      if (kept) return kept;
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
      const sup = typeof payload.sup === 'string' && UUID.test(payload.sup) ? payload.sup : undefined;
      const claims: TokenClaims = sup ? { sub, cid, role, tv, sup } : { sub, cid, role, tv };
      verified.set(token, claims, (payload.exp as number) * 1000);
      return claims;
    },
  };
}
