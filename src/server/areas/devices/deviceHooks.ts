import { and, eq, inArray, sql } from 'drizzle-orm';
import { isValidTimeZone } from '../../../shared/workday/zonedTime';
import { biometricEnrolments, deviceCommands, devicePending, deviceStatus, deviceUsers } from '../../db/schema';
import type { ResourceHooks } from '../../engine/hooks';
import { fieldConflict } from '../../http/apiError';
import { decorateDevices } from './api/deviceStatus';
import { registerDeviceRoutes } from './api/deviceRoutes';
import { claimSerial, forgetDevice } from './protocol/deviceLookup';

const serialTaken = () => fieldConflict(409, 'DEVICE_SERIAL_EXISTS', 'serialNumber');

/**
 * Devices on the engine (resources/devices.ts). A serial belongs to at most one company: its device_status row
 * (serial → company) is written in the device's own transaction, and a serial held by another company answers the
 * same 409 as a duplicate in the caller's (never revealing the other company). Creating a device for a pending
 * serial is claiming it (claimSerial keeps what the device told while pending). Deleting a device ends its status,
 * commands and loads; its punches stay (history, device id kept).
 */
export const deviceHooks: ResourceHooks = {
  async beforeWrite({ tx, auth, record, before }) {
    const zone = record.timeZone;
    if (typeof zone === 'string' && zone !== '' && zone !== before?.timeZone && !isValidTimeZone(zone)) {
      throw fieldConflict(400, 'DEVICE_TIME_ZONE_INVALID', 'timeZone');
    }
    const serial = String(record.serialNumber);
    if (before && before.serialNumber === serial) return;
    const [held] = await tx.select().from(deviceStatus).where(sql`lower(${deviceStatus.serialNumber}) = lower(${serial})`).for('update');
    if (held && (held.companyId !== auth.company.id || (held.deviceId && held.deviceId !== before?.id))) throw serialTaken();
    if (!before) return; // afterInsert registers the serial, with the record's id
    // the serial changed: the device's status row and its open commands follow it
    if (held && held.deviceId !== before.id) await tx.delete(deviceStatus).where(eq(deviceStatus.serialNumber, held.serialNumber));
    const moved = await tx.update(deviceStatus).set({ serialNumber: serial }).where(eq(deviceStatus.deviceId, String(before.id))).returning({ s: deviceStatus.serialNumber });
    if (!moved.length) await tx.insert(deviceStatus).values({ serialNumber: serial, companyId: auth.company.id, deviceId: String(before.id) });
    await tx.update(deviceCommands).set({ serialNumber: serial })
      .where(and(eq(deviceCommands.deviceId, String(before.id)), inArray(deviceCommands.status, ['QUEUED', 'SENT'])));
    await tx.delete(devicePending).where(eq(devicePending.serialNumber, serial));
    forgetDevice(String(before.serialNumber));
  },

  async afterInsert({ tx, auth, record }) {
    const ok = await claimSerial(tx, { companyId: auth.company.id, deviceId: String(record.id), serialNumber: String(record.serialNumber) });
    if (!ok) throw serialTaken(); // another company took it meanwhile
  },

  async beforeDelete({ tx, auth, record }) {
    const id = String(record.id);
    await tx.delete(deviceStatus).where(and(eq(deviceStatus.deviceId, id), eq(deviceStatus.companyId, auth.company.id)));
    await tx.update(deviceCommands).set({ status: 'CANCELLED', doneAt: new Date() })
      .where(and(eq(deviceCommands.companyId, auth.company.id), eq(deviceCommands.deviceId, id), inArray(deviceCommands.status, ['QUEUED', 'SENT'])));
    await tx.delete(deviceUsers).where(and(eq(deviceUsers.companyId, auth.company.id), eq(deviceUsers.deviceId, id)));
    await tx.delete(biometricEnrolments).where(and(eq(biometricEnrolments.companyId, auth.company.id), eq(biometricEnrolments.deviceId, id)));
  },

  // the protocol reads a device's time zone, registry type and poll delay through a short cache
  afterWrite: ({ record }) => forgetDevice(String(record.serialNumber)),
  decorateRecords: (ctx, records) => decorateDevices(ctx, records),
  routes: registerDeviceRoutes,
};
