import type { FastifyInstance } from 'fastify';
import { registerFileSystemReadRoutes } from './fileSystemRoutes';
import { registerNodeEditRoutes } from './nodeEditRoutes';
import { registerTransferRoutes } from './transferRoutes';
import { registerUploadRoute } from './uploadRoute';

/** A collaborator's file system (docs/api/documents.md "File system"): folders typed by folder types, and files. */
export function registerFileSystemRoutes(api: FastifyInstance): void {
  registerFileSystemReadRoutes(api);
  registerNodeEditRoutes(api);
  registerTransferRoutes(api);
  registerUploadRoute(api);
}
