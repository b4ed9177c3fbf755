import type { SessionUser } from '../../session';

/**
 * The lock screen keeps the session but hides the app until the password is entered again. The record keeps who
 * is locked out, so the lock screen can still greet them if the session ends meanwhile (wrong password, expiry).
 */
const KEY = 'hr.locked';

export type LockedUser = Pick<SessionUser, 'username' | 'firstName' | 'lastName' | 'imageUrl'>;

export function lockSession(user: LockedUser): void {
  const { username, firstName, lastName, imageUrl } = user;
  localStorage.setItem(KEY, JSON.stringify({ username, firstName, lastName, imageUrl }));
}

export function lockedUser(): LockedUser | null {
  try {
    const raw = localStorage.getItem(KEY);
    const value = raw ? (JSON.parse(raw) as LockedUser) : null;
    return value && typeof value.username === 'string' ? value : null;
  } catch {
    return null;
  }
}

export const isLocked = (): boolean => lockedUser() !== null;
export const unlockSession = (): void => localStorage.removeItem(KEY);
