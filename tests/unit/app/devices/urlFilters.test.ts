import { describe, expect, it } from 'vitest';
import { toListQuery } from '../../../../src/app/engine/query/toListQuery';
import {
  deviceCrudFilters, deviceFiltersFromUrl, deviceFiltersToUrl, punchCrudFilters, punchFiltersFromUrl, punchFiltersToUrl,
} from '../../../../src/app/devices/urlFilters';

describe('device list filters in the URL', () => {
  it('reads search, models and registry types, dropping values the product does not know', () => {
    const f = deviceFiltersFromUrl(new URLSearchParams('q=%20entrada%20&type=ZK_K40,NOPE,ZK_G4&registry=ENTRY_ONLY,bogus'));
    expect(f).toEqual({ q: 'entrada', types: ['ZK_K40', 'ZK_G4'], registry: ['ENTRY_ONLY'] });
  });

  it('writes them back keeping other parameters, and an empty filter leaves no trace', () => {
    const next = deviceFiltersToUrl({ q: undefined, types: ['ZK_K40'], registry: [] }, new URLSearchParams('page=2&registry=ALLOW_ALL&q=x'));
    expect(next.toString()).toBe('page=2&type=ZK_K40');
  });

  it('become the list query the API takes (search as q, enums as in)', () => {
    const query = toListQuery({ filters: deviceCrudFilters({ q: 'sede', types: ['ZK_K40'], registry: [] }), pagination: { mode: 'off' } });
    expect(query).toMatchObject({ q: 'sede', filters: { deviceType: { in: ['ZK_K40'] } } });
    expect(query.filters).not.toHaveProperty('registryType');
  });
});

describe('punch filters in the URL', () => {
  it('keep the tab and read only well-formed days', () => {
    const f = punchFiltersFromUrl(new URLSearchParams('tab=punches&from=2026-11-01&to=11/28/2026&person=abc'));
    expect(f).toEqual({ from: '2026-11-01', to: undefined, person: 'abc' });
    expect(punchFiltersToUrl({ from: '2026-11-01', to: '2026-11-28' }, new URLSearchParams('tab=punches&person=abc')).toString())
      .toBe('tab=punches&from=2026-11-01&to=2026-11-28');
  });

  it('send a day range as between, one bound as gte or lte, the person as userId', () => {
    const body = (f: Parameters<typeof punchCrudFilters>[0]) => toListQuery({ filters: punchCrudFilters(f), pagination: { mode: 'off' } }).filters;
    expect(body({ from: '2026-11-01', to: '2026-11-28', person: 'u1' })).toEqual({ date: { between: ['2026-11-01', '2026-11-28'] }, userId: 'u1' });
    expect(body({ from: '2026-11-01' })).toEqual({ date: { gte: '2026-11-01' } });
    expect(body({ to: '2026-11-28' })).toEqual({ date: { lte: '2026-11-28' } });
    expect(body({})).toBeUndefined();
  });
});
