import { and, eq, sql } from 'drizzle-orm';
import type { AuthContext } from '../../../auth/authContext';
import { writeAudits } from '../../../audit/auditLog';
import { decryptSecret } from '../../../crypto/secretBox';
import type { Db } from '../../../db/client';
import { biometricEnrolments, biometricTemplates, users } from '../../../db/schema';
import { commandText, queueCommands, type CommandRow, type QueueDevice } from './queue';

/** Tab, CR and LF separate the protocol's fields and lines: never let a value carry them. */
const clean = (value: string) => value.replace(/[\t\r\n]/g, '');

/** BIODATA `Type=` of each template kind (push 3.x). */
const BIODATA_TYPE: Record<string, number> = { FINGERPRINT: 1, FACE: 2, PALM: 8 };

/**
 * The `DATA UPDATE …` text that puts a stored template on a device (wrapped by commandText('TEMPLATE_LOAD')):
 * push 2.x `FINGERTMP` / `FACE` records, or push 3.x `BIODATA` (any kind) when the device speaks 3.x.
 */
export function templateCommandText(
  t: { kind: string; slot: number; size: number | null; format: string | null; template: string },
  pin: string,
  pushVersion?: string | null,
): string {
  const tmp = clean(t.template);
  const size = t.size ?? tmp.length;
  const v3 = !!pushVersion && Number.parseFloat(pushVersion) >= 3;
  let record: string;
  if (v3 || (t.kind !== 'FINGERPRINT' && t.kind !== 'FACE')) {
    record = `DATA UPDATE BIODATA Pin=${clean(pin)}\tNo=${t.slot}\tIndex=0\tValid=1\tDuress=0\tType=${BIODATA_TYPE[t.kind] ?? 1}\tMajorVer=${clean(t.format ?? '0')}\tMinorVer=0\tFormat=0\tTmp=${tmp}`;
  } else if (t.kind === 'FACE') {
    record = `DATA UPDATE FACE PIN=${clean(pin)}\tFID=${t.slot}\tSIZE=${size}\tVALID=1\tTMP=${tmp}`;
  } else {
    record = `DATA UPDATE FINGERTMP PIN=${clean(pin)}\tFID=${t.slot}\tSize=${size}\tValid=1\tTMP=${tmp}`;
  }
  return commandText('TEMPLATE_LOAD', { template: record });
}

/**
 * Copy a person's stored templates to one device (the biometry view's "copy to the other devices of their units"):
 * each template is decrypted, queued as a TEMPLATE_LOAD and recorded COPYING on that device (COPIED / FAILED when
 * the device answers); every copy is audited as a read of special-category data. The person must have a PIN.
 */
export async function queueTemplateCopies(tx: Db, auth: AuthContext, device: QueueDevice & { pushVersion?: string | null }, userId: string, templateIds?: string[]): Promise<CommandRow[]> {
  const [person] = await tx.select({ pin: users.devicePin }).from(users).where(and(eq(users.companyId, auth.company.id), eq(users.id, userId)));
  if (!person?.pin) return [];
  const stored = (await tx.select().from(biometricTemplates).where(and(eq(biometricTemplates.companyId, auth.company.id), eq(biometricTemplates.userId, userId))))
    .filter((t) => !templateIds || templateIds.includes(t.id));
  if (!stored.length) return [];
  const commands = await queueCommands(tx, device, stored.map((t) => ({
    kind: 'TEMPLATE_LOAD' as const,
    command: templateCommandText({ ...t, template: decryptSecret(t.templateEncrypted) }, person.pin!, device.pushVersion),
    userId,
  })), auth.user.id);
  await tx.insert(biometricEnrolments).values(stored.map((t, i) => ({ companyId: auth.company.id, templateId: t.id, deviceId: device.id, state: 'COPYING', commandId: commands[i].id })))
    .onConflictDoUpdate({ target: [biometricEnrolments.templateId, biometricEnrolments.deviceId], set: { state: 'COPYING', commandId: sql`excluded.command_id`, updatedAt: sql`now()` } });
  await writeAudits(tx, auth, stored.map((t) => ({ entity: 'biometrictemplates', entityId: t.id, action: 'update' as const, changes: { copiedTo: device.serialNumber, userId, kind: t.kind, slot: t.slot } })));
  return commands;
}
