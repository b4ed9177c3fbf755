/**
 * The outbox writer: called inside the transaction of the change that causes an event, it writes one delivery row per
 * enabled subscription of the company that wants the event, so the event exists exactly when the change commits and
 * the request never waits for a receiver (the dispatcher sends the rows later: dispatcher.ts).
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { webhookDeliveries, webhookSubscriptions } from '../../db/schema';
import type { WebhookEventType } from './eventTypes';

/** The Standard Webhooks body: { type, timestamp, data }. */
export function eventPayload(type: WebhookEventType, data: Record<string, unknown>, now: Date = new Date()): Record<string, unknown> {
  return { type, timestamp: now.toISOString(), data };
}

/** Dispatchers of this process, told a moment after an event was queued (the transaction has committed by then). */
const listeners = new Set<() => void>();
let nudgeTimer: NodeJS.Timeout | null = null;
export function onEventQueued(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
function nudge(): void {
  if (nudgeTimer) return;
  nudgeTimer = setTimeout(() => {
    nudgeTimer = null;
    for (const l of listeners) l();
  }, 25);
  nudgeTimer.unref();
}

/** Returns how many deliveries were queued (0 when no subscription wants the event). */
export async function emitEvent(tx: Db, companyId: string, type: WebhookEventType, data: Record<string, unknown>, now: Date = new Date()): Promise<number> {
  return emitEvents(tx, companyId, type, [data], now);
}

/** Several events of one type (an import's new collaborators): one read of the subscriptions, inserts of 500 rows. */
export async function emitEvents(tx: Db, companyId: string, type: WebhookEventType, data: Record<string, unknown>[], now: Date = new Date()): Promise<number> {
  if (!data.length) return 0;
  // the subscriptions' filter in SQL: a company without webhooks pays one index probe per event
  const wanting = await tx.select({ id: webhookSubscriptions.id }).from(webhookSubscriptions)
    .where(and(eq(webhookSubscriptions.companyId, companyId), eq(webhookSubscriptions.enabled, true), isNull(webhookSubscriptions.disabledAt),
      sql`${webhookSubscriptions.events} @> ${JSON.stringify([type])}::jsonb`));
  if (wanting.length === 0) return 0;
  const rows = data.flatMap((d) => {
    const payload = eventPayload(type, d, now);
    // due at once (the database's now): `now` dates the event, a test's clock may be ahead
    return wanting.map((s) => ({ companyId, subscriptionId: s.id, eventType: type, payload }));
  });
  for (let i = 0; i < rows.length; i += 500) await tx.insert(webhookDeliveries).values(rows.slice(i, i + 500));
  nudge();
  return rows.length;
}
