import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { StampedCache } from '../db/changeWatch';
import { systemSettings } from '../db/schema';

export interface MaintenanceState {
  maintenance: boolean;
  message?: string;
}

/**
 * The `maintenance` system setting. Its value may be a boolean or `{ enabled, message? }`; operators set it in the
 * database (system_settings) and every instance sees it on the next request: the value is read again once anything
 * may have been written (a change of a setting is announced to every process, migration 0022), else kept.
 */
export function readMaintenance(db: Db): Promise<MaintenanceState> {
  return maintenance.get(db, 'maintenance');
}

const maintenance = new StampedCache<MaintenanceState>(readMaintenanceRow, false);

async function readMaintenanceRow(db: Db): Promise<MaintenanceState> {
  const [row] = await db.select({ value: systemSettings.value }).from(systemSettings).where(eq(systemSettings.key, 'maintenance')).limit(1);
  const value = row?.value;
  if (typeof value === 'boolean') return { maintenance: value };
  if (value && typeof value === 'object') {
    const v = value as { enabled?: unknown; maintenance?: unknown; message?: unknown };
    const on = v.enabled === true || v.maintenance === true;
    return typeof v.message === 'string' && v.message ? { maintenance: on, message: v.message } : { maintenance: on };
  }
  return { maintenance: false };
}
