import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAuth, type AuthContext } from '../../auth/authContext';
import type { ApiRecord } from '../../engine/records';
import type { ResourceService } from '../../engine/resourceService';
import { ApiError } from '../../http/apiError';
import { unitScopeOf } from '../../permissions/unitScope';

export const tags = ['workOrders'];
export const UUID = { type: 'string', format: 'uuid' } as const;
export const ORDER_PARAMS = { type: 'object', required: ['id'], additionalProperties: false, properties: { id: UUID } } as const;

export interface OrderContext {
  auth: AuthContext;
  scope: Set<string> | null;
  order: ApiRecord;
}

/**
 * The order a route acts on: of the caller's company and in their units, as the engine reads it; anything else is
 * 404 WORK_ORDER_NOT_FOUND (another company's id is never told apart from an unknown one).
 */
export async function orderFor(api: FastifyInstance, service: ResourceService, request: FastifyRequest, id: string): Promise<OrderContext> {
  const auth = requireAuth(request.auth);
  const scope = await unitScopeOf(api.db, auth);
  try {
    return { auth, scope, order: service.toRecord(await service.findRow(api.db, auth, scope, id), auth) };
  } catch (err) {
    if (err instanceof ApiError && err.statusCode === 404) throw new ApiError(404, 'WORK_ORDER_NOT_FOUND');
    throw err;
  }
}
