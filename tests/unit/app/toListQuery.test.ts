import { describe, expect, it } from 'vitest';
import { toFilters, toListQuery, toSearchParams } from '../../../src/app/engine/query/toListQuery';

describe('Refine list parameters → ListQuery', () => {
  it('turns page and page size into skip/limit', () => {
    expect(toListQuery({ pagination: { currentPage: 3, pageSize: 20, mode: 'server' } })).toEqual({ skip: 40, limit: 20 });
  });

  it('caps the page size at the API maximum and asks for everything when paging is off', () => {
    expect(toListQuery({ pagination: { currentPage: 1, pageSize: 5000 } }).limit).toBe(500);
    expect(toListQuery({ pagination: { mode: 'off' } })).toEqual({ skip: 0, limit: 500 });
  });

  it('keeps the sorters in order', () => {
    const q = toListQuery({ sorters: [{ field: 'dateFrom', order: 'desc' }, { field: 'name', order: 'asc' }] });
    expect(q.sort).toEqual([{ field: 'dateFrom', order: 'desc' }, { field: 'name', order: 'asc' }]);
  });

  it('maps every supported operator to the filters object of the conventions', () => {
    const { filters } = toFilters([
      { field: 'name', operator: 'contains', value: 'Navidad' },
      { field: 'category', operator: 'in', value: ['national', 'local'] },
      { field: 'isRecurring', operator: 'eq', value: [false] },
      { field: 'dateFrom', operator: 'between', value: ['2026-01-01', '2026-12-31'] },
      { field: 'code', operator: 'ne', value: 'X' },
      { field: 'parentOrganization', operator: 'null', value: true },
    ]);
    expect(filters).toEqual({
      name: { contains: 'Navidad' },
      category: { in: ['national', 'local'] },
      isRecurring: false,
      dateFrom: { between: ['2026-01-01', '2026-12-31'] },
      code: { ne: 'X' },
      parentOrganization: { null: true },
    });
  });

  it('unwraps the single value antd filter dropdowns hand over', () => {
    expect(toFilters([{ field: 'parentOrganization', operator: 'eq', value: ['a1'] }]).filters).toEqual({ parentOrganization: 'a1' });
  });

  it('turns a half-open between into gte or lte and merges two operators on one field', () => {
    expect(toFilters([{ field: 'dateFrom', operator: 'between', value: ['2026-01-01', null] }]).filters).toEqual({ dateFrom: { gte: '2026-01-01' } });
    expect(toFilters([{ field: 'dateFrom', operator: 'between', value: [undefined, '2026-02-01'] }]).filters).toEqual({ dateFrom: { lte: '2026-02-01' } });
    expect(
      toFilters([
        { field: 'maxDays', operator: 'gte', value: 2 },
        { field: 'maxDays', operator: 'lte', value: 10 },
      ]).filters,
    ).toEqual({ maxDays: { gte: 2, lte: 10 } });
  });

  it('drops empty filters (the initial declarations have no value)', () => {
    expect(
      toFilters([
        { field: 'name', operator: 'contains', value: '' },
        { field: 'category', operator: 'in', value: [] },
        { field: 'dateFrom', operator: 'between', value: [null, null] },
        { field: 'x', operator: 'eq', value: undefined },
      ]),
    ).toEqual({});
  });

  it('sends the free-text box as q, trimmed, and never as a filter', () => {
    expect(toFilters([{ field: 'q', operator: 'contains', value: '  madrid ' }])).toEqual({ q: 'madrid' });
    expect(toFilters([{ field: 'q', operator: 'contains', value: '   ' }])).toEqual({});
  });

  it('refuses nested or/and filters and operators the API does not know', () => {
    expect(() => toFilters([{ operator: 'or', value: [{ field: 'a', operator: 'eq', value: 1 }] }])).toThrow(/Nested "or"/);
    expect(() => toFilters([{ field: 'name', operator: 'startswith', value: 'a' }])).toThrow(/"startswith"/);
  });
});

describe('ListQuery → query string of GET list endpoints', () => {
  it('writes sort as field:order pairs and filters as JSON text', () => {
    const params = toSearchParams({ skip: 20, limit: 20, sort: [{ field: 'dateFrom', order: 'asc' }, { field: 'name', order: 'desc' }], q: 'nav', filters: { category: { in: ['local'] } } });
    expect(params).toEqual({ skip: 20, limit: 20, sort: 'dateFrom:asc,name:desc', q: 'nav', filters: '{"category":{"in":["local"]}}' });
  });

  it('leaves out what is not set', () => {
    expect(toSearchParams({ skip: 0, limit: 20 })).toEqual({ skip: 0, limit: 20, sort: undefined, q: undefined, filters: undefined });
  });
});
