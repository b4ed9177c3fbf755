/** The event types a webhook subscription may want (issue 24 item 5); `ping` is only sent by the test call. */
export const WEBHOOK_EVENT_TYPES = [
  'collaborator.created', 'collaborator.updated', 'collaborator.offboarded', 'collaborator.reinstated',
  'absence.requested', 'absence.decided', 'workday.corrected', 'mark.received', 'document.delivered',
  'novelty.period_sent', 'device.offline',
] as const;

export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number] | 'ping';
