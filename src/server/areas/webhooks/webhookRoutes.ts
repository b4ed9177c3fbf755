import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../auth/authContext';
import { writeAudit } from '../../audit/auditLog';
import { encryptSecret } from '../../crypto/secretBox';
import type { Db } from '../../db/client';
import { users, webhookDeliveries, webhookSubscriptions } from '../../db/schema';
import { fieldError, notFound, validationError } from '../../http/apiError';
import { rowsOf } from '../dashboard/dashboardContext';
import { eventPayload } from './emitEvent';
import { WEBHOOK_EVENT_TYPES } from './eventTypes';
import { newWebhookSecret } from './signDelivery';
import { webhookTargetsOf, webhookUrlProblem } from './targetPolicy';

const tags = ['integrations'];
export const MAX_WEBHOOKS = 20;
const ID_PARAMS = { type: 'object', required: ['id'], additionalProperties: false, properties: { id: { type: 'string', format: 'uuid' } } } as const;
const FIELDS = {
  name: { type: 'string', minLength: 1, maxLength: 80, pattern: '\\S' },
  url: { type: 'string', minLength: 1, maxLength: 2000 },
  events: { type: 'array', minItems: 1, maxItems: WEBHOOK_EVENT_TYPES.length, uniqueItems: true, items: { type: 'string', enum: [...WEBHOOK_EVENT_TYPES] } },
  enabled: { type: 'boolean' },
} as const;

type Row = typeof webhookSubscriptions.$inferSelect;
type Body = { name: string; url: string; events: string[]; enabled?: boolean };
type Counts = { pending: number; succeeded: number; failed: number };

/** `active`, `paused` by a person (enabled false) or `disabled` by the dispatcher after a day of failures. */
const statusOf = (r: Row) => (r.disabledAt ? 'disabled' : r.enabled ? 'active' : 'paused');

export const subscriptionView = (r: Row, counts: Counts = { pending: 0, succeeded: 0, failed: 0 }, createdByUsername: string | null = null) => ({
  id: r.id, name: r.name, url: r.url, events: r.events, enabled: r.enabled, status: statusOf(r),
  disabledAt: r.disabledAt?.toISOString() ?? null, disabledReason: r.disabledReason, consecutiveFailures: r.consecutiveFailures,
  lastDeliveryAt: r.lastDeliveryAt?.toISOString() ?? null, createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString(),
  createdByUsername, deliveries: counts,
});

/** Deliveries by status of the last 30 days, per subscription of the company. */
async function countsOf(db: Db, companyId: string, ids: string[]): Promise<Map<string, Counts>> {
  if (!ids.length) return new Map();
  const rows = await rowsOf<{ subscription_id: string; status: keyof Counts; n: number }>(db, sql`
    select subscription_id, status, count(*)::int as n from webhook_deliveries
    where company_id = ${companyId} and subscription_id = any(${`{${ids.join(',')}}`}::uuid[]) and created_at > now() - interval '30 days'
    group by subscription_id, status`);
  const out = new Map<string, Counts>();
  for (const r of rows) {
    const c = out.get(r.subscription_id) ?? { pending: 0, succeeded: 0, failed: 0 };
    c[r.status] = Number(r.n);
    out.set(r.subscription_id, c);
  }
  return out;
}

/** The subscription of the caller's company, locked when asked, or 404. */
export async function findSubscription(db: Db, companyId: string, id: string, forUpdate = false): Promise<Row> {
  const q = db.select().from(webhookSubscriptions).where(and(eq(webhookSubscriptions.id, id), eq(webhookSubscriptions.companyId, companyId)));
  const [row] = forUpdate ? await q.for('update') : await q;
  if (!row) throw notFound();
  return row;
}

/**
 * Company configuration › events (issue 24 item 5; module `integrations`): the company's webhook subscriptions.
 * A subscription is an endpoint and the event types it wants; its signing secret (`whsec_…`, Standard Webhooks) is
 * shown when it is made or rotated, never again. docs/api/webhooks.md
 */
