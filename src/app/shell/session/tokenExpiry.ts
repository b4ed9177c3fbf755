/** Seconds since epoch at which the JWT expires, or null when it carries no readable `exp`. */
export function tokenExpiry(token: string): number | null {
  try {
    const payload = token.split('.')[1];
    if (!payload) return null;
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof json.exp === 'number' ? json.exp : null;
  } catch {
    return null;
  }
}

export const isTokenExpired = (token: string, now = Date.now()): boolean => {
  const exp = tokenExpiry(token);
  return exp !== null && exp * 1000 <= now;
};
