import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { RESOURCES } from '../../../resources';
import { parseEndpoint } from '../../shared/resource';
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

/** `METHOD /api/path/{id}` → the file fields a multipart create/update of that endpoint accepts. */
function multipartEndpoints(): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const r of RESOURCES) {
    if (!r.files) continue;
    for (const spec of [r.endpoints.create, r.endpoints.update]) {
      if (!spec) continue;
      const { method, path } = parseEndpoint(spec);
      out.set(`${method.toLowerCase()} /api${path.replace(/:([A-Za-z_]+)/g, '{$1}')}`, Object.keys(r.files));
    }
  }
  return out;
}

type OpenApiDoc = { paths?: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: unknown }> } }>> };

/** Multipart bodies are not the JSON schema: a `data` part holding the JSON, plus one binary part per file field. */
function describeMultipart(doc: OpenApiDoc): OpenApiDoc {
  for (const [key, fields] of multipartEndpoints()) {
    const [method, path] = key.split(' ');
    const content = doc.paths?.[path]?.[method]?.requestBody?.content;
    if (!content?.['multipart/form-data']) continue;
    // a new media object: swagger shares one object between the content types of a route
    content['multipart/form-data'] = {
      schema: {
        type: 'object',
        properties: {
          data: { type: 'string', description: 'the JSON body (same schema as application/json)' },
          ...Object.fromEntries(fields.map((f) => [f, { type: 'string', format: 'binary', description: 'image, at most 1 MB (png, jpeg, gif, webp)' }])),
        },
      },
    };
  }
  return doc;
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
    transformObject: (documentObject) => describeMultipart(('openapiObject' in documentObject ? documentObject.openapiObject : documentObject.swaggerObject) as OpenApiDoc) as never,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // swagger-ui's CSP asks to upgrade requests to https, which breaks plain-http deployments and localhost
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
  });
}
