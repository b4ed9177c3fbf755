import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../auth/authContext';
import { writeAudit } from '../../audit/auditLog';
import { webhookAttempts, webhookDeliveries } from '../../db/schema';
import { ApiError, notFound } from '../../http/apiError';
import { findSubscription } from './webhookRoutes';

const tags = ['integrations'];
const UUID = { type: 'string', format: 'uuid' } as const;
const SUB_PARAMS = { type: 'object', required: ['id'], additionalProperties: false, properties: { id: UUID } } as const;
const DELIVERY_PARAMS = { type: 'object', required: ['id', 'deliveryId'], additionalProperties: false, properties: { id: UUID, deliveryId: UUID } } as const;

type Delivery = typeof webhookDeliveries.$inferSelect;

const deliveryView = (d: Delivery) => ({
  id: d.id, webhookId: `msg_${d.id}`, eventType: d.eventType, status: d.status, attempts: d.attempts,
  nextAttemptAt: d.status === 'pending' ? d.nextAttemptAt.toISOString() : null, lastResponseStatus: d.lastResponseStatus, lastError: d.lastError,
  deliveredAt: d.deliveredAt?.toISOString() ?? null, createdAt: d.createdAt.toISOString(),
});

/** Back to the queue, due now, its retries counted afresh; the same `webhook-id`, so receivers deduplicate. */
const requeue = { status: 'pending', attempts: 0, nextAttemptAt: sql`now()`, lockedUntil: null, deliveredAt: null } as const;

/**
 * A subscription's delivery log (issue 24 item 5): what was sent, each attempt's answer and time, and replay — of one
 * delivery (whatever its status but pending) or of every failed one. docs/api/webhooks.md
 */
export function registerWebhookDeliveryRoutes(api: FastifyInstance): void {
  api.get<{ Params: { id: string }; Querystring: { status?: 'pending' | 'succeeded' | 'failed'; eventType?: string; skip: number; limit: number } }>('/integrations/webhooks/:id/deliveries', {
    config: { module: 'integrations', action: 'GET' },
    schema: {
      tags, params: SUB_PARAMS,
      querystring: {
        type: 'object', additionalProperties: false,
        properties: {
          status: { type: 'string', enum: ['pending', 'succeeded', 'failed'] }, eventType: { type: 'string', maxLength: 60 },
          skip: { type: 'integer', minimum: 0, default: 0 }, limit: { type: 'integer', minimum: 1, maximum: 200, default: 50 },
        },
      },
      summary: 'A subscription\'s deliveries, newest first: { data: { deliveries: [{ id, webhookId, eventType, status, attempts, nextAttemptAt, lastResponseStatus, lastError, deliveredAt, createdAt }], count } }',
    },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const sub = await findSubscription(api.db, auth.company.id, request.params.id);
    const d = webhookDeliveries;
    const { status, eventType, skip, limit } = request.query;
    const where = and(eq(d.companyId, auth.company.id), eq(d.subscriptionId, sub.id), ...([status && eq(d.status, status), eventType && eq(d.eventType, eventType)].filter(Boolean) as SQL[]));
    const [rows, [{ count }]] = await Promise.all([
      api.db.select().from(d).where(where).orderBy(desc(d.createdAt), desc(d.id)).offset(skip).limit(limit),
      api.db.select({ count: sql<number>`count(*)::int` }).from(d).where(where),
    ]);
    return { data: { deliveries: rows.map(deliveryView), count: Number(count) } };
  });

  api.get<{ Params: { id: string; deliveryId: string } }>('/integrations/webhooks/:id/deliveries/:deliveryId', {
    config: { module: 'integrations', action: 'GET' },
    schema: { tags, params: DELIVERY_PARAMS, summary: 'One delivery with the body sent and every attempt: { data: { ...delivery, payload, attemptLog: [{ attempt, responseStatus, responseBody, durationMs, error, createdAt }] } }' },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const d = webhookDeliveries;
    const [row] = await api.db.select().from(d).where(and(eq(d.id, request.params.deliveryId), eq(d.subscriptionId, request.params.id), eq(d.companyId, auth.company.id)));
    if (!row) throw notFound();
    const attempts = await api.db.select().from(webhookAttempts).where(and(eq(webhookAttempts.deliveryId, row.id), eq(webhookAttempts.companyId, auth.company.id)))
      .orderBy(webhookAttempts.createdAt, webhookAttempts.attempt);
    return {
      data: {
        ...deliveryView(row), payload: row.payload,
        attemptLog: attempts.map((a) => ({ attempt: a.attempt, responseStatus: a.responseStatus, responseBody: a.responseBody, durationMs: a.durationMs, error: a.error, createdAt: a.createdAt.toISOString() })),
      },
    };
  });

  api.post<{ Params: { id: string; deliveryId: string } }>('/integrations/webhooks/:id/deliveries/:deliveryId/replay', {
    config: { module: 'integrations', action: 'PATCH' },
    schema: { tags, params: DELIVERY_PARAMS, summary: 'Send a delivery again (same webhook-id), now: { data: delivery }; 409 WEBHOOK_DELIVERY_PENDING while it is still being tried' },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const d = webhookDeliveries;
    const row = await api.db.transaction(async (tx) => {
      const sub = await findSubscription(tx, auth.company.id, request.params.id);
      const [current] = await tx.select().from(d).where(and(eq(d.id, request.params.deliveryId), eq(d.subscriptionId, sub.id), eq(d.companyId, auth.company.id))).for('update');
      if (!current) throw notFound();
      if (current.status === 'pending') throw new ApiError(409, 'WEBHOOK_DELIVERY_PENDING');
      const [updated] = await tx.update(d).set(requeue).where(eq(d.id, current.id)).returning();
      await writeAudit(tx, auth, { entity: 'webhooks', entityId: sub.id, action: 'update', changes: { replayed: { from: current.status, to: 'pending' }, deliveryId: current.id } });
      return updated;
    });
    api.webhooks.wake();
    return { data: deliveryView(row) };
  });

  api.post<{ Params: { id: string } }>('/integrations/webhooks/:id/replay-failed', {
    config: { module: 'integrations', action: 'PATCH' },
    schema: { tags, params: SUB_PARAMS, summary: 'Send every failed delivery of the subscription again: { data: { replayed } }' },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const d = webhookDeliveries;
    const replayed = await api.db.transaction(async (tx) => {
      const sub = await findSubscription(tx, auth.company.id, request.params.id, true);
      const rows = await tx.update(d).set(requeue).where(and(eq(d.companyId, auth.company.id), eq(d.subscriptionId, sub.id), eq(d.status, 'failed'))).returning({ id: d.id });
      if (rows.length) await writeAudit(tx, auth, { entity: 'webhooks', entityId: sub.id, action: 'update', changes: { replayedFailed: rows.length } });
      return rows.length;
    });
    api.webhooks.wake();
    return { data: { replayed } };
  });
}
