import type { FastifyInstance } from 'fastify';
import type { ResourceHooks } from '../engine/hooks';
import { branchOfficeHooks } from './branchOffices/branchOfficeHooks';
import { registerCompanyRoutes } from './companies/companyRoutes';
import { registerFileRoutes } from './files/fileRoutes';
import { hierarchyHooks } from './hierarchies/hierarchyHooks';
import { specialDayHooks } from './specialDays/specialDayHooks';
import { collaboratorHooks } from './users/collaboratorHooks';
import { registerUserSelfRoute } from './users/selfRoute';

/** Behaviour resources add to the generic engine, by resource name (resources/index.ts). */
export const RESOURCE_HOOKS: Record<string, ResourceHooks> = {
  branchoffices: branchOfficeHooks,
  hierarchies: hierarchyHooks,
  specialdays: specialDayHooks,
  users: collaboratorHooks,
};

/** Endpoints of the areas that are not a resource's CRUD (session, login page data, files). */
export function registerAreaRoutes(api: FastifyInstance): void {
  registerCompanyRoutes(api);
  registerUserSelfRoute(api);
  registerFileRoutes(api);
}
