import { sql } from 'drizzle-orm';
import { connectionQuality } from '../../../../shared/devices';
import type { AuthContext } from '../../../auth/authContext';
import type { Db } from '../../../db/client';
import type { ApiRecord } from '../../../engine/records';
import { deviceStatusVersion } from '../statusVersion';

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

const STATUS_COLUMNS = sql`s.device_id, s.last_seen_at, s.last_upload_at, s.upload_lag_seconds, s.firmware, s.push_version, s.ip_address,
  s.capacity, s.counters, s.last_error, s.last_error_at`;

/** The statuses of these devices, read now (one record's answer: always live). */
async function statusesOf(db: Db, companyId: string, ids: string[]): Promise<StatusRow[]> {
  const result = (await db.execute(sql`
    select ${STATUS_COLUMNS},
      (select count(*) from device_commands c where c.serial_number = s.serial_number and c.status in ('QUEUED', 'SENT') and c.device_id = s.device_id) as pending
    from device_status s
    where s.company_id = ${companyId} and s.device_id = any(${`{${ids.join(',')}}`}::uuid[])`)) as unknown as { rows: StatusRow[] };
  return result.rows;
}

/**
 * Every device status of a company, kept for a second (or until this process changes one: statusVersion.ts), so a
 * list read by many people at once costs one query a second, not one per page; last contact is at most that stale.
 */
const SNAPSHOT_MS = 1_000;
const snapshots = new Map<string, { at: number; version: number; rows: Map<string, StatusRow> }>();

async function companySnapshot(db: Db, companyId: string, now: number): Promise<Map<string, StatusRow>> {
  const kept = snapshots.get(companyId);
  if (kept && now - kept.at < SNAPSHOT_MS && kept.version === deviceStatusVersion()) return kept.rows;
  const version = deviceStatusVersion();
  const result = (await db.execute(sql`
    select ${STATUS_COLUMNS}, coalesce(p.pending, 0) as pending
    from device_status s
    left join (select device_id, count(*) as pending from device_commands
               where company_id = ${companyId} and status in ('QUEUED', 'SENT') group by device_id) p on p.device_id = s.device_id
    where s.company_id = ${companyId}`)) as unknown as { rows: StatusRow[] };
  const rows = new Map(result.rows.map((r) => [String(r.device_id), r]));
  if (snapshots.size > 10_000) snapshots.clear();
  snapshots.set(companyId, { at: now, version, rows });
  return rows;
}

/**
 * Adds `status` to device records: a list page from the company's snapshot (one query a second at most), one record
 * read live (device_status by id, and the count of its QUEUED or SENT commands). A device that never called in is
 * NONE, all unknown.
 */
export async function decorateDevices(ctx: { auth: AuthContext; db: Db }, records: ApiRecord[], now = Date.now()): Promise<void> {
  const ids = records.map((r) => String(r.id));
  const companyId = ctx.auth.company.id;
  const byId = records.length > 1 ? await companySnapshot(ctx.db, companyId, now) : new Map((await statusesOf(ctx.db, companyId, ids)).map((r) => [String(r.device_id), r]));
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
