import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../auth/authContext';
import { ID_PARAMS } from '../../engine/resourceRoutes';
import { notFound } from '../../http/apiError';
import { loadPositionNodes } from './positionTree';

/**
 * The positions tree (hierarchies of type `position`), read-only:
 * - GET /companies/positions/tree → { data: { positions: [PositionNode], count, usersCount } }: every position, flat,
 *   parentId linking them (null for roots), with the chart's counts.
 * - GET /companies/positions/tree/children/:id → { data: { id, children: [PositionNode] } }: the caller's company id
 *   answers the root positions (an empty list: the company has no positions tree); a position id answers the
 *   positions directly below it. Any other id (another company's included) is 404.
 */
export function registerPositionRoutes(api: FastifyInstance): void {
  api.get('/companies/positions/tree', {
    config: { module: 'organization-chart', action: 'GET' },
    schema: { tags: ['positions'], summary: 'Every position with its parent, children and active collaborators counted' },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const positions = await loadPositionNodes(api.db, auth);
    const usersCount = positions.reduce((sum, p) => sum + p.usersCount, 0);
    return { data: { positions, count: positions.length, usersCount } };
  });

  api.get<{ Params: { id: string } }>('/companies/positions/tree/children/:id', {
    // the header asks this for every dashboard user (talent report entry); reading positions is a hierarchy read
    config: { module: 'hierarchies', action: 'GET' },
    schema: { tags: ['positions'], summary: 'Root positions (company id) or the positions below one position', params: ID_PARAMS },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const { id } = request.params;
    const positions = await loadPositionNodes(api.db, auth);
    const isCompany = id === auth.company.id;
    if (!isCompany && !positions.some((p) => p.id === id)) throw notFound();
    const children = positions.filter((p) => (isCompany ? p.parentId === null : p.parentId === id));
    return { data: { id, children } };
  });
}
