import { getSession } from '../session';

/** Administrators and owners write flows (module `approval-flows`); managers and viewers read them. */
export function canWriteFlows(): boolean {
  const role = getSession()?.user?.role ?? '';
  return role === 'owner' || role === 'provider' || role === 'administrator';
}
