import { and, eq, sql } from 'drizzle-orm';
import { DEFAULT_POLL_DELAY, type RegistryType } from '../../../../shared/devices';
import type { Db } from '../../../db/client';
import { branchOffices, devicePending, deviceStatus } from '../../../db/schema';
import { engineTableOf } from '../../../engine/tables';
import { workTimeZone } from '../../workdays/timeZones';
import { deviceStatusChanged } from '../statusVersion';

/** A claimed device as the protocol needs it (one read per serial, cached briefly). */
export interface ProtocolDevice {
  serialNumber: string;
  companyId: string;
  /** null while the serial is claimed but its record was deleted (punches are still kept, unattributed) */
  deviceId: string | null;
  /** the IANA zone its local times are read in: the record's, else its first unit's, else Europe/Madrid */
  timeZone: string;
  registryType: RegistryType;
  pollDelay: number;
  sendTimeZone: boolean;
  attlogStamp: string | null;
  operlogStamp: string | null;
}

/** Heartbeats every few seconds from hundreds of devices: a serial's lookup is reused this long. */
const CACHE_MS = 3_000;
const cache = new Map<string, { at: number; device: ProtocolDevice | null }>();

/** Drop a serial's cached lookup (a claim, an edit of the device record, a deletion). No argument: all of them. */
export function forgetDevice(serialNumber?: string): void {
  if (serialNumber === undefined) cache.clear();
  else cache.delete(serialNumber);
}

export async function findDevice(db: Db, serialNumber: string, now = Date.now()): Promise<ProtocolDevice | null> {
  const hit = cache.get(serialNumber);
  if (hit && now - hit.at < CACHE_MS) return hit.device;
  const device = (await readDevice(db, serialNumber)) ?? (await adoptRecordedSerial(db, serialNumber));
  if (cache.size > 10_000) cache.clear();
  cache.set(serialNumber, { at: now, device });
  return device;
}

async function readDevice(db: Db, serialNumber: string): Promise<ProtocolDevice | null> {
  const d = engineTableOf('devices');
  const c = d.columns;
  const [row] = await db
    .select({
      companyId: deviceStatus.companyId, deviceId: d.id, timeZone: c.timeZone, registryType: c.registryType, pollDelay: c.pollDelay,
      sendTimeZone: c.sendTimeZone, unitZone: branchOffices.timezone, attlogStamp: deviceStatus.attlogStamp, operlogStamp: deviceStatus.operlogStamp,
    })
    .from(deviceStatus)
    .leftJoin(d.table, and(eq(d.id, deviceStatus.deviceId), eq(d.companyId, deviceStatus.companyId)))
    .leftJoin(branchOffices, and(eq(branchOffices.companyId, deviceStatus.companyId), sql`${branchOffices.id}::text = ${c.organizationalUnits}->>0`))
    .where(eq(deviceStatus.serialNumber, serialNumber))
    .limit(1);
  if (!row) return null;
  const zone = typeof row.timeZone === 'string' && row.timeZone ? row.timeZone : null;
  return {
    serialNumber,
    companyId: row.companyId,
    deviceId: (row.deviceId as string | null) ?? null,
    timeZone: workTimeZone(zone ?? (row.unitZone as string | null)),
    registryType: ((row.registryType as string | null) ?? 'ALLOW_ALL') as RegistryType,
    pollDelay: typeof row.pollDelay === 'number' ? row.pollDelay : DEFAULT_POLL_DELAY,
    sendTimeZone: row.sendTimeZone === true,
    attlogStamp: row.attlogStamp,
    operlogStamp: row.operlogStamp,
  };
}

/**
 * A device record typed with this serial but no status row yet (created before the status row existed, or by an
 * import): when exactly one company recorded it, the serial is registered to that company here.
 */
async function adoptRecordedSerial(db: Db, serialNumber: string): Promise<ProtocolDevice | null> {
  const d = engineTableOf('devices');
  const rows = await db.select({ id: d.id, companyId: d.companyId }).from(d.table).where(eq(d.columns.serialNumber, serialNumber)).limit(2);
  if (rows.length !== 1) return null;
  await claimSerial(db, { companyId: rows[0].companyId as string, deviceId: rows[0].id as string, serialNumber });
  return readDevice(db, serialNumber);
}

/**
 * Register a serial to a company's device record (device create, claim of a pending serial): the status row is
 * created (or pointed at this record when the serial is already the same company's), the pending row dropped.
 * Returns false when the serial belongs to another company (the caller answers DEVICE_SERIAL_EXISTS).
 */
export async function claimSerial(tx: Db, device: { companyId: string; deviceId: string; serialNumber: string }): Promise<boolean> {
  const [pending] = await tx.select().from(devicePending).where(eq(devicePending.serialNumber, device.serialNumber)).limit(1);
  const rows = await tx.insert(deviceStatus).values({
    serialNumber: device.serialNumber, companyId: device.companyId, deviceId: device.deviceId,
    firmware: pending?.firmware ?? null, ipAddress: pending?.ipAddress ?? null, pushVersion: pending?.pushVersion ?? null,
    lastSeenAt: pending?.lastSeenAt ?? null,
  }).onConflictDoUpdate({
    target: deviceStatus.serialNumber,
    set: { deviceId: device.deviceId },
    setWhere: eq(deviceStatus.companyId, device.companyId),
  }).returning({ serialNumber: deviceStatus.serialNumber });
  if (!rows.length) return false;
  deviceStatusChanged();
  await tx.delete(devicePending).where(eq(devicePending.serialNumber, device.serialNumber));
  forgetDevice(device.serialNumber);
  return true;
}
