import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { INTEGRATION_KEYS, type IntegrationKey, type IntegrationSummary, type IntegrationTransaction } from '../../../shared/integrations/catalog';
import { requireAuth, type AuthContext } from '../../auth/authContext';
import { integrationTransactions, users } from '../../db/schema';
import { registerApiKeyRoutes } from '../apiKeys/apiKeyRoutes';
import { rowsOf } from '../dashboard/dashboardContext';
import { apiKeyTransactions, webhookTransactions } from './derivedTransactions';

const tags = ['integrations'];
const KEY_PARAMS = { type: 'object', required: ['key'], additionalProperties: false, properties: { key: { type: 'string', enum: [...INTEGRATION_KEYS] } } } as const;
const DAY = 86_400_000;

type Facts = { state: boolean; settings: IntegrationSummary['settings']; last: Date | string | null };

/** What is set up for each integration and its last sign of life, read from where it lives (config, feeds, devices). */
async function factsOf(api: FastifyInstance, auth: AuthContext): Promise<Record<IntegrationKey, Facts>> {
  const companyId = auth.company.id;
  const general = (auth.company.configuration.general ?? {}) as { integrations?: unknown; noveltiesVersion?: unknown };
  const tools = Array.isArray(general.integrations) ? general.integrations : [];
  const flags = (auth.company.flags ?? {}) as Record<string, unknown>;
  const [feeds] = await rowsOf<{ live: number; last: string | null }>(api.db, sql`
    SELECT count(*) FILTER (WHERE revoked_at IS NULL)::int AS live, max(last_read_at) AS last FROM calendar_feeds WHERE company_id = ${companyId}`);
  const [clocks] = await rowsOf<{ devices: number; online: number; last: string | null }>(api.db, sql`
    SELECT count(*)::int AS devices, count(*) FILTER (WHERE last_seen_at > now() - interval '10 minutes')::int AS online, max(last_seen_at) AS last
    FROM device_status WHERE company_id = ${companyId}`);
  const [hooks] = await rowsOf<{ total: number; live: number; last: string | null }>(api.db, sql`
    SELECT count(*)::int AS total, count(*) FILTER (WHERE enabled AND disabled_at IS NULL)::int AS live, max(last_delivery_at) AS last
    FROM webhook_subscriptions WHERE company_id = ${companyId}`);
  const [keys] = await rowsOf<{ live: number; last: string | null }>(api.db, sql`
    SELECT count(*) FILTER (WHERE revoked_at IS NULL AND (expires_at IS NULL OR expires_at > now()))::int AS live, max(last_used_at) AS last
    FROM api_keys WHERE company_id = ${companyId}`);
  const urls = api.config.integrationUrls as Record<string, string | undefined>;
  return {
    payroll: { state: flags.payrollIntegration === true, settings: { noveltiesVersion: String(general.noveltiesVersion ?? flags.noveltiesVersion ?? 'V1') }, last: null },
    performance: { state: tools.includes('performance'), settings: { configured: !!urls.performance }, last: null },
    dataVisualization: { state: tools.includes('dataVisualization'), settings: { configured: !!urls.dataVisualization }, last: null },
    calendar: { state: feeds.live > 0, settings: { feeds: feeds.live }, last: feeds.last },
    devices: { state: clocks.devices > 0, settings: { devices: clocks.devices, online: clocks.online }, last: clocks.last },
    webhooks: { state: hooks.live > 0, settings: { subscriptions: hooks.total, activeSubscriptions: hooks.live }, last: hooks.last },
    apiKeys: { state: keys.live > 0, settings: { keys: keys.live }, last: keys.last },
  };
}

/**
 * /integrations and /integrations-transactions/{key} (issue 24 item 3; module `integrations`, administrators): each
 * integration with its state, settings and last activity, and what went out or came in, failed ones first to see.
 * docs/api/integrations.md
 */
