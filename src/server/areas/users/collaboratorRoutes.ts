import type { FastifyInstance } from 'fastify';
import type { Engine } from '../../engine/engine';
import { registerDismissedTableRoute } from './dismissedTableRoute';
import { registerEmployeeStatusRoute } from './employeeStatusRoute';
import { registerExportRoute } from './exportRoute';
import { registerForceDeleteRoute } from './forceDeleteRoute';
import { registerPositionsRoute } from './positionsRoute';
import { registerReportBuilderRoutes } from './reportBuilderRoutes';
import { registerUserImageRoutes } from './userImageRoutes';
import { registerUserListRoute } from './userListRoute';

/** The collaborators' endpoints beyond the generic CRUD (spec §7 Users), each in its own module. */
export function registerCollaboratorRoutes(api: FastifyInstance, engine: Engine): void {
  registerUserListRoute(api, engine);
  registerDismissedTableRoute(api, engine);
  registerEmployeeStatusRoute(api, engine);
  registerForceDeleteRoute(api, engine);
  registerUserImageRoutes(api, engine);
  registerExportRoute(api, engine);
  registerReportBuilderRoutes(api, engine);
  registerPositionsRoute(api);
}
