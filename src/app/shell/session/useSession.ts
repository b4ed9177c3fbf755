import { useSyncExternalStore } from 'react';
import { getSession, onSessionChange, type Session } from '../../session';

// getSession parses localStorage on each call: keep one parsed value per stored text so React sees a stable snapshot
let cachedRaw: string | null = null;
let cached: Session | null = null;

function snapshot(): Session | null {
  const raw = localStorage.getItem('hr.session');
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = getSession();
  }
  return cached;
}

const subscribe = (listener: () => void) => {
  const onStorage = (e: StorageEvent) => e.key === 'hr.session' && listener();
  window.addEventListener('storage', onStorage);
  const off = onSessionChange(listener);
  return () => {
    window.removeEventListener('storage', onStorage);
    off();
  };
};

/** The current session; re-renders on login, logout, 401 and changes made in another tab. */
export const useSession = (): Session | null => useSyncExternalStore(subscribe, snapshot);