export function registerIntegrationRoutes(api: FastifyInstance): void {
  registerApiKeyRoutes(api);
  api.get('/integrations', {
    config: { module: 'integrations', action: 'GET' },
    schema: { tags, summary: 'The company\'s integrations: { data: { integrations: [{ key, state, settings, lastActivityAt, last30Days: { ok, failed } }] } }' },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const facts = await factsOf(api, auth);
    const since = new Date(Date.now() - 30 * DAY);
    const counts = await rowsOf<{ integration: IntegrationKey; ok: number; failed: number; last: string | null }>(api.db, sql`
      SELECT integration, count(*) FILTER (WHERE status = 'ok')::int AS ok, count(*) FILTER (WHERE status = 'failed')::int AS failed, max(created_at) AS last
      FROM integration_transactions WHERE company_id = ${auth.company.id} AND created_at > ${since} GROUP BY integration
      UNION ALL
      SELECT 'webhooks', count(*) FILTER (WHERE status = 'succeeded')::int, count(*) FILTER (WHERE status = 'failed')::int, max(created_at)
      FROM webhook_deliveries WHERE company_id = ${auth.company.id} AND created_at > ${since}`);
    const byKey = new Map(counts.map((c) => [c.integration, c]));
    const latest = (a: Date | string | null, b: Date | string | null) => {
      const times = [a, b].filter((x): x is Date | string => !!x).map((x) => new Date(x).getTime());
      return times.length ? new Date(Math.max(...times)).toISOString() : null;
    };
    const integrations: IntegrationSummary[] = INTEGRATION_KEYS.map((key) => ({
      key, state: facts[key].state ? 'active' : 'inactive', settings: facts[key].settings,
      lastActivityAt: latest(facts[key].last, byKey.get(key)?.last ?? null),
      last30Days: { ok: byKey.get(key)?.ok ?? 0, failed: byKey.get(key)?.failed ?? 0 },
    }));
    return { data: { integrations } };
  });

  api.get<{ Params: { key: IntegrationKey }; Querystring: { status?: 'ok' | 'failed' | 'pending'; direction?: 'in' | 'out'; skip?: number; limit?: number } }>('/integrations/:key/transactions', {
    config: { module: 'integrations', action: 'GET' },
    schema: {
      tags, params: KEY_PARAMS,
      querystring: {
        type: 'object', additionalProperties: false,
        properties: {
          status: { type: 'string', enum: ['ok', 'failed', 'pending'] }, direction: { type: 'string', enum: ['in', 'out'] },
          skip: { type: 'integer', minimum: 0, default: 0 }, limit: { type: 'integer', minimum: 1, maximum: 200, default: 50 },
        },
      },
      summary: 'An integration\'s exchanges, newest first: { data: { transactions: [{ id, integration, direction, status, action, payload, error, attempts, username, createdAt }], count } }',
    },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    if (request.params.key === 'webhooks') return { data: await webhookTransactions(api.db, auth.company.id, request.query) };
    if (request.params.key === 'apiKeys') return { data: await apiKeyTransactions(api.db, auth.company.id, request.query) };
    const t = integrationTransactions;
    const where: SQL[] = [eq(t.companyId, auth.company.id), eq(t.integration, request.params.key)];
    if (request.query.status) where.push(eq(t.status, request.query.status));
    if (request.query.direction) where.push(eq(t.direction, request.query.direction));
    const [{ count }] = await api.db.select({ count: sql<number>`count(*)::int` }).from(t).where(and(...where));
    const rows = await api.db.select({
      id: t.id, integration: t.integration, direction: t.direction, status: t.status, action: t.action, payload: t.payload, error: t.error, attempts: t.attempts,
      username: users.username, createdAt: t.createdAt,
    }).from(t).leftJoin(users, eq(users.id, t.userId)).where(and(...where)).orderBy(desc(t.createdAt), desc(t.id))
      .limit(request.query.limit ?? 50).offset(request.query.skip ?? 0);
    const transactions = rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }) as IntegrationTransaction);
    return { data: { transactions, count: Number(count) } };
  });
}

