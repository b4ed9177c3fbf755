import { eq } from 'drizzle-orm';
import { claimSerial } from '../../../src/server/areas/devices/protocol/deviceLookup';
import { users } from '../../../src/server/db/schema';
import { engineTableOf } from '../../../src/server/engine/tables';
import { addDays, localDateOf } from '../../../src/shared/workday';
import type { TestApp } from '../../helpers/testApp';

export const ZONE = 'Europe/Madrid';

/** A device of a company, inserted as the engine stores it and registered by serial (claimSerial). */
export async function addDevice(t: TestApp, companyId: string, serialNumber: string, over: Record<string, unknown> = {}) {
  const d = engineTableOf('devices');
  const [row] = await t.db.insert(d.table).values({
    companyId, deviceType: 'ZK_SPEEDFACE_V5L', name: `Clock ${serialNumber}`, serialNumber, organizationalUnits: [t.fx.units.bilbao],
    registryType: 'ALLOW_ALL', host: '192.168.1.201', user: 'admin', password: 'x', timeZone: ZONE, sendTimeZone: false, pollDelay: 5, clockSync: true,
    ...over,
  } as never).returning();
  const id = (row as { id: string }).id;
  await claimSerial(t.db, { companyId, deviceId: id, serialNumber });
  return { id, companyId, serialNumber };
}

export const setPin = (t: TestApp, userId: string, pin: string) => t.db.update(users).set({ devicePin: pin }).where(eq(users.id, userId));

/** The Madrid local date `days` before today (tests hold on any date). */
export const localDaysAgo = (days: number) => addDays(localDateOf(Date.now(), ZONE), -days);

/** One ATTLOG line: PIN, local date and time, status, verify. */
export const attlogLine = (pin: string, date: string, time: string, status = 0, verify = 1) => `${pin}\t${date} ${time}\t${status}\t${verify}\t0\t0\t0`;

/** A protocol request as a device sends it (text body, text/plain). */
export async function iclock(t: TestApp, method: 'GET' | 'POST', path: string, query: Record<string, string>, body?: string, contentType = 'text/plain') {
  const res = await t.app.inject({ method, url: path, query, payload: body, headers: body !== undefined ? { 'content-type': contentType } : {} });
  return { status: res.statusCode, text: res.body, type: String(res.headers['content-type'] ?? '') };
}