export function registerWebhookSubscriptionRoutes(api: FastifyInstance): void {
  const urlErrors = (url: string) => {
    const problem = webhookUrlProblem(url.trim(), webhookTargetsOf(api.config));
    return problem ? [fieldError('url', problem)] : [];
  };

  api.get('/integrations/webhooks', {
    config: { module: 'integrations', action: 'GET' },
    schema: { tags, summary: 'The company\'s webhook subscriptions and the event types there are: { data: { webhooks: [{ id, name, url, events, enabled, status, disabledAt, disabledReason, consecutiveFailures, lastDeliveryAt, deliveries: { pending, succeeded, failed } }], eventTypes } }' },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const rows = await api.db.select({ sub: webhookSubscriptions, username: users.username }).from(webhookSubscriptions)
      .leftJoin(users, eq(users.id, webhookSubscriptions.createdBy))
      .where(eq(webhookSubscriptions.companyId, auth.company.id)).orderBy(desc(webhookSubscriptions.createdAt));
    const counts = await countsOf(api.db, auth.company.id, rows.map((r) => r.sub.id));
    return { data: { webhooks: rows.map((r) => subscriptionView(r.sub, counts.get(r.sub.id), r.username)), eventTypes: WEBHOOK_EVENT_TYPES } };
  });

  api.get<{ Params: { id: string } }>('/integrations/webhooks/:id', {
    config: { module: 'integrations', action: 'GET' },
    schema: { tags, params: ID_PARAMS, summary: 'One subscription: { data: subscription }' },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const row = await findSubscription(api.db, auth.company.id, request.params.id);
    return { data: subscriptionView(row, (await countsOf(api.db, auth.company.id, [row.id])).get(row.id)) };
  });

  api.post<{ Body: Body }>('/integrations/webhooks', {
    config: { module: 'integrations', action: 'POST' },
    schema: {
      tags, body: { type: 'object', additionalProperties: false, required: ['name', 'url', 'events'], properties: FIELDS },
      summary: 'Subscribe an endpoint: 201 the subscription and, this once, its signing `secret` (whsec_…)',
      description: '`url` http(s) without credentials (400 WEBHOOK_URL_INVALID on `url`); where the server only calls public addresses, an https address on the internet (WEBHOOK_URL_NOT_PUBLIC). At most 20 per company.',
    },
  }, async (request, reply) => {
    const auth = requireAuth(request.auth);
    const body = request.body;
    const errors = urlErrors(body.url);
    if (errors.length) throw validationError(errors);
    const secret = newWebhookSecret();
    const row = await api.db.transaction(async (tx) => {
      const [{ n }] = await tx.select({ n: sql<number>`count(*)::int` }).from(webhookSubscriptions).where(eq(webhookSubscriptions.companyId, auth.company.id));
      if (Number(n) >= MAX_WEBHOOKS) throw validationError([{ ...fieldError('name', 'maxItems'), params: { limit: MAX_WEBHOOKS } }]);
      const [created] = await tx.insert(webhookSubscriptions).values({
        companyId: auth.company.id, createdBy: auth.user.id, name: body.name.trim(), url: body.url.trim(), events: body.events,
        enabled: body.enabled ?? true, secretEnc: encryptSecret(secret),
      }).returning();
      await writeAudit(tx, auth, { entity: 'webhooks', entityId: created.id, action: 'create', changes: { name: created.name, url: created.url, events: created.events, enabled: created.enabled } });
      return created;
    });
    return reply.status(201).send({ data: { ...subscriptionView(row, undefined, auth.user.username), secret } });
  });

  api.patch<{ Params: { id: string }; Body: Partial<Body> }>('/integrations/webhooks/:id', {
    config: { module: 'integrations', action: 'PATCH' },
    schema: {
      tags, params: ID_PARAMS, body: { type: 'object', additionalProperties: false, minProperties: 1, properties: FIELDS },
      summary: 'Change a subscription: { data: subscription }',
      description: '`enabled: true` also turns back on a subscription the dispatcher disabled after a day of failures (its failed deliveries can then be replayed).',
    },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const body = request.body;
    if (body.url !== undefined) {
      const errors = urlErrors(body.url);
      if (errors.length) throw validationError(errors);
    }
    const row = await api.db.transaction(async (tx) => {
      const before = await findSubscription(tx, auth.company.id, request.params.id, true);
      const turnedOn = body.enabled === true;
      const [after] = await tx.update(webhookSubscriptions).set({
        ...(body.name !== undefined ? { name: body.name.trim() } : {}),
        ...(body.url !== undefined ? { url: body.url.trim() } : {}),
        ...(body.events !== undefined ? { events: body.events } : {}),
        ...(body.enabled !== undefined ? { enabled: body.enabled } : {}),
        ...(turnedOn ? { disabledAt: null, disabledReason: null, consecutiveFailures: 0 } : {}),
        updatedAt: new Date(),
      }).where(eq(webhookSubscriptions.id, before.id)).returning();
      const changes: Record<string, { from: unknown; to: unknown }> = {};
      for (const k of ['name', 'url', 'events', 'enabled', 'disabledAt'] as const) {
        if (JSON.stringify(before[k]) !== JSON.stringify(after[k])) changes[k] = { from: before[k], to: after[k] };
      }
      if (Object.keys(changes).length) await writeAudit(tx, auth, { entity: 'webhooks', entityId: before.id, action: 'update', changes });
      return after;
    });
    return { data: subscriptionView(row, (await countsOf(api.db, auth.company.id, [row.id])).get(row.id)) };
  });

  api.delete<{ Params: { id: string } }>('/integrations/webhooks/:id', {
    config: { module: 'integrations', action: 'DELETE' },
    schema: { tags, params: ID_PARAMS, summary: 'Remove a subscription with its delivery log; nothing more is sent to it: { data: { id } }' },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    await api.db.transaction(async (tx) => {
      const row = await findSubscription(tx, auth.company.id, request.params.id, true);
      await tx.delete(webhookSubscriptions).where(eq(webhookSubscriptions.id, row.id));
      await writeAudit(tx, auth, { entity: 'webhooks', entityId: row.id, action: 'delete', changes: { name: row.name, url: row.url, events: row.events } });
    });
    return { data: { id: request.params.id } };
  });

  api.post<{ Params: { id: string } }>('/integrations/webhooks/:id/rotate-secret', {
    config: { module: 'integrations', action: 'PATCH' },
    schema: { tags, params: ID_PARAMS, summary: 'A new signing secret, shown this once; the old one stops signing at once: { data: { id, secret } }' },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const secret = newWebhookSecret();
    await api.db.transaction(async (tx) => {
      const row = await findSubscription(tx, auth.company.id, request.params.id, true);
      await tx.update(webhookSubscriptions).set({ secretEnc: encryptSecret(secret), updatedAt: new Date() }).where(eq(webhookSubscriptions.id, row.id));
      await writeAudit(tx, auth, { entity: 'webhooks', entityId: row.id, action: 'update', changes: { secret: { from: '••••', to: '••••' } } });
    });
    return { data: { id: request.params.id, secret } };
  });

  api.post<{ Params: { id: string } }>('/integrations/webhooks/:id/test', {
    config: { module: 'integrations', action: 'POST' },
    schema: { tags, params: ID_PARAMS, summary: 'Queue a `ping` event to this endpoint (sent within a second, like any event): 202 { data: { deliveryId } }' },
  }, async (request, reply) => {
    const auth = requireAuth(request.auth);
    const row = await findSubscription(api.db, auth.company.id, request.params.id);
    const [delivery] = await api.db.insert(webhookDeliveries).values({
      companyId: auth.company.id, subscriptionId: row.id, eventType: 'ping',
      payload: eventPayload('ping', { subscriptionId: row.id, name: row.name, by: auth.user.username }),
    }).returning({ id: webhookDeliveries.id });
    api.webhooks.wake();
    return reply.status(202).send({ data: { deliveryId: delivery.id } });
  });
}
