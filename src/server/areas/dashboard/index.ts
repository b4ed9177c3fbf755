import type { FastifyInstance } from 'fastify';
import { registerDashboardRoutes } from './dashboardRoutes';

/** The dashboard's attendance cards, calendar, graphic, map and the heat map (/reports/dashboard/*). */
export function registerDashboardAreaRoutes(api: FastifyInstance): void {
  registerDashboardRoutes(api);
}
