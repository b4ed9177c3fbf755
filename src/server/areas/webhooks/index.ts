import type { FastifyInstance } from 'fastify';
import { registerWebhookDeliveryRoutes } from './deliveryRoutes';
import { registerWebhookSubscriptionRoutes } from './webhookRoutes';

/** Outbound webhooks (issue 24 item 5): subscriptions and their delivery log (docs/api/webhooks.md). */
export function registerWebhookRoutes(api: FastifyInstance): void {
  registerWebhookSubscriptionRoutes(api);
  registerWebhookDeliveryRoutes(api);
}

export { emitEvent } from './emitEvent';
