/**
 * The webhook dispatcher: the outbox table (webhook_deliveries) is its queue. Every process runs one; each claims due
 * deliveries with FOR UPDATE SKIP LOCKED and a lease (lockedUntil), so two processes never send the same delivery at
 * once and a delivery whose process died is taken over when its lease ends — nothing is lost by a restart, and a
 * receiver deduplicates the rare second send by its `webhook-id`. A claimed batch is sent in parallel, then every
 * outcome is written in one transaction: the attempt log, the delivery's next try or final status, and the
 * subscription's health (disabled after a day of failures: subscriptionHealth.ts). docs/api/webhooks.md
 */
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import { decryptSecret } from '../../crypto/secretBox';
import type { Db } from '../../db/client';
import { webhookAttempts } from '../../db/schema';
import { rowsOf } from '../dashboard/dashboardContext';
import { onEventQueued } from './emitEvent';
import { nextAttemptAfter, WEBHOOK_MAX_ATTEMPTS } from './retrySchedule';
import { sendDelivery, type AttemptOutcome } from './sendDelivery';
import { applySubscriptionHealth, SUBSCRIPTION_OFF, type DisabledSubscription } from './subscriptionHealth';
import type { WebhookTargets } from './targetPolicy';

export interface DispatcherOptions {
  log: FastifyBaseLogger;
  /** how often an idle dispatcher looks for due deliveries (0: no loop; tests call runOnce) */
  intervalMs: number;
  targets: WebhookTargets;
  batchSize?: number;
  concurrency?: number;
  leaseMs?: number;
  timeoutMs?: number;
  /** told after a subscription was disabled for persistent failure (the administrators' notification) */
  onDisabled?: (disabled: DisabledSubscription[]) => Promise<void>;
}

interface Claimed {
  id: string;
  company_id: string;
  subscription_id: string;
  payload: Record<string, unknown>;
  attempts: number;
  created_at: string | Date;
}

interface Target { id: string; url: string; secret_enc: string; enabled: boolean; disabled_at: string | Date | null }

