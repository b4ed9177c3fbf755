/**
 * Standard Webhooks signing with the `standardwebhooks` package: the delivery id is the `webhook-id` (receivers
 * deduplicate on it, so a retry or replay keeps it), the attempt's time the `webhook-timestamp`.
 */
import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

/** A new signing secret in the form the specification and the package expect. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

export function signDelivery(secret: string, deliveryId: string, at: Date, body: string): Record<string, string> {
  const msgId = `msg_${deliveryId}`;
  return {
    'content-type': 'application/json',
    'webhook-id': msgId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(msgId, at, body),
  };
}
