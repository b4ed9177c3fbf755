import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import type { SchemaStore } from '../engine/schemaStore';

const TAGS = [
  { name: 'auth', description: 'Login, logout, password reset, maintenance' },
  { name: 'permissions', description: 'Roles, permissions and views of the caller' },
  { name: 'companies', description: 'Session company and login page data' },
  { name: 'users', description: 'Collaborators (read) and the signed-in user' },
  { name: 'branchoffices', description: 'Organisational units: CRUD, tree; delete answers 100001/100002' },
  { name: 'hierarchies', description: 'Hierarchies and positions' },
  { name: 'specialdays', description: 'Special days (holidays)' },
  { name: 'shifttemplates', description: 'Shift templates' },
  { name: 'dayofftypes', description: 'Types of dayoff (list and one are additions to the spec)' },
  { name: 'foldertypes', description: 'Types of folder (list and one are additions to the spec)' },
  { name: 'workshifttypes', description: 'Types of workshift (list and one are additions to the spec)' },
  { name: 'schemas', description: 'Effective entity schemas per company' },
  { name: 'audit', description: 'Change history' },
  { name: 'files', description: 'Stored files' },
];

/** Drop our internal marker from the published document. */
function stripInternal(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(stripInternal);
  if (!schema || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(schema)) if (k !== 'x-handler-validated') out[k] = stripInternal(v);
  return out;
}

/**
 * OpenAPI 3 generated from the route schemas; every entity JSON Schema is registered by its $id and referenced from
 * the routes (components.schemas). The UI is at /api/docs, the document at /api/docs/json.
 */
export async function registerOpenApi(app: FastifyInstance, store: SchemaStore, version: string): Promise<void> {
  for (const schema of store.baseSchemas()) app.addSchema(schema);
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'HR administration dashboard API',
        version,
        description: 'Answers are `{ data }`; lists `{ data: { <collection>: [...], count } }`; errors `{ statusCode, code, message, errors? }` localized by Accept-Language.',
      },
      servers: [],
      tags: TAGS,
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearerAuth: [] }],
    },
    hideUntagged: true,
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`) },
    transform: ({ schema, url }) => ({ schema: stripInternal(schema) as typeof schema, url }),
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // swagger-ui's CSP asks to upgrade requests to https, which breaks plain-http deployments and localhost
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
  });
}
