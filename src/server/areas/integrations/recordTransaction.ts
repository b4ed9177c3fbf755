import type { IntegrationKey } from '../../../shared/integrations/catalog';
import type { Db } from '../../db/client';
import { integrationTransactions } from '../../db/schema';

export interface TransactionInput {
  companyId: string;
  integration: IntegrationKey;
  direction: 'out' | 'in';
  status: 'ok' | 'failed' | 'pending';
  /** what happened, a key the screen translates (payroll.periodSent, devices.attlog…) */
  action: string;
  /** a summary of what was exchanged (counts, period, serial), never the data itself */
  payload?: Record<string, unknown>;
  error?: string | null;
  userId?: string | null;
}

/**
 * Record one exchange with an integration, once it is over (after its own transaction): a recording that fails is
 * logged and never fails the exchange itself.
 */
export async function recordTransaction(db: Db, input: TransactionInput, log?: { warn: (o: object, m: string) => void }): Promise<void> {
  try {
    await db.insert(integrationTransactions).values({
      companyId: input.companyId, integration: input.integration, direction: input.direction, status: input.status, action: input.action,
      payload: input.payload ?? {}, error: input.error?.slice(0, 1000) ?? null, userId: input.userId ?? null,
    });
  } catch (err) {
    log?.warn({ err, integration: input.integration, action: input.action }, 'integration transaction not recorded');
  }
}
