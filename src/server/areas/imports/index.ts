import type { FastifyInstance } from 'fastify';
import { registerImportRoutes } from './importRoutes';
import { USERS_IMPORT_JOB, usersImportJob } from './importJob';
import { registerParseRoute } from './parseRoute';
import { registerPicturesRoute } from './pictures/picturesRoute';
import { registerTemplateRoute } from './templateRoute';

/** Collaborator bulk import (template, parse, validate, import job) and pictures import. See docs/api/imports.md. */
export function registerImportAreaRoutes(api: FastifyInstance): void {
  api.jobs.register(USERS_IMPORT_JOB, usersImportJob(api));
  registerTemplateRoute(api);
  registerParseRoute(api);
  registerImportRoutes(api);
  registerPicturesRoute(api);
}
