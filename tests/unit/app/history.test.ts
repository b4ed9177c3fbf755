import { describe, expect, it } from 'vitest';
import { fieldChanges } from '../../../src/app/engine/show/history';

describe('fieldChanges (audit entries → what changed)', () => {
  it('an update lists from → to per field', () => {
    expect(fieldChanges({ at: '2026-01-01T10:00:00Z', action: 'update', changes: { name: { from: 'Norte', to: 'Norte 2' }, code: { from: null, to: 'N2' } } })).toEqual([
      { field: 'name', from: 'Norte', to: 'Norte 2' },
      { field: 'code', from: null, to: 'N2' },
    ]);
  });

  it('a creation lists the values set, without bookkeeping and blank fields', () => {
    const entry = { at: 'x', action: 'create', changes: { id: 'b1', companyId: 'c', name: 'Sur', code: null, countries: [], createdAt: 'x', updatedAt: 'x' } };
    expect(fieldChanges(entry)).toEqual([{ field: 'name', to: 'Sur' }]);
  });

  it('a deletion lists the values removed', () => {
    expect(fieldChanges({ at: 'x', action: 'delete', changes: { name: 'Sur', isRecurring: false } })).toEqual([
      { field: 'name', from: 'Sur' },
      { field: 'isRecurring', from: false },
    ]);
  });

  it('copes with no changes at all', () => {
    expect(fieldChanges({ at: 'x', action: 'update', changes: null })).toEqual([]);
  });
});
