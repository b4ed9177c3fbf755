/** Minimal cookie access for small UI preferences (path=/, one year, SameSite=Lax). */
export function readCookie(name: string): string | null {
  const prefix = `${encodeURIComponent(name)}=`;
  const part = document.cookie.split('; ').find((c) => c.startsWith(prefix));
  return part ? decodeURIComponent(part.slice(prefix.length)) : null;
}

export function writeCookie(name: string, value: string, maxAgeSeconds = 365 * 24 * 3600): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; path=/; max-age=${maxAgeSeconds}; SameSite=Lax${secure}`;
}
