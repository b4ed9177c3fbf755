/**
 * buildApp: the Fastify application (API under /api, built SPA at /). main.ts and the tests call it; it returns a
 * ready instance, so a misdeclared route or an invalid schema fails here, at start, not on a user's request.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { installLoginThrottle } from './auth/loginRateLimit';
import { loginRoutes } from './auth/loginRoutes';
import { mfaRoutes } from './auth/mfa';
import { maintenanceRoute } from './auth/maintenanceRoute';
import { healthRoutes } from './lifecycle/healthRoutes';
import { resetRoutes } from './auth/resetRoutes';
import { toolTokenRoute } from './auth/toolTokenRoute';
import { supportRoute } from './areas/provider/supportRoute';
import { resolveTokenSecret } from './auth/tokenSecret';
import { configureFileSigning } from './files/signedFileUrls';
import { installFileAddressSigning } from './http/signFileAddresses';
import { createTokenService } from './auth/tokens';
import { registerAreaRoutes, resourceHooks } from './areas';
import { announceAllBirthdays } from './areas/notifications/birthdays';
import { profileRoutes } from './areas/profile';
import { registerAuditRoutes } from './audit/auditRoutes';
import { iclockRoutes } from './areas/devices/protocol/iclockRoutes';
import type { ServerConfig } from './config';
import { configureSecretBox } from './crypto/secretBox';
import type { Database } from './db/client';
import { Engine } from './engine/engine';
import { registerResourceRoutes } from './engine/resourceRoutes';
import { registerRestRoutes } from './engine/restRoutes';
import { registerExportRoutes } from './engine/exportRoutes';
import { SchemaStore } from './engine/schemaStore';
import { loadResourceCatalog, syncResourceStorage } from './engine/storage';
import { registerEngineTables } from './engine/tables';
import { registerResourceCatalogRoute } from './engine/resourceCatalogRoute';
import { registerSchemaRoutes } from './engine/schemaRoutes';
import { fileStoreFor, type FileStore } from './files';
import { installValidatorCompiler } from './http/ajv';
import { installBodyShapeCheck } from './http/bodyShape';
import { registerCompression } from './http/compression';
import { installErrorHandler, sendError } from './http/errorHandler';
import { sharedRateLimitStore } from './http/rateLimitStore';
import { installJobRunner } from './jobs';
import { installDailyChecks } from './lifecycle/dailyChecks';
import { installWebhookDispatcher } from './areas/webhooks/installDispatcher';
import { fastifyLogOptions, installRequestLog } from './lifecycle/logger';
import './http/fastifyTypes';
import { installRouteCatalog } from './http/routeCatalog';
import { registerSecurity } from './http/security';
import { registerSpa } from './http/spa';
import { createOutboxTransport, type MailTransport } from './mail';
import { registerApiSchemas } from './openapi/apiSchemas';
import { registerOpenApi } from './openapi/openapi';
import { followAnnouncedChanges } from './permissions/followAnnouncedChanges';
import { installPolicy } from './permissions/installPolicy';
import { permissionRoutes } from './permissions/permissionRoutes';
import { installRouteAccessCheck, installRouteAccessHook } from './permissions/routeAccess';

export interface BuildAppOptions {
  config: ServerConfig;
  database: Database;
  /** default: the mail_outbox table */
  mail?: MailTransport;
  /** default: local disk under DATA_DIR/files */
  files?: FileStore;
  /** the built SPA; default dist/client of the repository */
  clientDir?: string;
  /** the clock of the daily checks (default: the system's) */
  now?: () => Date;
  /** where the log goes (default stdout; tests capture it) */
  logStream?: NodeJS.WritableStream;
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const API_VERSION = '1.0.0';

/** Largest upload we accept in one part (images are 1 MB; the engine counts the exact limit per field). */
const MULTIPART_FILE_LIMIT = 1_048_576 + 1;

