/**
 * The outbox writer: called inside the transaction of the change that causes an event, it writes one delivery row per
 * enabled subscription of the company that wants the event, so the event exists exactly when the change commits and
 * the request never waits for a receiver (the dispatcher sends the rows later).
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { webhookDeliveries, webhookSubscriptions } from '../../db/schema';
import type { WebhookEventType } from './eventTypes';

/** The Standard Webhooks body: { type, timestamp, data }. */
export function eventPayload(type: WebhookEventType, data: Record<string, unknown>, now: Date = new Date()): Record<string, unknown> {
  return { type, timestamp: now.toISOString(), data };
}

/** Returns how many deliveries were queued (0 when no subscription wants the event). */
export async function emitEvent(tx: Db, companyId: string, type: WebhookEventType, data: Record<string, unknown>, now: Date = new Date()): Promise<number> {
  const subs = await tx.select({ id: webhookSubscriptions.id, events: webhookSubscriptions.events }).from(webhookSubscriptions)
    .where(and(eq(webhookSubscriptions.companyId, companyId), eq(webhookSubscriptions.enabled, true), isNull(webhookSubscriptions.disabledAt)));
  const wanting = subs.filter((s) => s.events.includes(type));
  if (wanting.length === 0) return 0;
  const payload = eventPayload(type, data, now);
  await tx.insert(webhookDeliveries).values(wanting.map((s) => ({ companyId, subscriptionId: s.id, eventType: type, payload, nextAttemptAt: now })));
  return wanting.length;
}
