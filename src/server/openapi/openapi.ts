import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RESOURCES } from '../../../resources';
import { parseEndpoint } from '../../shared/resource';
import { authenticate } from '../auth/authenticate';
import { requireAuth } from '../auth/authContext';
import type { TokenService } from '../auth/tokens';
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
  { name: 'documents', description: "Collaborators' file system: folders typed by folder types, files (docs/api/documents.md)" },
  { name: 'document-hub', description: 'Envelopes of PDFs split and matched per collaborator, reviewed and delivered (docs/api/documents.md)' },
  { name: 'notifications', description: "The caller's notifications, messages to dashboard users (docs/api/notifications.md)" },
  { name: 'novelties', description: "Payroll novelties: per collaborator and period, brought from absences and workdays (V2), sent to payroll (docs/api/novelties.md)" },
  { name: 'salary', description: 'Salary settlements: bulk slips file, check, confirm, slips (docs/api/documents.md)' },
  { name: 'provider', description: "The provider's console: every company, flags, plan, seats, suspension, recorded payments (docs/api/provider.md)" },
  { name: 'subscription', description: 'The company\'s subscription, seats and bills; cancel and reactivate (docs/api/subscription.md)' },
  { name: 'rest', description: 'Every resource in @refinedev/simple-rest\'s convention: bare records, lists with X-Total-Count (docs/api/rest.md)' },
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

type Document = Record<string, unknown> & { components?: { schemas?: Record<string, unknown> } };

/** A company's document, built once per company slug and document (the routes do not change after start). */
const companyDocuments = new WeakMap<object, Map<string, Document>>();

/**
 * The document a company reads: every entity schema (components.schemas, by $id) replaced by the company's
 * effective schema, so its custom fields are listed (marked `x-overlay`, titled, with their `x-labels`).
 */
export function companyDocument(doc: Readonly<Record<string, unknown>>, store: SchemaStore, companySlug: string): Document {
  let perSlug = companyDocuments.get(doc);
  if (!perSlug) companyDocuments.set(doc, (perSlug = new Map()));
  let built = perSlug.get(companySlug);
  if (!built) {
    built = structuredClone(doc) as Document;
    const schemas = built.components?.schemas ?? {};
    for (const id of Object.keys(schemas)) {
      if (!store.has(id)) continue;
      const { $id: _id, ...effective } = store.effective(id, companySlug);
      schemas[id] = stripInternal(effective);
    }
    perSlug.set(companySlug, built);
  }
  return built;
}

/** `GET /openapi.json`: the caller's company's OpenAPI document (the same as /api/docs/json read with a token). */
export function registerCompanyOpenApiRoute(api: FastifyInstance, store: SchemaStore): void {
  api.get('/openapi.json', {
    config: { authOnly: true, anyApiKey: true },
    schema: { tags: ['schemas'], summary: "OpenAPI document of the caller's company: entity schemas with its custom fields (any open API key may read it)" },
  }, async (request) => companyDocument(api.swagger() as unknown as Record<string, unknown>, store, requireAuth(request.auth).company.slug));
}

/**
 * OpenAPI 3 generated from the route schemas; every entity JSON Schema is registered by its $id and referenced from
 * the routes (components.schemas). The UI is at /api/docs, the document at /api/docs/json: without a token the
 * product's (base schemas), with a bearer token the caller's company's (its custom fields included).
 */
export async function registerOpenApi(app: FastifyInstance, store: SchemaStore, version: string, tokens?: TokenService): Promise<void> {
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
    // the docs are public; a token, when sent, picks the company whose document is answered (a bad one is a 401)
    uiHooks: {
      preHandler: async (request: FastifyRequest) => {
        if (tokens && request.headers.authorization) request.auth = await authenticate(request, app.db, tokens);
      },
    },
    transformSpecification: (doc, request) => (request.auth ? companyDocument(doc, store, request.auth.company.slug) : doc),
    transformSpecificationClone: false,
    staticCSP: true,
    // swagger-ui's CSP asks to upgrade requests to https, which breaks plain-http deployments and localhost
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
  });
}