/** TRUST_PROXY as a hop count: the nearest `hops` proxies are believed (Fastify types take it only as a function). */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = opts;
  const app = Fastify({
    // URLs redacted; in production only failed and slow requests are logged (src/server/lifecycle/logger.ts)
    ...fastifyLogOptions(config, opts.logStream),
    // whose X-Forwarded-For gives request.ip (TRUST_PROXY in the README)
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : (config.trustProxy ?? false),
    bodyLimit: config.bodyLimitBytes,
    // malformed URLs and the like get the same error body as everything else
    frameworkErrors: (err, request, reply) => sendError(request, reply, err),
    return503OnClosing: true,
  });

  installValidatorCompiler(app);
  installErrorHandler(app);
  installRequestLog(app, config);
  // the API speaks JSON (and multipart for uploads): text/plain is refused with 415 instead of reaching a handler
  app.removeContentTypeParser('text/plain');
  // too deep, too many values, NUL bytes and broken text are refused before any route's validation (a 5,000-level
  // body overflowed it: 500)
  installBodyShapeCheck(app);
  // stored-file addresses leave signed (GET /api/files serves nothing else to an <img>)
  installFileAddressSigning(app, opts.now ? () => opts.now!().getTime() : undefined);

  const tokenSecret = resolveTokenSecret(config);
  const tokens = createTokenService(tokenSecret, config.tokenTtlSeconds);
  configureSecretBox(tokenSecret);
  configureFileSigning(tokenSecret);
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('files', opts.files ?? fileStoreFor(config, 'files'));
  app.decorate('mail', opts.mail ?? createOutboxTransport(database.db));
  // background jobs (imports, long exports…): handlers register with the routes, the runner starts on ready and
  // stops (waiting for the running job) on close
  installJobRunner(app, database);
  // daily work (birthdays), checked every interval and remembered per company and day (src/server/lifecycle/dailyChecks.ts)
  installDailyChecks(app, [{ name: 'birthdays', run: (now) => announceAllBirthdays(app, now) }], { intervalMs: config.dailyChecksIntervalMs ?? 0, now: opts.now });
  // outbound webhooks: the outbox's deliveries sent, retried and logged in the background (src/server/areas/webhooks)
  installWebhookDispatcher(app, database);
  // policy.csv + every company's roles from this database (reloaded after each role change, checked across processes)
  await installPolicy(app, database.db);
  // commits of other processes on one PostgreSQL, announced (src/server/db/changeListener.ts): cached sign-in rows
  // and the policy follow at once (their timed re-checks stay as the fallback while the announcements are not heard)
  followAnnouncedChanges(app, database.db);

  // before any plugin adds routes, so every /api route is checked and guarded, the docs' included; the guard runs
  // after helmet and CORS, so a 401/403 still carries security and CORS headers
  installRouteAccessCheck(app);
  installRouteCatalog(app);
  await registerSecurity(app, config);
  installRouteAccessHook(app, tokens);
  await app.register(multipart, { limits: { fileSize: MULTIPART_FILE_LIMIT, files: 5, fields: 10, fieldSize: config.bodyLimitBytes }, throwFileSizeLimit: false });
  // counted in throttle_counters, so every process shares each budget
  await app.register(rateLimit, { global: false, store: sharedRateLimitStore(database.db, opts.now) });
  // sign-in brute force: per account with a growing delay, per address across accounts (src/server/auth/loginRateLimit.ts)
  installLoginThrottle(app, database.db, config.loginThrottle, opts.now);

  // every resource (product + RESOURCE_DIRS), its schema and its table; the derived tables brought in step first
  const catalog = loadResourceCatalog({ resourceDirs: config.resourceDirs });
  await syncResourceStorage(database.db, catalog);
  registerEngineTables(catalog.tables, catalog.resources);
  const store = await SchemaStore.load({ extraSchemas: catalog.extraSchemas, overlaysDir: config.overlaysDir, resourceNames: catalog.resources.map((r) => r.name) });
  await registerOpenApi(app, store, API_VERSION, tokens);
  registerApiSchemas(app);

  const hooksByResource = resourceHooks(app.enforcer);
  const engine = new Engine(catalog.resources, store, hooksByResource, database.db, app.files, { listPageCache: config.listPageCache !== false });
  await app.register(async (api) => {
    // first, so every /api route below answers compressed when the client accepts it (src/server/http/compression.ts)
    await registerCompression(api);
    await api.register(loginRoutes, { tokens });
    // the second step of a sign-in, one's own second factors, the company's MFA policy (src/server/auth/mfa)
    await api.register(mfaRoutes, { tokens });
    await api.register(resetRoutes);
    await api.register(toolTokenRoute, { tokens, config });
    await api.register(supportRoute, { tokens });
    await api.register(maintenanceRoute);
    // liveness and readiness for load balancers (docs/deploy.md)
    await api.register(healthRoutes);
    await api.register(permissionRoutes);
    // the profile's password change hands this session a new token
    await api.register(profileRoutes, { tokens });
    for (const service of engine.all()) registerResourceRoutes(api, service);
    for (const service of engine.all()) registerRestRoutes(api, service);
    registerExportRoutes(api, engine);
    for (const hooks of Object.values(hooksByResource)) await hooks.routes?.(api, engine);
    registerSchemaRoutes(api, engine);
    registerResourceCatalogRoute(api, engine);
    registerAuditRoutes(api, engine);
    registerAreaRoutes(api);
  }, { prefix: '/api' });

  // time clocks (ZKTeco ADMS push protocol): plain text at the paths devices use, outside /api
  await app.register(iclockRoutes);

  await registerSpa(app, opts.clientDir ?? path.join(ROOT, 'dist', 'client'));
  await app.ready();
  return app;
}
