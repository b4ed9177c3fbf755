/**
 * The exchanges of the two integrations that keep their own log, read as transactions for
 * /integrations-transactions/{key}: a webhook's deliveries (what went out, to which endpoint, how it ended) and the
 * writes made with an API key (what came in, from the audit log, which names the key).
 */
import { sql } from 'drizzle-orm';
import type { IntegrationTransaction } from '../../../shared/integrations/catalog';
import type { Db } from '../../db/client';
import { rowsOf } from '../dashboard/dashboardContext';

interface Query { status?: 'ok' | 'failed' | 'pending'; direction?: 'in' | 'out'; skip?: number; limit?: number }
type Page = { transactions: IntegrationTransaction[]; count: number };

const DELIVERY_STATUS = { ok: 'succeeded', failed: 'failed', pending: 'pending' } as const;
const iso = (v: string | Date) => new Date(v).toISOString();

export async function webhookTransactions(db: Db, companyId: string, q: Query): Promise<Page> {
  if (q.direction === 'in') return { transactions: [], count: 0 };
  const status = q.status ? sql`AND d.status = ${DELIVERY_STATUS[q.status]}` : sql``;
  const [rows, [{ count }]] = await Promise.all([
    rowsOf<{ id: string; status: string; event_type: string; name: string; attempts: number; last_error: string | null; created_at: string | Date }>(db, sql`
      SELECT d.id, d.status, d.event_type, s.name, d.attempts, d.last_error, d.created_at FROM webhook_deliveries d
      JOIN webhook_subscriptions s ON s.id = d.subscription_id
      WHERE d.company_id = ${companyId} ${status} ORDER BY d.created_at DESC, d.id DESC LIMIT ${q.limit ?? 50} OFFSET ${q.skip ?? 0}`),
    rowsOf<{ count: number }>(db, sql`SELECT count(*)::int AS count FROM webhook_deliveries d WHERE d.company_id = ${companyId} ${status}`),
  ]);
  return {
    count: Number(count),
    transactions: rows.map((r) => ({
      id: r.id, integration: 'webhooks', direction: 'out', status: r.status === 'succeeded' ? 'ok' : (r.status as 'failed' | 'pending'),
      action: 'webhooks.delivery', payload: { event: r.event_type, endpoint: r.name }, error: r.last_error, attempts: r.attempts, username: null, createdAt: iso(r.created_at),
    })),
  };
}

/** Writes audited as an API key's (`<maker> · API key <name>`); reads are not audited, so not listed. */
export async function apiKeyTransactions(db: Db, companyId: string, q: Query): Promise<Page> {
  if (q.direction === 'out' || q.status === 'failed' || q.status === 'pending') return { transactions: [], count: 0 };
  const byKey = sql`company_id = ${companyId} AND username LIKE '% · API key %'`;
  const [rows, [{ count }]] = await Promise.all([
    rowsOf<{ id: string; entity: string; action: string; username: string; at: string | Date }>(db, sql`
      SELECT id, entity, action, username, at FROM audit_log WHERE ${byKey} ORDER BY at DESC, id DESC LIMIT ${q.limit ?? 50} OFFSET ${q.skip ?? 0}`),
    rowsOf<{ count: number }>(db, sql`SELECT count(*)::int AS count FROM audit_log WHERE ${byKey}`),
  ]);
  return {
    count: Number(count),
    transactions: rows.map((r) => ({
      id: String(r.id), integration: 'apiKeys', direction: 'in', status: 'ok', action: `apiKeys.${r.action}`,
      payload: { entity: r.entity, key: r.username.split(' · API key ')[1] ?? '' }, error: null, attempts: 1, username: r.username.split(' · API key ')[0], createdAt: iso(r.at),
    })),
  };
}
