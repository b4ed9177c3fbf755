import { useEffect, useState } from 'react';
import { request } from '../../providers/http';
import type { Session } from '../../session';
import { INTERNAL_COMPANY_SLUG, TALENT_REPORT_EXCLUDED_SLUG } from '../config';
import { useSession } from '../session/useSession';

export type IntegrationKey = 'employeePortal' | 'performance' | 'talentReport' | 'admin';

interface General {
  employeePortal?: boolean;
  integrations?: string[];
}

const generalOf = (session: Session | null): General =>
  ((session?.company?.configuration as { general?: General } | undefined)?.general ?? {});

/** GET /companies/positions/tree/children/<root>: any failure (missing route, no tree) counts as "no children". */
async function hasPositionChildren(companyId: string, signal: AbortSignal): Promise<boolean> {
  try {
    const answer = await request<unknown>(`/companies/positions/tree/children/${encodeURIComponent(companyId)}`, { signal });
    const list = Array.isArray(answer) ? answer : (answer as { children?: unknown[] } | null)?.children;
    return Array.isArray(list) && list.length > 0;
  } catch {
    return false;
  }
}

/**
 * Which integrations the header offers (spec §1): employee portal when the company enables it, the performance tool
 * when it is among the company's integrations, the talent colour report when the company has a positions tree with
 * children (never for the excluded company), the admin link for users of the internal company.
 */
export function useIntegrations(): IntegrationKey[] {
  const session = useSession();
  const companyId = session?.company?.id;
  const slug = session?.company?.slug;
  const general = generalOf(session);
  const [talent, setTalent] = useState(false);

  useEffect(() => {
    if (!companyId || slug === TALENT_REPORT_EXCLUDED_SLUG) return undefined;
    const controller = new AbortController();
    hasPositionChildren(companyId, controller.signal).then((yes) => !controller.signal.aborted && setTalent(yes));
    return () => controller.abort();
  }, [companyId, slug]);

  const keys: IntegrationKey[] = [];
  if (general.employeePortal === true) keys.push('employeePortal');
  if (!general.integrations || general.integrations.includes('performance')) keys.push('performance');
  if (talent && slug !== TALENT_REPORT_EXCLUDED_SLUG) keys.push('talentReport');
  if (slug && slug === INTERNAL_COMPANY_SLUG) keys.push('admin');
  return keys;
}
