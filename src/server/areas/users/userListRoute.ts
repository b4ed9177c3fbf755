import type { FastifyInstance } from 'fastify';
import type { ListQuery } from '../../../shared/listQuery';
import { requireAuth } from '../../auth/authContext';
import type { Engine } from '../../engine/engine';
import { LIST_QUERY_BODY_SCHEMA, normalizeListBody } from '../../engine/listQuery';
import type { ApiRecord } from '../../engine/records';
import { emptyBodyAsObject } from '../../http/emptyBody';
import { unitScopeOf } from '../../permissions/unitScope';
import { branchNames, branchOfficeOf } from './branchNames';

/** The spec's Employee (§3): what a picker needs to show and choose a person. */
export function employeeView(r: ApiRecord, companyId: string, names: Map<string, string>) {
  return {
    id: r.id,
    userId: r.id,
    firstName: r.firstName,
    lastName: r.lastName,
    numberOfDocument: r.numberOfDocument,
    position: r.position,
    branchOffice: branchOfficeOf(r.mainBranch, names),
    companyId,
    imageUrl: r.imageUrl,
  };
}

/**
 * POST /users/getUserList: the light list for pickers, same query as getFiltered (active collaborators of the
 * caller's units unless `filters` say otherwise): { data: { users: [Employee], count } }.
 */
export function registerUserListRoute(api: FastifyInstance, engine: Engine): void {
  const service = engine.service('users');
  api.post<{ Body: ListQuery }>('/users/getUserList', {
    config: { module: 'users', action: 'GET' },
    preValidation: emptyBodyAsObject,
    schema: { tags: ['users'], summary: 'Collaborators for pickers: { data: { users: [{ id, firstName, lastName, numberOfDocument, position, branchOffice, imageUrl }], count } }', body: LIST_QUERY_BODY_SCHEMA },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const scope = await unitScopeOf(api.db, auth);
    const [{ rows, count }, names] = await Promise.all([service.list(auth, scope, normalizeListBody(request.body)), branchNames(api.db, auth.company.id)]);
    return { data: { users: rows.map((r) => employeeView(r, auth.company.id, names)), count } };
  });
}
