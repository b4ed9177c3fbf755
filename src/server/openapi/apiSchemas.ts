import type { FastifyInstance } from 'fastify';
import { API_SCHEMAS } from '../../shared/apiSchemas';

/**
 * The areas' named schemas (src/shared/apiSchemas), registered once by `$id`: routes reference them with `$ref`, the
 * OpenAPI document lists them under components.schemas, the serializer reads the answer shapes. Body validation
 * knows them through ajv.ts (our validator compiler does not read Fastify's shared schemas).
 */
export function registerApiSchemas(app: FastifyInstance): void {
  for (const schema of API_SCHEMAS) app.addSchema(schema);
}