/** Runs `fn` on every item with at most `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await fn(items[next++]);
  }));
}

export class WebhookDispatcher {
  private readonly batchSize: number;
  private readonly concurrency: number;
  private readonly leaseMs: number;
  private stopping = false;
  private loopDone: Promise<void> | null = null;
  private wakeUp: (() => void) | null = null;
  private wakeRequested = false;
  private unlisten: (() => void) | null = null;

  constructor(private readonly db: Db, private readonly opts: DispatcherOptions) {
    this.batchSize = opts.batchSize ?? 200;
    this.concurrency = opts.concurrency ?? 32;
    this.leaseMs = opts.leaseMs ?? 60_000;
  }

  start(): void {
    if (this.loopDone || this.opts.intervalMs <= 0) return;
    this.unlisten = onEventQueued(() => this.wake());
    this.loopDone = this.loop();
  }

  /** Look for work now (an event was queued, a delivery replayed). */
  wake(): void {
    this.wakeRequested = true;
    this.wakeUp?.();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.unlisten?.();
    this.wake();
    await this.loopDone;
  }

  private async loop(): Promise<void> {
    while (!this.stopping) {
      let sent = 0;
      try {
        sent = await this.runOnce();
      } catch (err) {
        this.opts.log.warn({ err }, 'webhook dispatch failed; trying again at the next interval');
      }
      if (sent >= this.batchSize || this.stopping) continue;
      if (!this.wakeRequested) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, this.opts.intervalMs);
          timer.unref();
          this.wakeUp = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
      this.wakeUp = null;
      this.wakeRequested = false;
    }
  }

  /** Claim the deliveries due at `at`, send them, record what happened; how many were sent. */
  async runOnce(at: Date = new Date()): Promise<number> {
    const claimed = await rowsOf<Claimed>(this.db, sql`
      update webhook_deliveries set locked_until = ${new Date(at.getTime() + this.leaseMs)}
      where id in (
        select id from webhook_deliveries
        where status = 'pending' and next_attempt_at <= ${at} and (locked_until is null or locked_until < ${at})
        order by next_attempt_at limit ${this.batchSize} for update skip locked)
      returning id, company_id, subscription_id, payload, attempts, created_at`);
    if (!claimed.length) return 0;
    const subscriptionIds = [...new Set(claimed.map((c) => c.subscription_id))];
    const targets = new Map((await rowsOf<Target>(this.db, sql`
      select id, url, secret_enc, enabled, disabled_at from webhook_subscriptions
      where id = any(${`{${subscriptionIds.join(',')}}`}::uuid[])`)).map((t) => [t.id, t]));
    const secrets = new Map<string, string>();
    const outcomes = new Map<string, AttemptOutcome>();
    await eachLimited(claimed, this.concurrency, async (delivery) => {
      const target = targets.get(delivery.subscription_id);
      if (!target || !target.enabled || target.disabled_at) {
        outcomes.set(delivery.id, { ok: false, responseStatus: null, responseBody: null, durationMs: 0, error: SUBSCRIPTION_OFF });
        return;
      }
      if (!secrets.has(target.id)) secrets.set(target.id, decryptSecret(target.secret_enc));
      // signed with the real time: receivers refuse a webhook-timestamp far from their clock
      outcomes.set(delivery.id, await sendDelivery({ url: target.url, secret: secrets.get(target.id)!, targets: this.opts.targets }, delivery, new Date(), this.opts.timeoutMs));
    });
    const disabled = await this.record(claimed, outcomes, at);
    if (disabled.length) await this.opts.onDisabled?.(disabled).catch((err) => this.opts.log.warn({ err }, 'telling the administrators of a disabled webhook failed'));
    return claimed.length;
  }

  /** Every outcome of a batch in one transaction; the subscriptions this batch disabled. */
  private async record(claimed: Claimed[], outcomes: Map<string, AttemptOutcome>, at: Date): Promise<DisabledSubscription[]> {
    const updates = claimed.map((d) => {
      const o = outcomes.get(d.id)!;
      const attempts = d.attempts + 1;
      const gaveUp = o.error === SUBSCRIPTION_OFF;
      const next = o.ok || gaveUp || attempts >= WEBHOOK_MAX_ATTEMPTS ? null : nextAttemptAfter(attempts, at);
      return {
        id: d.id, subscription_id: d.subscription_id, company_id: d.company_id, created_at: new Date(d.created_at).toISOString(),
        status: o.ok ? 'succeeded' : next ? 'pending' : 'failed', attempts,
        next_attempt_at: next?.toISOString() ?? null, last_response_status: o.responseStatus, last_error: o.error,
        delivered_at: o.ok ? at.toISOString() : null,
      };
    });
    return this.db.transaction(async (tx) => {
      await tx.insert(webhookAttempts).values(claimed.map((d) => {
        const o = outcomes.get(d.id)!;
        return { companyId: d.company_id, deliveryId: d.id, attempt: d.attempts + 1, responseStatus: o.responseStatus, responseBody: o.responseBody, durationMs: o.durationMs, error: o.error, createdAt: at };
      }));
      await tx.execute(sql`
        update webhook_deliveries d set status = v.status, attempts = v.attempts, next_attempt_at = coalesce(v.next_attempt_at, d.next_attempt_at),
          locked_until = null, last_response_status = v.last_response_status, last_error = v.last_error, delivered_at = v.delivered_at
        from jsonb_to_recordset(${JSON.stringify(updates)}::jsonb)
          as v(id uuid, status text, attempts int, next_attempt_at timestamptz, last_response_status int, last_error text, delivered_at timestamptz)
        where d.id = v.id`);
      return applySubscriptionHealth(tx, updates, at);
    });
  }
}
