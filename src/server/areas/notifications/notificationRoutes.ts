import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../auth/authContext';
import { writeAudit } from '../../audit/auditLog';
import { notifications } from '../../db/schema';
import { notFound, validationError, fieldError } from '../../http/apiError';
import { notify } from './notify';
import { dashboardUsers } from './recipients';

const tags = ['notifications'];
const uuid = { type: 'string', format: 'uuid' } as const;
const ID = { type: 'object', required: ['id'], additionalProperties: false, properties: { id: uuid } } as const;

type Row = typeof notifications.$inferSelect;
const view = (r: Row) => ({
  id: r.id, kind: r.kind, title: r.title, body: r.body, params: r.params, link: r.link, entity: r.entity, entityId: r.entityId,
  read: r.readAt !== null, readAt: r.readAt, createdAt: r.createdAt,
});

/**
 * Notifications (spec §7): each dashboard user reads, marks and deletes their own; an administrator may send a
 * message to dashboard users of the company. docs/api/notifications.md.
 */
export function registerNotificationRoutes(api: FastifyInstance): void {
  const mine = (auth: ReturnType<typeof requireAuth>) => and(eq(notifications.companyId, auth.company.id), eq(notifications.userId, auth.user.id));
  const unreadOf = async (auth: ReturnType<typeof requireAuth>) =>
    (await api.db.select({ n: sql<number>`count(*)::int` }).from(notifications).where(and(mine(auth), isNull(notifications.readAt))))[0].n;

  api.get<{ Querystring: { limit: number; offset: number; unread?: boolean } }>('/notifications/getNotificationsToTable/get', {
    config: { authOnly: true },
    schema: {
      tags, summary: "The caller's notifications, newest first: { data: { notifications, count, unread } }",
      querystring: {
        type: 'object', additionalProperties: false,
        properties: { limit: { type: 'integer', minimum: 1, maximum: 200, default: 20 }, offset: { type: 'integer', minimum: 0, default: 0 }, unread: { type: 'boolean' } },
      },
    },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const where = and(mine(auth), request.query.unread ? isNull(notifications.readAt) : undefined);
    const [rows, [{ count }], unread] = await Promise.all([
      api.db.select().from(notifications).where(where).orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(request.query.limit).offset(request.query.offset),
      api.db.select({ count: sql<number>`count(*)::int` }).from(notifications).where(where),
      unreadOf(auth),
    ]);
    return { data: { notifications: rows.map(view), count, unread } };
  });

  api.get('/notifications/unread/count', {
    config: { authOnly: true },
    schema: { tags, summary: "How many of the caller's notifications are unread (the header's bell; design)" },
  }, async (request) => ({ data: { unread: await unreadOf(requireAuth(request.auth)) } }));

  api.get<{ Params: { id: string } }>('/notifications/:id', {
    config: { authOnly: true },
    schema: { tags, summary: 'One of the caller\'s notifications', params: ID },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const [row] = await api.db.select().from(notifications).where(and(mine(auth), eq(notifications.id, request.params.id)));
    if (!row) throw notFound();
    return { data: view(row) };
  });

  api.post<{ Body: { userIds: string[]; title: string; body?: string; link?: string } }>('/notifications', {
    config: { module: 'company-config', action: 'POST' },
    schema: {
      tags, summary: 'Send a message to dashboard users of the company: 201 { data: { created } }',
      body: {
        type: 'object', required: ['userIds', 'title'], additionalProperties: false,
        properties: {
          userIds: { type: 'array', minItems: 1, maxItems: 500, items: uuid },
          title: { type: 'string', minLength: 1, maxLength: 160 },
          body: { type: 'string', maxLength: 2000 },
          link: { type: 'string', maxLength: 300, pattern: '^/[^/]' },
        },
      },
    },
  }, async (request, reply) => {
    const auth = requireAuth(request.auth);
    const recipients = await dashboardUsers(api.db, auth.company.id, request.body.userIds);
    if (recipients.length !== new Set(request.body.userIds).size) throw validationError([fieldError('userIds', 'USER_NOT_FOUND')]);
    await api.db.transaction(async (tx) => {
      await notify(api, { companyId: auth.company.id, kind: 'MANUAL', recipients, title: request.body.title, body: request.body.body ?? '', link: request.body.link ?? null, createdBy: auth.user.id }, tx);
      await writeAudit(tx, auth, { entity: 'notifications', entityId: auth.user.id, action: 'create', changes: { recipients: recipients.length, title: request.body.title } });
    });
    return reply.code(201).send({ data: { created: recipients.length } });
  });

  api.patch<{ Body: { ids?: string[]; all?: boolean; read?: boolean } }>('/notifications', {
    config: { authOnly: true },
    schema: {
      tags, summary: 'Mark some (ids) or all of the caller\'s notifications read (or unread with read: false): { data: { updated, unread } }',
      body: {
        type: 'object', additionalProperties: false, minProperties: 1,
        properties: { ids: { type: 'array', minItems: 1, maxItems: 500, items: uuid }, all: { type: 'boolean', const: true }, read: { type: 'boolean', default: true } },
      },
    },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const { ids, all, read = true } = request.body;
    if (!ids && !all) throw validationError([fieldError('ids', 'required')]);
    const rows = await api.db.update(notifications).set({ readAt: read ? new Date() : null })
      .where(and(mine(auth), all ? undefined : inArray(notifications.id, ids!), read ? isNull(notifications.readAt) : undefined))
      .returning({ id: notifications.id });
    return { data: { updated: rows.length, unread: await unreadOf(auth) } };
  });

  api.delete<{ Params: { id: string } }>('/notifications/:id', {
    config: { authOnly: true },
    schema: { tags, summary: 'Delete one of the caller\'s notifications', params: ID },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const [row] = await api.db.delete(notifications).where(and(mine(auth), eq(notifications.id, request.params.id))).returning({ id: notifications.id });
    if (!row) throw notFound();
    return { data: { id: row.id } };
  });
}
