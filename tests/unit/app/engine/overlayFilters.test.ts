import { describe, expect, it } from 'vitest';
import { resourceByName } from '../../../../resources';
import { isSortable, listFilters } from '../../../../src/app/engine/list/overlayFilters';
import { demoBranchOffice } from '../schemaFixtures';

const branchoffices = resourceByName('branchoffices')!;

describe("list columns of the company's custom fields", () => {
  it('get a filter by their kind and sort, with no declaration in the resource file', () => {
    const schema = demoBranchOffice();
    expect(listFilters(branchoffices, schema)).toMatchObject({ ...branchoffices.list.filters, costCenter: 'contains' });
    expect(isSortable(branchoffices, 'costCenter', schema.properties!.costCenter)).toBe(true);
  });

  it('base fields keep what the resource declares', () => {
    const schema = demoBranchOffice();
    const undeclared = Object.keys(schema.properties!).filter((f) => f !== 'costCenter' && !branchoffices.list.filters?.[f]);
    const filters = listFilters(branchoffices, schema);
    expect(undeclared.filter((f) => f in filters)).toEqual([]);
    expect(undeclared.filter((f) => isSortable(branchoffices, f, schema.properties![f]) && !branchoffices.list.sorters?.includes(f))).toEqual([]);
  });
});
