import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenService } from '../../../../src/server/auth/tokens';

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256-0123456789';
const claims = { sub: '11111111-1111-4111-8111-111111111111', cid: '22222222-2222-4222-8222-222222222222', role: 'owner', tv: 1 };
const code = (fn: () => unknown) => {
  try {
    fn();
    return 'ok';
  } catch (err) {
    return (err as { code?: string }).code;
  }
};

afterEach(() => void vi.useRealTimers());

describe('verified tokens kept in memory', () => {
  it('a token verified once still expires on time', () => {
    vi.useFakeTimers({ now: new Date('2026-03-02T10:00:00Z') });
    const tokens = createTokenService(SECRET, 60);
    const token = tokens.sign(claims);
    expect(tokens.verify(token)).toEqual(claims);
    expect(tokens.verify(token)).toEqual(claims); // from memory
    vi.setSystemTime(new Date('2026-03-02T10:01:01Z'));
    expect(code(() => tokens.verify(token))).toBe('TOKEN_EXPIRED');
  });

  it('a forged or altered token is refused, however often it is sent, and does not spoil the real one', () => {
    const tokens = createTokenService(SECRET, 60);
    const token = tokens.sign(claims);
    const [head, body, sig] = token.split('.');
    const forged = `${head}.${Buffer.from(JSON.stringify({ ...claims, role: 'provider', tv: 1, exp: 9_999_999_999, iss: 'hr-dashboard', aud: 'hr-dashboard-api' })).toString('base64url')}.${sig}`;
    for (let i = 0; i < 3; i++) expect(code(() => tokens.verify(forged))).toBe('UNAUTHORIZED');
    expect(code(() => tokens.verify(`${head}.${body}.${sig.slice(0, -2)}xx`))).toBe('UNAUTHORIZED');
    expect(tokens.verify(token)).toEqual(claims);
    expect(code(() => createTokenService('another-secret-long-enough-for-hs256-0123456789', 60).verify(token))).toBe('UNAUTHORIZED');
  });
});
