import { MAX_PAGE_SIZE, type FilterOperator, type FilterValue, type SortItem } from '../../shared/listQuery';
import { fieldError, validationError, type PendingFieldError } from '../http/apiError';
import { typesOf } from './fieldExpressions';
import type { NormalizedListQuery } from './listQuery';
import type { JsonSchema } from './schemaStore';

/**
 * The list query of @refinedev/simple-rest (json-server's convention, also ra-data-json-server's):
 * `_start`, `_end` (a half-open range of rows), `_sort=a,b` with `_order=asc,desc`, `q` (free-text search) and field
 * filters: `field=v` (equal; repeated → any of), `field_ne`, `field_like` (contains), `field_gte`, `field_lte`.
 * Every other parameter is a filter, so its values arrive as arrays (query strings coerce, src/server/http/ajv.ts).
 */
export const REST_LIST_QUERY_SCHEMA = {
  type: 'object',
  maxProperties: 40,
  properties: {
    _start: { type: 'integer', minimum: 0, description: 'first row, from 0 (default 0)' },
    _end: { type: 'integer', minimum: 1, description: `row after the last one; at most ${MAX_PAGE_SIZE} rows per request (default _start + ${MAX_PAGE_SIZE})` },
    _sort: { type: 'string', maxLength: 300, pattern: '^[A-Za-z0-9_]+(,[A-Za-z0-9_]+)*$', description: 'fields to sort by, comma-separated (the resource\'s sorters)' },
    _order: { type: 'string', maxLength: 100, pattern: '^([Aa][Ss][Cc]|[Dd][Ee][Ss][Cc])(,([Aa][Ss][Cc]|[Dd][Ee][Ss][Cc]))*$', description: 'asc or desc per _sort field, comma-separated (default asc)' },
    q: { type: 'string', maxLength: 200, description: 'free-text search over the resource\'s search fields' },
  },
  additionalProperties: { type: 'array', maxItems: MAX_PAGE_SIZE, items: { type: 'string', maxLength: 200 } },
} as const;

export type RestListQueryString = { _start?: number; _end?: number; _sort?: string; _order?: string; q?: string } & Record<string, unknown>;

const SUFFIX = /^(.+)_(ne|like|gte|lte)$/;
const OPERATOR_OF_SUFFIX: Record<string, FilterOperator> = { ne: 'ne', like: 'contains', gte: 'gte', lte: 'lte' };
const NUMBER = /^-?\d+(\.\d+)?$/;

/** A query-string text as the property's type: `true` for a boolean, `12` for a number; the engine checks the rest. */
function typed(prop: JsonSchema | undefined, text: string): unknown {
  if (!prop) return text;
  const types = typesOf(typesOf(prop).includes('array') && prop.items ? prop.items : prop);
  if (types.includes('boolean') && (text === 'true' || text === 'false')) return text === 'true';
  if ((types.includes('number') || types.includes('integer')) && NUMBER.test(text)) return Number(text);
  return text;
}

/** The REST query (validated by REST_LIST_QUERY_SCHEMA) as the engine's list query, against the caller's schema. */
export function restListQuery(qs: RestListQueryString, schema: JsonSchema): NormalizedListQuery {
  const errors: PendingFieldError[] = [];
  const { _start, _end, _sort, _order, q, ...params } = qs;
  const skip = _start ?? 0;
  const limit = _end === undefined ? MAX_PAGE_SIZE : _end - skip;
  if (limit < 1) errors.push({ ...fieldError('_end', 'exclusiveMinimum'), params: { limit: skip } });
  if (limit > MAX_PAGE_SIZE) errors.push({ ...fieldError('_end', 'maximum'), params: { limit: skip + MAX_PAGE_SIZE } });

  const orders = _order ? _order.toLowerCase().split(',') : [];
  const sort: SortItem[] = (_sort ? _sort.split(',') : []).map((field, i) => ({ field, order: orders[i] === 'desc' ? 'desc' : 'asc' }));

  const filters: Record<string, Partial<Record<FilterOperator, unknown>>> = {};
  for (const [key, raw] of Object.entries(params)) {
    const values = raw as string[];
    const m = SUFFIX.exec(key);
    const field = m ? m[1] : key;
    // `_page`, `_embed`… of json-server are not served: named, not ignored
    if (key.startsWith('_')) {
      errors.push(fieldError(key, 'filterField'));
      continue;
    }
    const op: FilterOperator = m ? OPERATOR_OF_SUFFIX[m[2]] : values.length > 1 ? 'in' : 'eq';
    if (op !== 'in' && values.length > 1) {
      errors.push({ ...fieldError(key, 'maxItems'), params: { limit: 1 } });
      continue;
    }
    const prop = schema.properties?.[field];
    const value = op === 'in' ? values.map((v) => typed(prop, v)) : op === 'contains' ? values[0] : typed(prop, values[0]);
    filters[field] = { ...filters[field], [op]: value };
  }
  if (errors.length) throw validationError(errors);
  return { skip, limit, sort, q: q?.trim() || undefined, filters: filters as Record<string, FilterValue> };
}
