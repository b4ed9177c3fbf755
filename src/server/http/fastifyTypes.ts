/** What buildApp decorates on the instance and the request, and what every /api route declares in `config`. */
import type { ServerConfig } from '../config';
import type { Db } from '../db/client';
import type { AuthContext } from '../auth/authContext';
import type { PolicyEnforcer } from '../permissions/enforcer';
import type { Action, ModuleKey } from '../../shared/modules';
import type { FileStore } from '../files';
import type { MailTransport } from '../mail';
import type { RouteEntry } from './routeCatalog';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: ServerConfig;
    files: FileStore;
    mail: MailTransport;
    enforcer: PolicyEnforcer;
    /** every route as registered (src/server/http/routeCatalog.ts) */
    routeCatalog: RouteEntry[];
  }
  interface FastifyRequest {
    /** set by the auth hook on every non-public /api route */
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    /** Casbin object checked for this route (with `action`, default GET) */
    module?: ModuleKey;
    action?: Action;
    /** no token needed (login, maintenance, reset, loginData, files, docs) */
    public?: boolean;
    /** any signed-in dashboard user; the handler checks finer permissions itself if needed */
    authOnly?: boolean;
    /** an open API key may call this module-less route whatever its scopes (the company's OpenAPI document) */
    anyApiKey?: boolean;
  }
}

export {};
