import type { FastifyInstance } from 'fastify';
import type { FilterValue, SortItem } from '../../../shared/listQuery';
import { MAX_PAGE_SIZE } from '../../../shared/listQuery';
import { requireAuth } from '../../auth/authContext';
import type { Engine } from '../../engine/engine';
import { LIST_QUERY_BODY_SCHEMA } from '../../engine/listQuery';
import { emptyBodyAsObject } from '../../http/emptyBody';
import { unitScopeOf } from '../../permissions/unitScope';
import { branchNames, branchOfficeOf } from './branchNames';

/** Spec §9: the dismissed users table asks for 100 rows from offset 0. */
export const DISMISSED_PAGE_SIZE = 100;

interface DismissedBody {
  offset?: number;
  limit?: number;
  q?: string;
  sort?: SortItem[];
  filters?: Record<string, FilterValue>;
}

const BODY = {
  type: 'object',
  additionalProperties: false,
  properties: {
    offset: { type: 'integer', minimum: 0, default: 0 },
    limit: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: DISMISSED_PAGE_SIZE },
    q: LIST_QUERY_BODY_SCHEMA.properties.q,
    sort: LIST_QUERY_BODY_SCHEMA.properties.sort,
    filters: LIST_QUERY_BODY_SCHEMA.properties.filters,
  },
} as const;

/**
 * POST /users/getDismissedTable { offset = 0, limit = 100, q?, sort?, filters? }: offboarded collaborators of the
 * caller's units, most recent leave first, searched like the team list (name, document):
 * { data: { users: [record + branchOffice], count } }. Module `unactive-users`.
 */
export function registerDismissedTableRoute(api: FastifyInstance, engine: Engine): void {
  const service = engine.service('users');
  api.post<{ Body: DismissedBody }>('/users/getDismissedTable', {
    config: { module: 'unactive-users', action: 'GET' },
    preValidation: emptyBodyAsObject,
    schema: { tags: ['users'], summary: 'Offboarded collaborators (casualty list): { data: { users, count } }', body: BODY },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const { offset = 0, limit = DISMISSED_PAGE_SIZE, q, sort, filters } = request.body;
    const scope = await unitScopeOf(api.db, auth);
    const query = {
      skip: offset,
      limit,
      q: q?.trim() || undefined,
      sort: sort?.length ? sort.map((s) => ({ field: s.field, order: s.order ?? 'asc' })) : [{ field: 'leaveDate', order: 'desc' as const }, { field: 'lastName', order: 'asc' as const }],
      // whatever else is filtered, this table holds offboarded collaborators only
      filters: { ...(filters ?? {}), role: 'user', active: false },
    };
    const [{ rows, count }, names] = await Promise.all([service.list(auth, scope, query), branchNames(api.db, auth.company.id)]);
    return { data: { users: rows.map((r) => ({ ...r, branchOffice: branchOfficeOf(r.mainBranch, names) })), count } };
  });
}
