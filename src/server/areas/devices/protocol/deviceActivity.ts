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

/** A device's last contact not yet written, and what it told since (facts and counted refusals). */
interface Contact {
  at: number;
  facts: DeviceFacts;
}

/** Per database (each test app has its own): contacts waiting for the next flush, and the flush timer. */
const waiting = new WeakMap<Db, { seen: Set<string>; contacts: Map<string, Contact>; timer: NodeJS.Timeout | null }>();
/** How long a heartbeat's last contact may wait to be written (quality needs it within 2 poll intervals). */
export const CONTACT_FLUSH_MS = 2_000;

/**
 * Last contact, address and versions of a claimed device. The first contact a process sees from a serial is written
 * at once (a device just connected shows so); later ones are written together, every CONTACT_FLUSH_MS, in one
 * statement for all devices: 200 clocks heartbeating every 5 s cost one write every 2 s, not 40 a second.
 */
export async function touchDevice(db: Db, serialNumber: string, facts: DeviceFacts, now = Date.now(), force = false): Promise<void> {
  let state = waiting.get(db);
  if (!state) waiting.set(db, (state = { seen: new Set(), contacts: new Map(), timer: null }));
  if (!state.seen.has(serialNumber) || force) {
    if (state.seen.size > 50_000) state.seen.clear();
    state.seen.add(serialNumber);
    return writeContacts(db, new Map([[serialNumber, { at: now, facts }]]));
  }
  state.contacts.set(serialNumber, { at: now, facts });
  if (!state.timer) {
    state.timer = setTimeout(() => void flushContacts(db).catch(() => undefined), CONTACT_FLUSH_MS);
    state.timer.unref();
  }
}

/** Write every waiting contact now (the flush timer, a test, a shutdown). */
export async function flushContacts(db: Db): Promise<void> {
  const state = waiting.get(db);
  if (!state) return;
  if (state.timer) clearTimeout(state.timer);
  state.timer = null;
  const contacts = state.contacts;
  state.contacts = new Map();
  if (contacts.size) await writeContacts(db, contacts);
}

async function writeContacts(db: Db, contacts: Map<string, Contact>): Promise<void> {
  const rows = [...contacts].map(([serial, c]) => {
    const deltas = pendingCounters.get(serial) ?? {};
    pendingCounters.delete(serial);
    return sql`(${serial}::text, ${new Date(c.at).toISOString()}::timestamptz, ${c.facts.ipAddress}::text, ${c.facts.pushVersion}::text, ${c.facts.firmware}::text, ${JSON.stringify(deltas)}::jsonb)`;
  });
  // counters: each delta added to the stored value (a key missing on either side counts as 0)
  await db.execute(sql`
    update device_status s set
      last_seen_at = greatest(s.last_seen_at, v.at),
      ip_address = coalesce(v.ip, s.ip_address),
      push_version = coalesce(v.pushver, s.push_version),
      firmware = coalesce(v.firmware, s.firmware),
      counters = s.counters || coalesce((select jsonb_object_agg(d.key, coalesce((s.counters->>d.key)::int, 0) + d.value::int) from jsonb_each_text(v.deltas) d), '{}'::jsonb)
    from (values ${sql.join(rows, sql`, `)}) as v(serial, at, ip, pushver, firmware, deltas)
    where s.serial_number = v.serial`);
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
