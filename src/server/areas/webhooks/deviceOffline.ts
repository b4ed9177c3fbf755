/**
 * `device.offline`: a claimed clock silent for longer than the "no connection" threshold of its connection quality
 * (15 minutes, src/shared/devices) is reported once per silence. The row is claimed by the UPDATE itself (its
 * offline_event_at moves past its last contact), so several processes scanning at once report it once; a device that
 * calls in again and falls silent again is reported again.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { engineTableOf } from '../../engine/tables';
import { rowsOf } from '../dashboard/dashboardContext';
import { emitEvent } from './emitEvent';

export const DEVICE_OFFLINE_AFTER_MS = 15 * 60_000;

export async function emitDeviceOfflineEvents(db: Db, now: Date = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const silent = await rowsOf<{ company_id: string; device_id: string; serial_number: string; last_seen_at: string | Date }>(tx, sql`
      update device_status set offline_event_at = ${now}
      where device_id is not null and last_seen_at < ${new Date(now.getTime() - DEVICE_OFFLINE_AFTER_MS)}
        and (offline_event_at is null or offline_event_at < last_seen_at)
      returning company_id, device_id, serial_number, last_seen_at`);
    if (!silent.length) return 0;
    const devices = engineTableOf('devices');
    const names = new Map((await rowsOf<{ id: string; name: string | null }>(tx, sql`
      select id, ${devices.columns.name} as name from ${devices.table} where id = any(${`{${silent.map((s) => s.device_id).join(',')}}`}::uuid[])`)).map((d) => [d.id, d.name]));
    for (const s of silent) {
      await emitEvent(tx, s.company_id, 'device.offline', {
        deviceId: s.device_id, name: names.get(s.device_id) ?? null, serialNumber: s.serial_number, lastSeenAt: new Date(s.last_seen_at).toISOString(),
      }, now);
    }
    return silent.length;
  });
}
