import { useEffect } from 'react';
import { request } from '../../providers/http';
import { getSession, setSession, type Session } from '../../session';
import { specialDaysOf } from './loadSession';

/** How often an open dashboard re-reads its company while in use (the tab's return to focus reads it too). */
const REFRESH_MS = 5 * 60_000;

/**
 * The company rides in the session from sign-in (flags, settings, special days), so a change made elsewhere — the
 * provider turning a flag on, an administrator in another browser — reached the menu only at the next sign-in.
 * Re-read it when the dashboard opens, when its tab comes back into view, and every few minutes, and keep the session's
 * copy when it changed (the menu and the screens follow the session).
 */
export function useCompanyRefresh(): void {
  useEffect(() => {
    let stopped = false;
    const refresh = async () => {
      const before = getSession();
      if (!before?.authorized || !before.company) return;
      try {
        const company = await request<NonNullable<Session['company']>>('/companies/self', { method: 'POST', body: {} });
        const now = getSession();
        // signed out, or another session (support mode, a new sign-in) took its place meanwhile
        if (stopped || !now || now.accessToken !== before.accessToken) return;
        if (JSON.stringify(company) !== JSON.stringify(now.company)) setSession({ ...now, company, specialDays: specialDaysOf(company) });
      } catch {
        // offline for a moment: the next refresh tries again (a 401 signs out as any call's does)
      }
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refresh();
    };
    void refresh();
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', onVisible);
    const timer = window.setInterval(() => void refresh(), REFRESH_MS);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', onVisible);
      window.clearInterval(timer);
    };
  }, []);
}
