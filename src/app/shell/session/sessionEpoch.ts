import { useSyncExternalStore } from 'react';
import { getSession, onSessionChange } from '../../session';

/**
 * Grows each time a logged-in session ends (logout, 401, lock screen failure). The app gives Refine a new query
 * client per epoch, so the next user starts with an empty cache: no list or permission answer of the previous
 * user is ever shown. (A login attempt that never completed does not count.)
 */
let epoch = 0;
let wasAuthorized = getSession()?.authorized === true;
const listeners = new Set<() => void>();

onSessionChange(() => {
  const authorized = getSession()?.authorized === true;
  if (wasAuthorized && !authorized) {
    epoch += 1;
    listeners.forEach((l) => l());
  }
  wasAuthorized = authorized;
});

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const useSessionEpoch = (): number => useSyncExternalStore(subscribe, () => epoch);
