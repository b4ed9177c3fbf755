import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { devicePending, deviceStatus } from '../../../db/schema';

/** What a request tells about the device besides its data (query string and headers). */
export interface DeviceFacts {
  ipAddress: string | null;
  pushVersion: string | null;
  firmware: string | null;
  deviceType: string | null;
}

export type CounterName = 'malformedLines' | 'oversizedBodies' | 'floodRefusals' | 'refusedPunches' | 'unknownResults';

/**
 * Last contact is written at most once a second per serial (a heartbeat every few seconds from each of hundreds of
 * devices must not cost a write each); counters refused requests add (floods) wait in memory for that write.
 */
const TOUCH_EVERY_MS = 1_000;
const lastTouch = new Map<string, number>();
const pendingCounters = new Map<string, Partial<Record<CounterName, number>>>();
/** requests of unknown serials since their last write (added to device_pending.requests with the next one) */
const pendingRequests = new Map<string, number>();

/** `counters` plus the deltas, as one jsonb expression. */
function addedCounters(deltas: Partial<Record<CounterName, number>>): SQL {
  const pairs = Object.entries(deltas).filter(([, n]) => n);
  if (!pairs.length) return sql`${deviceStatus.counters}`;
  const parts = pairs.map(([k, n]) => sql`${k}::text, coalesce((${deviceStatus.counters}->>${k})::int, 0) + ${n}::int`);
  return sql`${deviceStatus.counters} || jsonb_build_object(${sql.join(parts, sql`, `)})`;
}

/** Count something at once (malformed lines, an oversized body): rare, and tests and screens read it right away. */
export async function countNow(db: Db, serialNumber: string, deltas: Partial<Record<CounterName, number>>): Promise<void> {
  await db.update(deviceStatus).set({ counters: addedCounters(deltas) }).where(eq(deviceStatus.serialNumber, serialNumber));
}

/** Count a refusal in memory; it reaches the row with the device's next contact write. */
export function countLater(serialNumber: string, name: CounterName): void {
  const c = pendingCounters.get(serialNumber) ?? {};
  c[name] = (c[name] ?? 0) + 1;
  pendingCounters.set(serialNumber, c);
}

const due = (serialNumber: string, now: number, force: boolean) => {
  if (!force && now - (lastTouch.get(serialNumber) ?? 0) < TOUCH_EVERY_MS) return false;
  if (lastTouch.size > 50_000) lastTouch.clear();
  lastTouch.set(serialNumber, now);
  return true;
};

/** Last contact, address and versions of a claimed device (coalesced: at most one write a second per serial). */
export async function touchDevice(db: Db, serialNumber: string, facts: DeviceFacts, now = Date.now(), force = false): Promise<void> {
  if (!due(serialNumber, now, force)) return;
  const deltas = pendingCounters.get(serialNumber) ?? {};
  pendingCounters.delete(serialNumber);
  await db.update(deviceStatus).set({
    lastSeenAt: new Date(now),
    ...(facts.ipAddress ? { ipAddress: facts.ipAddress } : {}),
    ...(facts.pushVersion ? { pushVersion: facts.pushVersion } : {}),
    ...(facts.firmware ? { firmware: facts.firmware } : {}),
    ...(Object.keys(deltas).length ? { counters: addedCounters(deltas) } : {}),
  }).where(eq(deviceStatus.serialNumber, serialNumber));
}

/**
 * An unknown serial called: keep it pending (type, firmware, address, push version, first and last contact,
 * request count) and nothing else it sent. Coalesced like touchDevice, so a stranger's device flooding costs little.
 */
export async function notePending(db: Db, serialNumber: string, facts: DeviceFacts, now = Date.now()): Promise<void> {
  const key = `pending:${serialNumber}`;
  const requests = (pendingRequests.get(key) ?? 0) + 1;
  pendingRequests.set(key, requests);
  if (!due(key, now, false)) return;
  pendingRequests.delete(key);
  const at = new Date(now);
  await db.insert(devicePending).values({
    serialNumber, deviceType: facts.deviceType, firmware: facts.firmware, ipAddress: facts.ipAddress, pushVersion: facts.pushVersion,
    requests, firstSeenAt: at, lastSeenAt: at,
  }).onConflictDoUpdate({
    target: devicePending.serialNumber,
    set: {
      requests: sql`${devicePending.requests} + ${requests}::int`,
      lastSeenAt: at,
      deviceType: sql`coalesce(excluded.device_type, ${devicePending.deviceType})`,
      firmware: sql`coalesce(excluded.firmware, ${devicePending.firmware})`,
      ipAddress: sql`coalesce(excluded.ip_address, ${devicePending.ipAddress})`,
      pushVersion: sql`coalesce(excluded.push_version, ${devicePending.pushVersion})`,
    },
  });
}

/** Test hook: forget the coalescing state (each test file starts clean). */
export function resetActivity(): void {
  lastTouch.clear();
  pendingCounters.clear();
  pendingRequests.clear();
}
