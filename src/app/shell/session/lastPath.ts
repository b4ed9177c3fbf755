/** The last main-layout path the user visited; `/` sends a returning user back there (spec §2). */
const KEY = 'hr.lastPath';

export const rememberLastPath = (path: string): void => localStorage.setItem(KEY, path);

export function lastPath(): string | null {
  const saved = localStorage.getItem(KEY);
  // only in-app paths: never an auth page, never another origin
  return saved && saved.startsWith('/') && !saved.startsWith('//') && !saved.startsWith('/auth') ? saved : null;
}
