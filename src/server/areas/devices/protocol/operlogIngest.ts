import { and, eq, sql } from 'drizzle-orm';
import type { OperRecord } from '../../../../shared/devices/attlog';
import { encryptSecret } from '../../../crypto/secretBox';
import type { Db } from '../../../db/client';
import { anyText } from '../../../db/jsonRows';
import { biometricEnrolments, biometricTemplates, deviceStatus, deviceUsers, users } from '../../../db/schema';
import type { ProtocolDevice } from './deviceLookup';
import { writeDeviceAudits } from './deviceAudit';

export interface OperlogResult {
  /** records taken (the `OK: <n>` answer) */
  accepted: number;
  usersSeen: number;
  templates: number;
  /** records of PINs no person of the company has (kept nowhere) */
  unknownPin: number;
}

/**
 * OPERLOG / BIODATA upload, in one transaction. The product is the source of truth about people: a USER record
 * changes nothing about who they are, it only marks them LOADED on this device (the device has them). A template
 * (fingerprint, face, palm) of a known PIN is stored ENCRYPTED (secretBox), replacing that person's template of the
 * same kind and slot, and recorded as ENROLLED on this device; each template write is audited with the device as
 * actor (never the template itself). Records of unknown PINs are dropped: the device keeps its own copy.
 */
export async function ingestOperlog(db: Db, device: ProtocolDevice, records: OperRecord[], opts: { stamp?: string | null } = {}): Promise<OperlogResult> {
  const result: OperlogResult = { accepted: records.length, usersSeen: 0, templates: 0, unknownPin: 0 };
  const pins = [...new Set(records.flatMap((r) => (r.kind === 'OPLOG' ? [] : [r.pin])))];
  await db.transaction(async (tx) => {
    const people = pins.length
      ? new Map((await tx.select({ id: users.id, pin: users.devicePin }).from(users)
        .where(and(eq(users.companyId, device.companyId), anyText(users.devicePin, pins)))).map((u) => [u.pin!, u.id]))
      : new Map<string, string>();
    const loaded = new Map<string, string>(); // userId → pin
    const audits: Parameters<typeof writeDeviceAudits>[2] = [];
    for (const r of records) {
      if (r.kind === 'OPLOG') continue;
      const userId = people.get(r.pin);
      if (!userId) { result.unknownPin += 1; continue; }
      if (r.kind === 'USER') {
        result.usersSeen += 1;
        loaded.set(userId, r.pin);
        continue;
      }
      if (!r.valid) continue;
      const [template] = await tx.insert(biometricTemplates).values({
        companyId: device.companyId, userId, kind: r.type, slot: r.slot, sourceSerial: device.serialNumber, format: r.format,
        size: r.size ?? r.template.length, templateEncrypted: encryptSecret(r.template),
      }).onConflictDoUpdate({
        target: [biometricTemplates.companyId, biometricTemplates.userId, biometricTemplates.kind, biometricTemplates.slot],
        set: { sourceSerial: sql`excluded.source_serial`, format: sql`excluded.format`, size: sql`excluded.size`, templateEncrypted: sql`excluded.template_encrypted`, updatedAt: sql`now()` },
      }).returning({ id: biometricTemplates.id });
      if (device.deviceId) {
        await tx.insert(biometricEnrolments).values({ companyId: device.companyId, templateId: template.id, deviceId: device.deviceId, state: 'ENROLLED' })
          .onConflictDoUpdate({ target: [biometricEnrolments.templateId, biometricEnrolments.deviceId], set: { state: 'ENROLLED', commandId: null, updatedAt: sql`now()` } });
      }
      result.templates += 1;
      audits.push({ entity: 'biometrictemplates', entityId: template.id, action: 'update', changes: { userId, kind: r.type, slot: r.slot, sourceSerial: device.serialNumber, enrolled: true } });
    }
    if (device.deviceId && loaded.size) {
      await tx.insert(deviceUsers).values([...loaded].map(([userId, pin]) => ({ companyId: device.companyId, deviceId: device.deviceId!, userId, pin, state: 'LOADED' })))
        .onConflictDoUpdate({ target: [deviceUsers.deviceId, deviceUsers.userId], set: { state: 'LOADED', pin: sql`excluded.pin`, error: null, updatedAt: sql`now()` } });
    }
    if (audits.length) await writeDeviceAudits(tx, device, audits);
    if (opts.stamp) await tx.update(deviceStatus).set({ operlogStamp: opts.stamp.slice(0, 40) }).where(eq(deviceStatus.serialNumber, device.serialNumber));
  });
  return result;
}
