/**
 * How every list endpoint is asked for rows. POST list endpoints (getFiltered…) take this as the JSON body;
 * GET list endpoints take `skip`, `limit`, `sort` (`field:asc,field2:desc`), `q` and `filters` (JSON text)
 * as query parameters. Answers: `{ data: { <collection>: rows, count } }`.
 */
export type FilterOperator = 'eq' | 'ne' | 'contains' | 'in' | 'gte' | 'lte' | 'between' | 'null';

/** `filters.name = 'x'` means eq; `filters.name = { contains: 'x' }` names the operator. */
export type FilterValue =
  | string | number | boolean | null
  | Partial<Record<FilterOperator, unknown>>;

export interface SortItem {
  field: string;
  order: 'asc' | 'desc';
}

export interface ListQuery {
  skip?: number;
  limit?: number;
  sort?: SortItem[];
  /** free-text search over the resource's declared search fields */
  q?: string;
  filters?: Record<string, FilterValue>;
}

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 500;
