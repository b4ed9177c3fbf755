import { useEffect, useMemo, useState } from 'react';
import { effectiveFlags } from '../../../shared/companyFlags';
import { request } from '../../providers/http';
import type { Session } from '../../session';
import { INTERNAL_COMPANY_SLUG, TALENT_REPORT_EXCLUDED_SLUG } from '../config';
import { useSession } from '../session/useSession';

export type IntegrationKey = 'employeePortal' | 'performance' | 'talentReport' | 'admin';

export interface General {
  employeePortal?: boolean;
  integrations?: string[];
}

/**
 * What the entries read: the integrations from configuration.general, and the employee portal from the company's
 * effective `employeePortal` flag (the provider's flag and the company's setting together: src/shared/companyFlags.ts).
 */
export function generalOf(company: Session['company'] | null | undefined): General {
  const general = ((company?.configuration as { general?: General } | undefined)?.general ?? {});
  return { integrations: general.integrations, employeePortal: effectiveFlags(company as Record<string, unknown> | undefined).employeePortal === true };
}

/**
 * Does the answer of GET /companies/positions/tree/children/<company id> (`{ id, children: [root positions] }`, data
 * unwrapped) show a positions tree? Yes when the company has at least one root position (spec §1).
 */
export function positionTreeHasChildren(answer: unknown): boolean {
  const list = Array.isArray(answer) ? answer : (answer as { children?: unknown[] } | null)?.children;
  return Array.isArray(list) && list.length > 0;
}

/** GET /companies/positions/tree/children/<root>: any failure (missing route, no tree) counts as "no children". */
async function hasPositionChildren(companyId: string, signal: AbortSignal): Promise<boolean> {
  try {
    return positionTreeHasChildren(await request<unknown>(`/companies/positions/tree/children/${encodeURIComponent(companyId)}`, { signal }));
  } catch {
    return false;
  }
}

/** The entries to offer, from the company's settings, its slug and whether it has a positions tree. */
export function integrationKeys(general: General, slug: string | undefined, hasPositionTree: boolean): IntegrationKey[] {
  const keys: IntegrationKey[] = [];
  if (general.employeePortal === true) keys.push('employeePortal');
  if (!general.integrations || general.integrations.includes('performance')) keys.push('performance');
  if (hasPositionTree && slug !== TALENT_REPORT_EXCLUDED_SLUG) keys.push('talentReport');
  if (slug && slug === INTERNAL_COMPANY_SLUG) keys.push('admin');
  return keys;
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
  const general = useMemo(() => generalOf(session?.company), [session?.company]);
  // a company whose positionsTree flag is off has no tree to report on: not even asked
  const positions = effectiveFlags(session?.company as Record<string, unknown> | undefined).positionsTree !== false;
  const [talent, setTalent] = useState(false);

  useEffect(() => {
    if (!companyId || !positions || slug === TALENT_REPORT_EXCLUDED_SLUG) return undefined;
    const controller = new AbortController();
    hasPositionChildren(companyId, controller.signal).then((yes) => !controller.signal.aborted && setTalent(yes));
    return () => controller.abort();
  }, [companyId, slug, positions]);

  return integrationKeys(general, slug, positions && talent);
}
