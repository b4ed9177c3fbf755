import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AuthContext } from '../../../auth/authContext';
import { writeAudits } from '../../../audit/auditLog';
import type { Db } from '../../../db/client';
import { anyUuid } from '../../../db/jsonRows';
import { biometricTemplates, deviceUsers } from '../../../db/schema';
import { engineTableOf } from '../../../engine/tables';
import { loadPeopleOnDevice, loadUsersOnDevice, removePeopleFromDevice, type DevicePerson, type QueueDevice } from '../commands/queue';
import { assignMissingPins } from './pins';

/**
 * A person's life on the company's clocks (docs/api/devices.md "PINs and lifecycle"), called inside the write's
 * transaction: onboarding loads them on the devices of their main unit, a unit move removes them from devices that
 * no longer cover them and loads them on the new ones, a PIN or name change reloads them (the old PIN removed
 * first), offboarding removes them everywhere and deletes their biometric templates from the server, reinstating
 * loads them again. A device covers a person when its organizationalUnits include the person's main unit.
 */
export interface LifecyclePerson {
  id: string;
  devicePin: string | null;
  firstName: string;
  lastName: string;
  mainBranch: string | null;
  active: boolean;
}

/** A collaborator's engine record (or users row) as the lifecycle needs it. */
export const lifecyclePersonOf = (r: Record<string, unknown>): LifecyclePerson => ({
  id: String(r.id),
  devicePin: typeof r.devicePin === 'string' && r.devicePin ? r.devicePin : null,
  firstName: String(r.firstName ?? ''),
  lastName: String(r.lastName ?? ''),
  mainBranch: typeof r.mainBranch === 'string' ? r.mainBranch : null,
  active: r.active !== false,
});

const asDevicePerson = (p: LifecyclePerson, pin = p.devicePin): DevicePerson | null =>
  pin ? { id: p.id, pin, name: `${p.firstName ?? ''} ${p.lastName ?? ''}`.trim() } : null;

/** The company's devices whose units include this unit. */
export async function devicesCoveringUnit(tx: Db, companyId: string, unitId: string | null): Promise<QueueDevice[]> {
  if (!unitId) return [];
  const d = engineTableOf('devices');
  const rows = await tx.select({ id: d.id, serialNumber: d.columns.serialNumber }).from(d.table)
    .where(and(eq(d.companyId, companyId), sql`${d.columns.organizationalUnits} @> ${JSON.stringify([unitId])}::jsonb`));
  return rows.map((r) => ({ id: r.id as string, companyId, serialNumber: r.serialNumber as string }));
}

/** The devices a person is on or on the way to (state LOADING or LOADED, or a failed load), with the PIN there. */
async function devicesHolding(tx: Db, companyId: string, userId: string): Promise<(QueueDevice & { pin: string })[]> {
  const d = engineTableOf('devices');
  const rows = await tx.select({ id: d.id, serialNumber: d.columns.serialNumber, pin: deviceUsers.pin }).from(deviceUsers)
    .innerJoin(d.table, and(eq(d.id, deviceUsers.deviceId), eq(d.companyId, companyId)))
    .where(and(eq(deviceUsers.companyId, companyId), eq(deviceUsers.userId, userId), inArray(deviceUsers.state, ['LOADING', 'LOADED', 'FAILED'])));
  return rows.map((r) => ({ id: r.id as string, companyId, serialNumber: r.serialNumber as string, pin: r.pin }));
}

/** Onboarding (and reinstating): load the person on the devices of their main unit. */
export async function onPersonJoined(tx: Db, companyId: string, person: LifecyclePerson, actorId?: string | null): Promise<number> {
  const p = asDevicePerson(person);
  if (!p || !person.active) return 0;
  const devices = await devicesCoveringUnit(tx, companyId, person.mainBranch);
  for (const device of devices) await loadPeopleOnDevice(tx, device, [p], actorId);
  return devices.length;
}

