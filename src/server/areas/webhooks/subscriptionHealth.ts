/**
 * A subscription's health after a batch of attempts: a success resets its failure count and records its last
 * delivery; a delivery that exhausted every retry (about a day of them: retrySchedule.ts) with no success to the
 * same endpoint since that delivery was made disables it — the receiver has been failing for a day — and fails its
 * other pending deliveries, which an administrator replays once the receiver works again.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../dashboard/dashboardContext';

export interface DisabledSubscription { id: string; companyId: string; name: string; url: string }

interface BatchOutcome { subscription_id: string; status: string; created_at: string; last_error: string | null }

export const DISABLED_FOR_FAILURES = 'persistentFailure';

/** The error of a delivery given up because its subscription is off (paused, disabled or gone). */
export const SUBSCRIPTION_OFF = 'subscription disabled';

export async function applySubscriptionHealth(tx: Db, outcomes: BatchOutcome[], at: Date): Promise<DisabledSubscription[]> {
  const succeeded = [...new Set(outcomes.filter((o) => o.status === 'succeeded').map((o) => o.subscription_id))];
  if (succeeded.length) {
    await tx.execute(sql`update webhook_subscriptions set last_delivery_at = ${at}, consecutive_failures = 0
      where id = any(${`{${succeeded.join(',')}}`}::uuid[])`);
  }
  // exhausted here, not given up because the subscription was already off
  const exhausted = new Map<string, { count: number; oldest: string }>();
  for (const o of outcomes) {
    if (o.status !== 'failed' || o.last_error === SUBSCRIPTION_OFF || succeeded.includes(o.subscription_id)) continue;
    const seen = exhausted.get(o.subscription_id);
    exhausted.set(o.subscription_id, { count: (seen?.count ?? 0) + 1, oldest: seen && seen.oldest < o.created_at ? seen.oldest : o.created_at });
  }
  if (!exhausted.size) return [];
  const facts = [...exhausted].map(([id, e]) => ({ id, count: e.count, oldest: e.oldest }));
  const disabled = await rowsOf<{ id: string; company_id: string; name: string; url: string }>(tx, sql`
    update webhook_subscriptions s set consecutive_failures = s.consecutive_failures + f.count,
      disabled_at = case when s.disabled_at is null and (s.last_delivery_at is null or s.last_delivery_at < f.oldest) then ${at}::timestamptz else s.disabled_at end,
      disabled_reason = case when s.disabled_at is null and (s.last_delivery_at is null or s.last_delivery_at < f.oldest) then ${DISABLED_FOR_FAILURES} else s.disabled_reason end
    from jsonb_to_recordset(${JSON.stringify(facts)}::jsonb) as f(id uuid, count int, oldest timestamptz)
    where s.id = f.id
    returning s.id, s.company_id, s.name, s.url, (s.disabled_at = ${at}::timestamptz) as now_disabled`).then((rows) => rows.filter((r) => (r as unknown as { now_disabled: boolean }).now_disabled));
  if (!disabled.length) return [];
  await tx.execute(sql`update webhook_deliveries set status = 'failed', last_error = ${SUBSCRIPTION_OFF}, locked_until = null
    where status = 'pending' and subscription_id = any(${`{${disabled.map((d) => d.id).join(',')}}`}::uuid[])`);
  return disabled.map((d) => ({ id: d.id, companyId: d.company_id, name: d.name, url: d.url }));
}
