import type { Db } from '../../../db/client';
import { auditLog } from '../../../db/schema';
import type { AuditAction } from '../../../audit/auditLog';

/**
 * Audit rows whose actor is a device (no user): `username` is `device:<serial>`. Written with the caller's
 * transaction like writeAudits; used for what a device writes about people (biometric templates, enrolments).
 */
export async function writeDeviceAudits(
  tx: Db,
  device: { companyId: string; serialNumber: string },
  entries: { entity: string; entityId: string; action: AuditAction; changes: Record<string, unknown> }[],
): Promise<void> {
  for (let i = 0; i < entries.length; i += 500) {
    await tx.insert(auditLog).values(entries.slice(i, i + 500).map((e) => ({
      companyId: device.companyId, userId: null, username: `device:${device.serialNumber}`,
      entity: e.entity, entityId: e.entityId, action: e.action, changes: JSON.parse(JSON.stringify(e.changes)) as Record<string, unknown>,
    })));
  }
}
