import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ACTIONS, MODULE_KEYS } from '../../../shared/modules';
import { forgetAuthRow } from '../../auth/authRowCache';
import { requireAuth } from '../../auth/authContext';
import { writeAudit } from '../../audit/auditLog';
import { apiKeys, users } from '../../db/schema';
import { ApiError, fieldError, notFound, validationError } from '../../http/apiError';
import { validAllowlistEntry } from './ipAllowlist';
import { newApiKey } from './keyFormat';

const tags = ['integrations'];
const MAX_KEYS = 50;
const CREATE_BODY = {
  type: 'object', additionalProperties: false, required: ['name', 'scopes'],
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 80 },
    scopes: {
      type: 'array', minItems: 1, maxItems: 200,
      items: { type: 'object', additionalProperties: false, required: ['module', 'action'], properties: { module: { type: 'string', enum: [...MODULE_KEYS] }, action: { type: 'string', enum: [...ACTIONS] } } },
    },
    expiresAt: { type: 'string', format: 'date-time' },
    ipAllowlist: { type: 'array', maxItems: 20, items: { type: 'string', maxLength: 50 } },
  },
} as const;

type CreateBody = { name: string; scopes: { module: string; action: string }[]; expiresAt?: string; ipAllowlist?: string[] };

const view = (r: typeof apiKeys.$inferSelect & { createdByUsername?: string | null }) => ({
  id: r.id, name: r.name, prefix: r.prefix, hint: `hrk_${r.prefix}_…`, scopes: r.scopes, ipAllowlist: r.ipAllowlist,
  expiresAt: r.expiresAt?.toISOString() ?? null, lastUsedAt: r.lastUsedAt?.toISOString() ?? null, lastUsedIp: r.lastUsedIp,
  revokedAt: r.revokedAt?.toISOString() ?? null, createdAt: r.createdAt.toISOString(), createdBy: r.createdBy, createdByUsername: r.createdByUsername ?? null,
});

/**
 * Company configuration › open API (issue 24 item 4; module `integrations`): the company's API keys. A key is made by
 * an administrator with scopes they hold themselves, shown once, then only its prefix; it acts as its maker under the
 * same tenant, unit and permission checks (src/server/areas/apiKeys/authenticateApiKey.ts). docs/api/api-keys.md
 */
export function registerApiKeyRoutes(api: FastifyInstance): void {
  api.get('/integrations/api-keys', {
    config: { module: 'integrations', action: 'GET' },
    schema: { tags, summary: 'The company\'s API keys, newest first, never their secret: { data: { apiKeys: [{ id, name, hint, scopes, ipAllowlist, expiresAt, lastUsedAt, lastUsedIp, revokedAt, createdAt, createdByUsername }] } }' },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const rows = await api.db.select({ key: apiKeys, username: users.username }).from(apiKeys).leftJoin(users, eq(users.id, apiKeys.createdBy))
      .where(eq(apiKeys.companyId, auth.company.id)).orderBy(desc(apiKeys.createdAt));
    return { data: { apiKeys: rows.map((r) => view({ ...r.key, createdByUsername: r.username })) } };
  });

  api.post<{ Body: CreateBody }>('/integrations/api-keys', {
    config: { module: 'integrations', action: 'POST' },
    schema: {
      tags, body: CREATE_BODY,
      summary: 'Make an API key: 201 the key\'s record and, this once, `key` (hrk_<prefix>_<secret>)',
      description: 'Each scope (module key and action) must be one the caller holds (else 400 `scopeNotHeld` on `scopes.<i>`); `expiresAt` in the future; `ipAllowlist` addresses or CIDR ranges. An API key cannot make keys (403).',
    },
  }, async (request, reply) => {
    const auth = requireAuth(request.auth);
    if (auth.apiKey) throw new ApiError(403, 'FORBIDDEN');
    const { name, scopes, expiresAt, ipAllowlist = [] } = request.body;
    const errors = scopes.flatMap((s, i) => (api.enforcer.can(auth.role, auth.company.id, s.module, s.action) ? [] : [fieldError(`scopes.${i}`, 'scopeNotHeld')]));
    ipAllowlist.forEach((entry, i) => { if (!validAllowlistEntry(entry)) errors.push(fieldError(`ipAllowlist.${i}`, 'format')); });
    if (expiresAt && new Date(expiresAt).getTime() <= Date.now()) errors.push(fieldError('expiresAt', 'futureDate'));
    if (errors.length) throw validationError(errors);
    const unique = [...new Map(scopes.map((s) => [`${s.module}:${s.action}`, { module: s.module, action: s.action }])).values()];
    const made = newApiKey();
    const row = await api.db.transaction(async (tx) => {
      const [{ live }] = await tx.select({ live: sql<number>`count(*)::int` }).from(apiKeys).where(and(eq(apiKeys.companyId, auth.company.id), isNull(apiKeys.revokedAt)));
      if (Number(live) >= MAX_KEYS) throw validationError([{ ...fieldError('name', 'maxItems'), params: { limit: MAX_KEYS } }]);
      const [created] = await tx.insert(apiKeys).values({
        companyId: auth.company.id, createdBy: auth.user.id, name, prefix: made.prefix, secretHash: made.secretHash, scopes: unique, ipAllowlist,
        expiresAt: expiresAt ? new Date(expiresAt) : null,
      }).returning();
      await writeAudit(tx, auth, { entity: 'apiKeys', entityId: created.id, action: 'create', changes: { name, prefix: made.prefix, scopes: unique, ipAllowlist, expiresAt: expiresAt ?? null } });
      return created;
    });
    return reply.status(201).send({ data: { ...view({ ...row, createdByUsername: auth.user.username }), key: made.key } });
  });

  api.delete<{ Params: { id: string } }>('/integrations/api-keys/:id', {
    config: { module: 'integrations', action: 'DELETE' },
    schema: { tags, params: { type: 'object', required: ['id'], properties: { id: { type: 'string', format: 'uuid' } } }, summary: 'Revoke a key: it stops working at once; { data: { id, revokedAt } }' },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const row = await api.db.transaction(async (tx) => {
      const [revoked] = await tx.update(apiKeys).set({ revokedAt: sql`coalesce(${apiKeys.revokedAt}, now())` })
        .where(and(eq(apiKeys.id, request.params.id), eq(apiKeys.companyId, auth.company.id))).returning();
      if (!revoked) throw notFound();
      await writeAudit(tx, auth, { entity: 'apiKeys', entityId: revoked.id, action: 'update', changes: { revokedAt: { from: null, to: revoked.revokedAt?.toISOString() } } });
      return revoked;
    });
    // once committed: this process stops the key at once (others within the auth cache's few seconds)
    forgetAuthRow({ apiKeyPrefix: row.prefix });
    return { data: { id: row.id, revokedAt: row.revokedAt?.toISOString() ?? null } };
  });
}
