import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../../../../resources';
import { AREA_PAGES } from '../../../../../src/app/areaPages';
import { generalOf, integrationKeys } from '../../../../../src/app/shell/header/useIntegrations';
import { buildMenu, type MenuNode } from '../../../../../src/app/shell/menu/menuModel';
import { companyView } from '../../../../../src/server/areas/companies/companyView';
import { effectiveFlags } from '../../../../../src/shared/companyFlags';

/** Spec §1 and §2: menu entries and the employee portal follow the company's flags. */
const everything = new Set([...RESOURCES.map((r) => r.name), ...AREA_PAGES.map((p) => p.key)]);
const entries = (group: string, flags: Record<string, unknown>): string[] => {
  const node = buildMenu(everything, RESOURCES, AREA_PAGES, flags).find((n) => n.key === group) as Extract<MenuNode, { kind: 'group' }>;
  return node.children.map((c) => c.key);
};

describe('menu entries behind a company flag', () => {
  it('Team › Reviews and approvals only for companies with reviewsApprovals', () => {
    expect(entries('team', { reviewsApprovals: true })).toContain('/reviews-approvals');
    expect(entries('team', { reviewsApprovals: false })).not.toContain('/reviews-approvals');
    expect(entries('team', {})).not.toContain('/reviews-approvals');
    // the rest of Team stays
    expect(entries('team', {})).toContain('/team/marks-review');
  });

  it('Company › Employer records only with employerRecords, right after Branch offices', () => {
    const on = entries('company', { employerRecords: true });
    expect(on).toContain('/company/employer-records');
    expect(on.indexOf('/company/employer-records')).toBe(on.indexOf('/company/branch-offices') + 1);
    expect(entries('company', { employerRecords: false })).not.toContain('/company/employer-records');
    expect(entries('company', {})).not.toContain('/company/employer-records');
  });

  it('Company › Organization chart unless positionsTree is false (a company stored before the flag keeps it)', () => {
    expect(entries('company', { positionsTree: true })).toContain('/team/organization-chart');
    expect(entries('company', { positionsTree: false })).not.toContain('/team/organization-chart');
    expect(entries('company', {})).toContain('/team/organization-chart');
  });

  it('Team › Novedades by the company\'s novelties flag, or for every company when the installation says so', () => {
    expect(entries('team', { novelties: true })).toContain('/novelties');
    expect(entries('team', { novelties: false })).not.toContain('/novelties');
    expect(entries('team', {})).not.toContain('/novelties');
    const stored = { id: 'c1', slug: 'acme', name: 'Acme', configuration: {}, customFields: {}, flags: { novelties: false }, image: null, loginCarrousel: [] };
    const view = (forAll: boolean) => companyView(stored as unknown as Parameters<typeof companyView>[0], { noveltiesForAll: forAll }).flags;
    expect(entries('team', view(false))).not.toContain('/novelties');
    expect(entries('team', view(true))).toContain('/novelties');
  });
});

describe('employee portal in the integrations menu', () => {
  const company = (flag: unknown, setting: unknown) => ({
    id: 'c1', name: 'Acme', slug: 'acme', flags: flag === undefined ? {} : { employeePortal: flag },
    configuration: { general: { integrations: [], ...(setting === undefined ? {} : { employeePortal: setting }) } },
  });
  const offersPortal = (flag: unknown, setting: unknown) => integrationKeys(generalOf(company(flag, setting)), 'acme', false).includes('employeePortal');

  it('is offered when the provider\'s flag and the company\'s setting are both on', () => {
    expect(offersPortal(true, true)).toBe(true);
    expect(offersPortal(false, true)).toBe(false);
    expect(offersPortal(true, false)).toBe(false);
    expect(offersPortal(true, undefined)).toBe(true);
    expect(offersPortal(undefined, true)).toBe(true);
    expect(offersPortal(undefined, undefined)).toBe(false);
    expect(effectiveFlags(company(false, true)).employeePortal).toBe(false);
  });
});
