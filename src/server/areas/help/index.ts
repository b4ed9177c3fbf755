import type { FastifyInstance } from 'fastify';
import { registerHandbookRoutes } from './handbookRoutes';
import { registerHelpRoutes } from './helpRoutes';

/** The help centre: articles, screenshots and the company's handbooks (issue 23 item 5). */
export function registerHelpAreaRoutes(api: FastifyInstance): void {
  registerHelpRoutes(api);
  registerHandbookRoutes(api);
}
