import { describe, expect, it } from 'vitest';
import { integrationKeys, positionTreeHasChildren } from '../../../src/app/shell/header/useIntegrations';
import { TALENT_REPORT_EXCLUDED_SLUG } from '../../../src/app/shell/config';

/** Spec §1: the talent colour report is offered only when the company has a positions tree with children. */
describe('talent colour report entry', () => {
  it('reads the children answer: root positions mean a tree, none means no tree', () => {
    expect(positionTreeHasChildren({ id: 'c1', children: [{ id: 'p1', name: 'Dirección General', parentId: null }] })).toBe(true);
    expect(positionTreeHasChildren({ id: 'c1', children: [] })).toBe(false);
    expect(positionTreeHasChildren(null)).toBe(false);
    expect(positionTreeHasChildren({ message: 'not found' })).toBe(false);
  });

  it('shows the entry with a tree, hides it without one and always for the excluded company', () => {
    expect(integrationKeys({ integrations: [] }, 'acme', true)).toEqual(['talentReport']);
    expect(integrationKeys({ integrations: [] }, 'acme', false)).toEqual([]);
    expect(integrationKeys({ integrations: [] }, TALENT_REPORT_EXCLUDED_SLUG, true)).toEqual([]);
  });
});