/**
 * A collaborator's record changed (before → after, as they will be stored): unit move, PIN or name change. Only
 * for active people (offboarding and reinstating have their own calls).
 */
export async function onPersonChanged(tx: Db, companyId: string, before: LifecyclePerson, after: LifecyclePerson, actorId?: string | null): Promise<void> {
  if (!after.active || !before.active) return;
  const moved = before.mainBranch !== after.mainBranch;
  const pinChanged = before.devicePin !== after.devicePin;
  const renamed = before.firstName !== after.firstName || before.lastName !== after.lastName;
  if (!moved && !pinChanged && !renamed) return;
  const holding = await devicesHolding(tx, companyId, after.id);
  const covering = await devicesCoveringUnit(tx, companyId, after.mainBranch);
  const coveringIds = new Set(covering.map((d) => d.id));
  const next = asDevicePerson(after);
  for (const device of holding) {
    const old = asDevicePerson(after, device.pin)!;
    if (!coveringIds.has(device.id) || !next) {
      await removePeopleFromDevice(tx, device, [old], actorId);
      continue;
    }
    if (pinChanged) await removePeopleFromDevice(tx, device, [old], actorId);
    if (pinChanged || renamed) await loadPeopleOnDevice(tx, device, [next], actorId);
  }
  if (!next) return;
  const held = new Set(holding.map((d) => d.id));
  for (const device of covering) if (!held.has(device.id)) await loadPeopleOnDevice(tx, device, [next], actorId);
}

/**
 * Offboarding: remove the person from every device they are on and delete their biometric templates from the
 * server (special-category data is not kept after they leave); each deletion is audited. Returns what was done.
 */
export async function onPersonLeft(tx: Db, auth: AuthContext, personId: string): Promise<{ removals: number; templatesDeleted: number }> {
  const companyId = auth.company.id;
  const holding = await devicesHolding(tx, companyId, personId);
  for (const device of holding) await removePeopleFromDevice(tx, device, [{ id: personId, pin: device.pin, name: '' }], auth.user.id);
  const deleted = await deleteTemplatesOf(tx, auth, [personId]);
  return { removals: holding.length, templatesDeleted: deleted };
}

/** Delete people's biometric templates (and, by cascade, their enrolment records), audited one row per template. */
export async function deleteTemplatesOf(tx: Db, auth: AuthContext, userIds: string[]): Promise<number> {
  if (!userIds.length) return 0;
  const gone = await tx.delete(biometricTemplates)
    .where(and(eq(biometricTemplates.companyId, auth.company.id), anyUuid(biometricTemplates.userId, userIds)))
    .returning({ id: biometricTemplates.id, userId: biometricTemplates.userId, kind: biometricTemplates.kind, slot: biometricTemplates.slot });
  await writeAudits(tx, auth, gone.map((t) => ({ entity: 'biometrictemplates', entityId: t.id, action: 'delete' as const, changes: { userId: t.userId, kind: t.kind, slot: t.slot } })));
  return gone.length;
}

/**
 * People created together (the bulk import): each gets a PIN, and is loaded on the devices covering their main unit
 * (one query for the company's devices; nothing more when it has none).
 */
export async function onPeopleImported(tx: Db, companyId: string, people: { id: string; mainBranch: string | null }[], actorId?: string | null): Promise<void> {
  if (!people.length) return;
  await assignMissingPins(tx, companyId);
  const d = engineTableOf('devices');
  const devices = await tx.select({ id: d.id, serialNumber: d.columns.serialNumber, units: d.columns.organizationalUnits }).from(d.table).where(eq(d.companyId, companyId));
  for (const device of devices) {
    const units = new Set((device.units as string[] | null) ?? []);
    const ids = people.filter((p) => p.mainBranch && units.has(p.mainBranch)).map((p) => p.id);
    if (ids.length) await loadUsersOnDevice(tx, { id: device.id as string, companyId, serialNumber: device.serialNumber as string }, ids, actorId);
  }
}
