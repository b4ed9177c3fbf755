import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { deviceCommands, deviceUsers, users } from '../../../db/schema';
import { anyUuid } from '../../../db/jsonRows';
import { deviceStatusChanged } from '../statusVersion';

/**
 * The durable command queue of each device (docs/api/devices.md): a command is QUEUED here, handed to the device by
 * its next heartbeat (`GET /iclock/getrequest` answers `C:<seq>:<command>`, status SENT), and closed by the device's
 * result (`POST /iclock/devicecmd`, DONE on Return=0, else FAILED with the code). Only the commands below exist:
 * the protocol's `Shell` and file commands are never built, whatever a caller asks.
 */
export const COMMAND_KINDS = ['USER_LOAD', 'USER_REMOVE', 'USER_QUERY', 'INFO', 'CHECK', 'CLOCK_SYNC', 'TEMPLATE_LOAD', 'TEST'] as const;
export type CommandKind = (typeof COMMAND_KINDS)[number];
export type CommandStatus = 'QUEUED' | 'SENT' | 'DONE' | 'FAILED' | 'CANCELLED';
export type CommandRow = typeof deviceCommands.$inferSelect;

/** The device a command is for, as the queue needs it. */
export interface QueueDevice {
  id: string;
  companyId: string;
  serialNumber: string;
}

/** A person as a clock stores them (`DATA UPDATE USERINFO`). */
export interface DevicePerson {
  id: string;
  pin: string;
  name: string;
}

/** Tab, CR and LF separate the protocol's fields and lines: never let a value carry them. */
const clean = (value: string) => value.replace(/[\t\r\n]/g, ' ').trim();

/** The wire text of a command (without the `C:<seq>:` the heartbeat adds). */
export function commandText(kind: CommandKind, opts: { person?: DevicePerson; now?: Date; timeZoneOffsetMinutes?: number; template?: string } = {}): string {
  switch (kind) {
    case 'USER_LOAD': {
      const p = opts.person!;
      return `DATA UPDATE USERINFO PIN=${clean(p.pin)}\tName=${clean(p.name).slice(0, 24)}\tPri=0\tPasswd=\tCard=\tGrp=1\tTZ=0000000000000000\tVerify=-1`;
    }
    case 'USER_REMOVE':
      return `DATA DELETE USERINFO PIN=${clean(opts.person!.pin)}`;
    case 'USER_QUERY':
      return 'DATA QUERY USERINFO';
    case 'INFO':
    case 'TEST':
      return 'INFO';
    case 'CHECK':
      return 'CHECK';
    case 'CLOCK_SYNC': {
      // the device's local wall time now: the device sets its clock to it
      const at = new Date((opts.now ?? new Date()).getTime() + (opts.timeZoneOffsetMinutes ?? 0) * 60_000).toISOString();
      return `SET OPTION DateTime=${at.slice(0, 10)} ${at.slice(11, 19)}`;
    }
    case 'TEMPLATE_LOAD':
      return clean(opts.template ?? '').startsWith('DATA UPDATE ') ? opts.template!.replace(/[\r\n]/g, ' ') : 'CHECK';
  }
}

/** Queue commands for one device, in order; returns the rows (with their `seq`). */
export async function queueCommands(
  tx: Db,
  device: QueueDevice,
  items: { kind: CommandKind; command: string; userId?: string | null }[],
  createdBy?: string | null,
): Promise<CommandRow[]> {
  if (!items.length) return [];
  deviceStatusChanged();
  return tx.insert(deviceCommands).values(items.map((i) => ({
    companyId: device.companyId,
    serialNumber: device.serialNumber,
    deviceId: device.id,
    kind: i.kind,
    command: i.command,
    userId: i.userId ?? null,
    createdBy: createdBy ?? null,
  }))).returning();
}

/** The people (of the device's company) as clocks store them; people without a PIN are left out. */
export async function devicePeople(tx: Db, companyId: string, userIds: string[]): Promise<DevicePerson[]> {
  if (!userIds.length) return [];
  const rows = await tx.select({ id: users.id, pin: users.devicePin, firstName: users.firstName, lastName: users.lastName })
    .from(users).where(and(eq(users.companyId, companyId), anyUuid(users.id, [...new Set(userIds)])));
  return rows.filter((r) => r.pin).map((r) => ({ id: r.id, pin: r.pin!, name: `${r.firstName} ${r.lastName}` }));
}

/** Load (or reload) people on a device: one USER_LOAD each, and their state LOADING until the device answers. */
export async function loadUsersOnDevice(tx: Db, device: QueueDevice, userIds: string[], createdBy?: string | null): Promise<CommandRow[]> {
  return loadPeopleOnDevice(tx, device, await devicePeople(tx, device.companyId, userIds), createdBy);
}

