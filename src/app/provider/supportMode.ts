import { request } from '../providers/http';
import { getSession, setSession, type Session } from '../session';

const RETURN_KEY = 'hr.support.return';

/**
 * Support mode (docs/api/provider.md): the provider's own session is kept aside, the company's read-only token takes
 * its place until the banner's "leave" puts it back. A full page load each way, so no list keeps the other company's data.
 */
export async function enterSupport(companyId: string): Promise<void> {
  const current = getSession();
  if (!current) return;
  const answer = await request<{ accessToken: string; company: Session['company'] }>(`/provider/companies/${companyId}/support`, { method: 'POST' });
  localStorage.setItem(RETURN_KEY, JSON.stringify(current));
  setSession({ ...current, accessToken: answer.accessToken, company: answer.company, branchOffices: [], support: true });
  location.assign('/team');
}

export function leaveSupport(): void {
  const saved = localStorage.getItem(RETURN_KEY);
  localStorage.removeItem(RETURN_KEY);
  if (saved) setSession(JSON.parse(saved) as Session);
  location.assign('/companies');
}
