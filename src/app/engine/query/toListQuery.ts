import type { CrudFilter, CrudSort, Pagination } from '@refinedev/core';
import { MAX_PAGE_SIZE, type FilterOperator, type FilterValue, type ListQuery } from '../../../shared/listQuery';

/** The field name that carries the free-text search box (sent as `q`). */
export const SEARCH_FIELD = 'q';

const SUPPORTED: ReadonlySet<string> = new Set<FilterOperator>(['eq', 'ne', 'contains', 'in', 'gte', 'lte', 'between', 'null']);

const isEmpty = (v: unknown): boolean =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.every((x) => x === undefined || x === null || x === ''));

/** antd filter dropdowns hand over `[value]`; scalar operators take the single value. */
const single = (v: unknown): unknown => (Array.isArray(v) && v.length === 1 ? v[0] : v);

/** One Refine filter as `[operator, value]` pairs of our ListQuery (between with one bound becomes gte/lte). */
function toOperations(filter: { field: string; operator: string; value: unknown }): [FilterOperator, unknown][] {
  const { field, operator, value } = filter;
  if (!SUPPORTED.has(operator)) {
    throw new Error(`Filter operator "${operator}" on "${field}" is not supported by the API (use ${[...SUPPORTED].join(', ')})`);
  }
  if (operator === 'null') return [['null', value === undefined || value === '' ? true : Boolean(single(value))]];
  if (isEmpty(value)) return [];
  if (operator === 'in') return [['in', (Array.isArray(value) ? value : [value]).filter((x) => !isEmpty(x))]];
  if (operator === 'between') {
    const [from, to] = Array.isArray(value) ? value : [value, undefined];
    if (!isEmpty(from) && !isEmpty(to)) return [['between', [from, to]]];
    if (!isEmpty(from)) return [['gte', from]];
    return [['lte', to]];
  }
  const scalar = single(value);
  if (Array.isArray(scalar)) throw new Error(`Filter "${operator}" on "${field}" takes one value, got ${scalar.length}`);
  return [[operator as FilterOperator, scalar]];
}

/** Several operators on one field merge into one object; a lone eq stays a plain value. */
function compact(ops: Partial<Record<FilterOperator, unknown>>): FilterValue {
  const keys = Object.keys(ops);
  const eq = ops.eq;
  if (keys.length === 1 && keys[0] === 'eq' && (eq === null || typeof eq !== 'object')) return eq as FilterValue;
  return ops;
}

/** Refine CrudFilters → our `filters` object and `q`. Nested or/and cannot be expressed: they throw. */
export function toFilters(filters: CrudFilter[] | undefined): Pick<ListQuery, 'filters' | 'q'> {
  const byField: Record<string, Partial<Record<FilterOperator, unknown>>> = {};
  let q: string | undefined;
  for (const filter of filters ?? []) {
    if (filter.operator === 'or' || filter.operator === 'and' || !('field' in filter)) {
      throw new Error(`Nested "${filter.operator}" filters are not supported by the API: send one filter per field`);
    }
    if (filter.field === SEARCH_FIELD) {
      const text = single(filter.value);
      if (typeof text === 'string' && text.trim()) q = text.trim();
      continue;
    }
    for (const [op, value] of toOperations(filter)) (byField[filter.field] ??= {})[op] = value;
  }
  const entries = Object.entries(byField).filter(([, ops]) => Object.keys(ops).length > 0);
  return {
    ...(entries.length ? { filters: Object.fromEntries(entries.map(([f, ops]) => [f, compact(ops)])) } : {}),
    ...(q !== undefined ? { q } : {}),
  };
}

/** Refine list parameters → ListQuery. Pagination "off"/"client" asks for the maximum page the API allows. */
export function toListQuery(params: { pagination?: Pagination; sorters?: CrudSort[]; filters?: CrudFilter[] }): ListQuery {
  const { pagination, sorters, filters } = params;
  const mode = pagination?.mode ?? 'server';
  const query: ListQuery = {};
  if (mode === 'server') {
    const pageSize = Math.min(Math.max(1, pagination?.pageSize ?? 10), MAX_PAGE_SIZE);
    const page = Math.max(1, pagination?.currentPage ?? 1);
    query.skip = (page - 1) * pageSize;
    query.limit = pageSize;
  } else {
    query.skip = 0;
    query.limit = MAX_PAGE_SIZE;
  }
  const sort = (sorters ?? []).filter((s) => s.field && (s.order === 'asc' || s.order === 'desc'));
  if (sort.length) query.sort = sort.map(({ field, order }) => ({ field, order }));
  return { ...query, ...toFilters(filters) };
}

/** ListQuery as query parameters of a GET list endpoint (conventions: `sort=a:asc,b:desc`, `filters=<JSON>`). */
export function toSearchParams(query: ListQuery): Record<string, string | number | undefined> {
  return {
    skip: query.skip,
    limit: query.limit,
    sort: query.sort?.length ? query.sort.map((s) => `${s.field}:${s.order}`).join(',') : undefined,
    q: query.q,
    filters: query.filters && Object.keys(query.filters).length ? JSON.stringify(query.filters) : undefined,
  };
}
