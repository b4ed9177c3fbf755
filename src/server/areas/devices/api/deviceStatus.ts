import { sql } from 'drizzle-orm';
import { connectionQuality } from '../../../../shared/devices';
import type { AuthContext } from '../../../auth/authContext';
import type { Db } from '../../../db/client';
import type { ApiRecord } from '../../../engine/records';

/** What a device reported, added to every device record as `status` (docs/api/devices.md). */
export interface DeviceLiveStatus {
  quality: string;
  lastSeenAt: string | null;
  lastUploadAt: string | null;
  uploadLagSeconds: number | null;
  firmware: string | null;
  pushVersion: string | null;
  ipAddress: string | null;
  capacity: Record<string, number | null>;
  pendingCommands: number;
  counters: Record<string, number>;
  lastError: string | null;
  lastErrorAt: string | null;
}

const CAPACITY_KEYS = ['users', 'maxUsers', 'fingers', 'maxFingers', 'faces', 'maxFaces', 'records', 'maxRecords'] as const;

interface StatusRow {
  device_id: string;
  last_seen_at: string | Date | null;
  last_upload_at: string | Date | null;
  upload_lag_seconds: number | null;
  firmware: string | null;
  push_version: string | null;
  ip_address: string | null;
  capacity: Record<string, number> | null;
  counters: Record<string, number> | null;
  last_error: string | null;
  last_error_at: string | Date | null;
  pending: number | string;
}

const iso = (v: string | Date | null) => (v ? new Date(v).toISOString() : null);

/**
 * Adds `status` to device records: one statement per page (device_status by device id, and the count of its QUEUED
 * or SENT commands through device_commands_serial_status_idx). A device that never called in is NONE, all unknown.
 */
export async function decorateDevices(ctx: { auth: AuthContext; db: Db }, records: ApiRecord[], now = Date.now()): Promise<void> {
  const ids = records.map((r) => String(r.id));
  const result = (await ctx.db.execute(sql`
    select s.device_id, s.last_seen_at, s.last_upload_at, s.upload_lag_seconds, s.firmware, s.push_version, s.ip_address,
      s.capacity, s.counters, s.last_error, s.last_error_at,
      (select count(*) from device_commands c where c.serial_number = s.serial_number and c.status in ('QUEUED', 'SENT') and c.device_id = s.device_id) as pending
    from device_status s
    where s.company_id = ${ctx.auth.company.id} and s.device_id = any(${`{${ids.join(',')}}`}::uuid[])`)) as unknown as { rows: StatusRow[] };
  const byId = new Map(result.rows.map((r) => [String(r.device_id), r]));
  for (const record of records) {
    const row = byId.get(String(record.id));
    const capacity = Object.fromEntries(CAPACITY_KEYS.map((k) => [k, typeof row?.capacity?.[k] === 'number' ? row.capacity[k] : null]));
    const status: DeviceLiveStatus = {
      quality: connectionQuality({ lastSeenAt: row?.last_seen_at ?? null, uploadLagSeconds: row?.upload_lag_seconds ?? null }, Number(record.pollDelay ?? 10), now),
      lastSeenAt: iso(row?.last_seen_at ?? null),
      lastUploadAt: iso(row?.last_upload_at ?? null),
      uploadLagSeconds: row?.upload_lag_seconds ?? null,
      firmware: row?.firmware ?? null,
      pushVersion: row?.push_version ?? null,
      ipAddress: row?.ip_address ?? null,
      capacity,
      pendingCommands: Number(row?.pending ?? 0),
      counters: row?.counters ?? {},
      lastError: row?.last_error ?? null,
      lastErrorAt: iso(row?.last_error_at ?? null),
    };
    record.status = status;
  }
}
