import type { SQL } from 'drizzle-orm';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type FilterValue, type ListQuery, type SortItem } from '../../shared/listQuery';
import { fieldError, validationError } from '../http/apiError';

/** Body of POST list endpoints (getFiltered…): src/shared/listQuery.ts. */
export const LIST_QUERY_BODY_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  properties: {
    skip: { type: 'integer', minimum: 0, default: 0 },
    limit: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE },
    sort: {
      type: 'array',
      maxItems: 5,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['field'],
        properties: { field: { type: 'string', minLength: 1, maxLength: 60 }, order: { type: 'string', enum: ['asc', 'desc'], default: 'asc' } },
      },
    },
    q: { type: 'string', maxLength: 200 },
    filters: { type: 'object', maxProperties: 30 },
  },
} as const;

/** Query string of GET list endpoints: `sort=field:asc,other:desc`, `filters=<JSON text>`. */
export const LIST_QUERY_STRING_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  properties: {
    skip: { type: 'integer', minimum: 0 },
    limit: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE },
    sort: { type: 'string', maxLength: 300, pattern: '^[A-Za-z0-9_]+(:(asc|desc))?(,[A-Za-z0-9_]+(:(asc|desc))?)*$' },
    q: { type: 'string', maxLength: 200 },
    filters: { type: 'string', maxLength: 10_000 },
  },
} as const;

export interface NormalizedListQuery {
  skip: number;
  limit: number;
  sort: SortItem[];
  q?: string;
  filters: Record<string, FilterValue>;
  /**
   * Conditions a route adds in SQL where filters cannot say it (the collaborators report's as-of day: hired by then
   * and not gone before, an OR over two columns); never from a request body. `key` names them in the list caches.
   */
  conditions?: { key: string; where: SQL[] };
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

export function normalizeListBody(body: ListQuery | undefined | null): NormalizedListQuery {
  const q = body ?? {};
  return {
    skip: q.skip ?? 0,
    limit: q.limit ?? DEFAULT_PAGE_SIZE,
    sort: (q.sort ?? []).map((s) => ({ field: s.field, order: s.order ?? 'asc' })),
    q: q.q?.trim() || undefined,
    filters: (q.filters ?? {}) as Record<string, FilterValue>,
  };
}

export function normalizeListQueryString(qs: { skip?: number; limit?: number; sort?: string; q?: string; filters?: string }): NormalizedListQuery {
  let filters: unknown = {};
  if (qs.filters) {
    try {
      filters = JSON.parse(qs.filters);
    } catch {
      throw validationError([fieldError('filters', 'invalidJson')]);
    }
    if (!isPlainObject(filters)) throw validationError([fieldError('filters', 'type')]);
  }
  const sort: SortItem[] = (qs.sort ? qs.sort.split(',') : []).map((part) => {
    const [field, order] = part.split(':');
    return { field, order: order === 'desc' ? 'desc' : 'asc' };
  });
  return {
    skip: qs.skip ?? 0,
    limit: qs.limit ?? DEFAULT_PAGE_SIZE,
    sort,
    q: qs.q?.trim() || undefined,
    filters: filters as Record<string, FilterValue>,
  };
}
