import type {
  BaseKey, BaseRecord, CreateParams, CustomParams, DataProvider, DeleteOneParams, GetListParams, GetManyParams,
  GetOneParams, MetaQuery, UpdateParams,
} from '@refinedev/core';
import { MAX_PAGE_SIZE, type ListQuery } from '../../shared/listQuery';
import { fillPath, parseEndpoint, type ResourceDef } from '../../shared/resource';
import { mutationBody } from '../engine/query/mutationBody';
import { toListQuery, toSearchParams } from '../engine/query/toListQuery';
import { resourceByName } from '../engine/resourceRegistry';
import { API_URL, request } from './http';

type Operation = keyof ResourceDef['endpoints'];

function resourceDef(name: string): ResourceDef {
  const def = resourceByName(name);
  if (!def) throw new Error(`Unknown resource "${name}": the server does not serve it (GET /api/resources)`);
  return def;
}

function endpoint(def: ResourceDef, op: Operation, id?: BaseKey) {
  const spec = def.endpoints[op];
  if (!spec) throw new Error(`Resource "${def.name}" declares no "${op}" endpoint`);
  const { method, path } = parseEndpoint(spec);
  return { method, path: id === undefined ? path : fillPath(path, { id }) };
}

const signalOf = (meta?: MetaQuery) => meta?.queryContext?.signal as AbortSignal | undefined;

/** One list call: POST endpoints get the ListQuery as JSON body, GET endpoints as query parameters. */
async function list<T>(def: ResourceDef, query: ListQuery, meta?: MetaQuery): Promise<{ data: T[]; total: number }> {
  const { method, path } = endpoint(def, 'list');
  const answer = await request<Record<string, unknown>>(path, {
    method,
    ...(method === 'GET' ? { query: toSearchParams(query) } : { body: query }),
    signal: signalOf(meta),
  });
  const rows = answer?.[def.collection];
  if (!Array.isArray(rows)) throw new Error(`The list answer of "${def.name}" has no data.${def.collection} array`);
  return { data: rows as T[], total: typeof answer.count === 'number' ? answer.count : rows.length };
}

/** Every record with one of `ids`, in chunks the API accepts. */
async function listByIds<T>(def: ResourceDef, ids: BaseKey[], meta?: MetaQuery): Promise<T[]> {
  const unique = [...new Set(ids.map(String))];
  const rows: T[] = [];
  for (let i = 0; i < unique.length; i += MAX_PAGE_SIZE) {
    const chunk = unique.slice(i, i + MAX_PAGE_SIZE);
    const page = await list<T>(def, { skip: 0, limit: chunk.length, filters: { id: { in: chunk } } }, meta);
    rows.push(...page.data);
  }
  return rows;
}

/**
 * The Refine data provider: every call is mapped onto the resource's declared endpoints (src/app/engine/resourceRegistry.ts).
 * No resource-specific code lives here. Errors are the ApiHttpError thrown by `request` (statusCode, code,
 * message, errors by field), which Refine's forms and notifications understand.
 */
export const dataProvider: DataProvider = {
  getApiUrl: () => API_URL,

  getList: async <T extends BaseRecord>({ resource, pagination, sorters, filters, meta }: GetListParams) => {
    const def = resourceDef(resource);
    return list<T>(def, toListQuery({ pagination, sorters, filters }), meta);
  },

  getMany: async <T extends BaseRecord>({ resource, ids, meta }: GetManyParams) => {
    const def = resourceDef(resource);
    if (ids.length === 0) return { data: [] as T[] };
    return { data: await listByIds<T>(def, ids, meta) };
  },

  getOne: async <T extends BaseRecord>({ resource, id, meta }: GetOneParams) => {
    const def = resourceDef(resource);
    if (!def.endpoints.one) {
      const [row] = await listByIds<T>(def, [id], meta);
      if (!row) throw { name: 'ApiHttpError', message: 'Not found', statusCode: 404, code: 'NOT_FOUND', errors: {} };
      return { data: row };
    }
    const { method, path } = endpoint(def, 'one', id);
    return { data: await request<T>(path, { method, signal: signalOf(meta) }) };
  },

  create: async <T extends BaseRecord, V>({ resource, variables }: CreateParams<V>) => {
    const def = resourceDef(resource);
    const { method, path } = endpoint(def, 'create');
    return { data: await request<T>(path, { method, body: mutationBody(def, variables as Record<string, unknown>) }) };
  },

  update: async <T extends BaseRecord, V>({ resource, id, variables }: UpdateParams<V>) => {
    const def = resourceDef(resource);
    const { method, path } = endpoint(def, 'update', id);
    return { data: await request<T>(path, { method, body: mutationBody(def, variables as Record<string, unknown>) }) };
  },

  /** DELETE endpoints get no body; PATCH ones (branch offices) get `variables`, `meta.variables` or `{}`. */
  deleteOne: async <T extends BaseRecord, V>({ resource, id, variables, meta }: DeleteOneParams<V>) => {
    const def = resourceDef(resource);
    const { method, path } = endpoint(def, 'remove', id);
    const body = method === 'DELETE' ? undefined : (variables ?? meta?.variables ?? {});
    const data = await request<T>(path, { method, body });
    return { data: (data ?? { id }) as T };
  },

  /** Non-CRUD calls (`useCustom`): url relative to /api; filters/sorters become a ListQuery like getList. */
  custom: async <T extends BaseRecord, Q, P>({ url, method, filters, sorters, payload, query, meta }: CustomParams<Q, P>) => {
    const path = url.startsWith(API_URL + '/') ? url.slice(API_URL.length) : url;
    const verb = method.toUpperCase() as 'GET' | 'POST' | 'PATCH' | 'DELETE';
    const listQuery = filters?.length || sorters?.length ? toListQuery({ filters, sorters, pagination: { mode: 'off' } }) : undefined;
    const params = { ...(listQuery && verb === 'GET' ? toSearchParams(listQuery) : {}), ...(query as Record<string, string> | undefined) };
    const body = payload ?? (listQuery && verb !== 'GET' ? listQuery : undefined);
    const data = await request<T>(path, { method: verb, query: params, body, signal: signalOf(meta) });
    return { data };
  },
};
