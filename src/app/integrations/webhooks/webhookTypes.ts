/** The webhooks API's answers as the screens use them (docs/api/webhooks.md). */
export interface WebhookSubscription {
  id: string;
  name: string;
  url: string;
  events: string[];
  enabled: boolean;
  status: 'active' | 'paused' | 'disabled';
  disabledAt: string | null;
  disabledReason: string | null;
  consecutiveFailures: number;
  lastDeliveryAt: string | null;
  createdAt: string;
  createdByUsername: string | null;
  deliveries: { pending: number; succeeded: number; failed: number };
}

export interface WebhookDelivery {
  id: string;
  webhookId: string;
  eventType: string;
  status: 'pending' | 'succeeded' | 'failed';
  attempts: number;
  nextAttemptAt: string | null;
  lastResponseStatus: number | null;
  lastError: string | null;
  deliveredAt: string | null;
  createdAt: string;
}

export interface WebhookDeliveryDetail extends WebhookDelivery {
  payload: Record<string, unknown>;
  attemptLog: { attempt: number; responseStatus: number | null; responseBody: string | null; durationMs: number; error: string | null; createdAt: string }[];
}

export const DELIVERY_COLORS = { pending: 'gold', succeeded: 'green', failed: 'red' } as const;
export const SUBSCRIPTION_COLORS = { active: 'success', paused: 'default', disabled: 'error' } as const;
