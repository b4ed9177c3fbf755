import type { FastifyInstance } from 'fastify';
import { registerHierarchyLevelRoutes } from './hierarchyLevelRoutes';
import { registerPositionRoutes } from './positionRoutes';

/** The organisation chart's positions tree and the company's hierarchy levels (/levels). */
export function registerPositionAreaRoutes(api: FastifyInstance): void {
  registerPositionRoutes(api);
  registerHierarchyLevelRoutes(api);
}
