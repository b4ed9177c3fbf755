import { describe, expect, it } from 'vitest';
import { buildMenu, type MenuNode } from '../../../../../src/app/shell/menu/menuModel';
import { effectiveFlags } from '../../../../../src/shared/companyFlags';
import { RESOURCES } from '../../../../../resources';

const companyEntries = (flags: Record<string, unknown>): string[] => {
  const company = buildMenu(new Set(RESOURCES.map((r) => r.name)), RESOURCES, [], flags).find((n) => n.key === 'company') as Extract<MenuNode, { kind: 'group' }>;
  return company.children.map((c) => c.key);
};

describe('Company menu by documents version (spec §2)', () => {
  it('shows Documents for V2 and Salary otherwise', () => {
    expect(companyEntries({ documentsVersion: 'V2' })).toContain('/company/documents');
    expect(companyEntries({ documentsVersion: 'V2' })).not.toContain('/company/salary');
    expect(companyEntries({ documentsVersion: 'V1' })).toContain('/company/salary');
    expect(companyEntries({ documentsVersion: 'V1' })).not.toContain('/company/documents');
    expect(companyEntries({})).toContain('/company/salary');
  });

  it('takes the documents version from the general setting over the stored flag', () => {
    expect(effectiveFlags({ flags: { documentsVersion: 'V2', payrollIntegration: true }, configuration: { general: { documentsVersion: 'V1' } } }))
      .toEqual({ documentsVersion: 'V1', payrollIntegration: true });
    expect(effectiveFlags({ flags: { documentsVersion: 'V2' } })).toEqual({ documentsVersion: 'V2' });
  });
});
