/**
 * The integrations a company can use (issue 24 item 3, /integrations): the external performance and data
 * visualisation tools (spec §3 configuration.general.integrations), the payroll provider (company flag
 * payrollIntegration, novelties sent and the pre-report's exports), calendar feeds, time clocks, outbound webhooks and
 * the open API's keys. Each shows its exchanges at /integrations-transactions/{key}: those recorded in
 * integration_transactions, a webhook's deliveries, the writes made with an API key.
 */
export const INTEGRATION_KEYS = ['payroll', 'performance', 'dataVisualization', 'calendar', 'devices', 'webhooks', 'apiKeys'] as const;
export type IntegrationKey = (typeof INTEGRATION_KEYS)[number];

export type IntegrationState = 'active' | 'inactive';

export interface IntegrationSummary {
  key: IntegrationKey;
  state: IntegrationState;
  /** what is set up, by key (layouts, feeds, devices, the tool's address set on the server…) */
  settings: Record<string, string | number | boolean | null>;
  lastActivityAt: string | null;
  /** exchanges of the last 30 days */
  last30Days: { ok: number; failed: number };
}

export interface IntegrationTransaction {
  id: string;
  integration: IntegrationKey;
  direction: 'out' | 'in';
  status: 'ok' | 'failed' | 'pending';
  action: string;
  payload: Record<string, unknown>;
  error: string | null;
  attempts: number;
  username: string | null;
  createdAt: string;
}