/** Remove people from a device: one USER_REMOVE each, their state REMOVING until the device answers. */
export async function removeUsersFromDevice(tx: Db, device: QueueDevice, userIds: string[], createdBy?: string | null): Promise<CommandRow[]> {
  return removePeopleFromDevice(tx, device, await devicePeople(tx, device.companyId, userIds), createdBy);
}

/**
 * loadUsersOnDevice with the people given as they will be (PIN and name), for writes whose row is not updated yet
 * (a collaborator's form: the hook runs before the engine writes the row).
 */
export async function loadPeopleOnDevice(tx: Db, device: QueueDevice, people: DevicePerson[], createdBy?: string | null): Promise<CommandRow[]> {
  const commands = await queueCommands(tx, device, people.map((p) => ({ kind: 'USER_LOAD' as const, command: commandText('USER_LOAD', { person: p }), userId: p.id })), createdBy);
  await markUsers(tx, device, people, commands, 'LOADING');
  return commands;
}

/** removeUsersFromDevice with the people given (the PIN the device knows them by: the old one after a PIN change). */
export async function removePeopleFromDevice(tx: Db, device: QueueDevice, people: DevicePerson[], createdBy?: string | null): Promise<CommandRow[]> {
  const commands = await queueCommands(tx, device, people.map((p) => ({ kind: 'USER_REMOVE' as const, command: commandText('USER_REMOVE', { person: p }), userId: p.id })), createdBy);
  await markUsers(tx, device, people, commands, 'REMOVING');
  return commands;
}

async function markUsers(tx: Db, device: QueueDevice, people: DevicePerson[], commands: CommandRow[], state: 'LOADING' | 'REMOVING'): Promise<void> {
  if (!people.length) return;
  const commandOf = new Map(commands.map((c) => [c.userId, c.id]));
  await tx.insert(deviceUsers).values(people.map((p) => ({
    companyId: device.companyId, deviceId: device.id, userId: p.id, pin: p.pin, state, commandId: commandOf.get(p.id) ?? null, error: null,
  }))).onConflictDoUpdate({
    target: [deviceUsers.deviceId, deviceUsers.userId],
    set: { pin: sql`excluded.pin`, state: sql`excluded.state`, commandId: sql`excluded.command_id`, error: null, updatedAt: sql`now()` },
  });
}

/**
 * The queued commands a heartbeat hands out (oldest first), marked SENT. Most heartbeats find nothing: that costs one
 * index read, not a write; the update repeats the QUEUED condition, so two processes never hand out one command twice.
 */
export async function takeQueuedCommands(db: Db, serialNumber: string, limit = 20): Promise<CommandRow[]> {
  const queued = await db.select({ id: deviceCommands.id }).from(deviceCommands)
    .where(and(eq(deviceCommands.serialNumber, serialNumber), eq(deviceCommands.status, 'QUEUED')))
    .orderBy(asc(deviceCommands.seq)).limit(limit);
  if (!queued.length) return [];
  deviceStatusChanged();
  const taken = await db.update(deviceCommands).set({ status: 'SENT', sentAt: new Date() })
    .where(and(inArray(deviceCommands.id, queued.map((q) => q.id)), eq(deviceCommands.status, 'QUEUED'))).returning();
  return taken.sort((a, b) => a.seq - b.seq);
}

/** Wait (polling the database, so any server process may receive the result) until a command is closed. */
export async function waitForCommand(db: Db, companyId: string, commandId: string, timeoutMs: number, pollMs = 200): Promise<CommandRow | null> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await db.select().from(deviceCommands).where(and(eq(deviceCommands.companyId, companyId), eq(deviceCommands.id, commandId)));
    if (!row) return null;
    if (row.status === 'DONE' || row.status === 'FAILED' || row.status === 'CANCELLED' || Date.now() >= until) return row;
    await new Promise((r) => setTimeout(r, pollMs));
  }
}

/** Cancel a command the device has not taken yet (a SENT one may still run: it is closed by its result). */
export async function cancelCommand(db: Db, companyId: string, commandId: string): Promise<boolean> {
  const rows = await db.update(deviceCommands).set({ status: 'CANCELLED', doneAt: new Date() })
    .where(and(eq(deviceCommands.companyId, companyId), eq(deviceCommands.id, commandId), inArray(deviceCommands.status, ['QUEUED', 'SENT'])))
    .returning({ id: deviceCommands.id });
  deviceStatusChanged();
  return rows.length > 0;
}
