import { and, eq, inArray, sql } from 'drizzle-orm';
import { capacityOf, type CommandResult } from '../../../../shared/devices/attlog';
import type { Db } from '../../../db/client';
import { biometricEnrolments, deviceCommands, deviceStatus, deviceUsers } from '../../../db/schema';
import type { ProtocolDevice } from './deviceLookup';
import { deviceStatusChanged } from '../statusVersion';

export interface ResultsOutcome {
  closed: number;
  /** results for a seq this device was never given (unknown, another device's, already closed) */
  ignored: number;
}

/**
 * Close the commands a device reports on (`POST /iclock/devicecmd`), in one transaction: Return=0 → DONE, anything
 * else → FAILED with the code. Only this serial's own open commands (QUEUED or SENT) are closed, so a device can
 * never touch another's queue. Follow-ups: a load DONE marks the person LOADED on the device (REMOVED for a
 * removal), a failure FAILED with the code; a template copy COPIED / FAILED; an INFO result's counts become the
 * device's capacity and firmware.
 */
export async function applyCommandResults(db: Db, device: ProtocolDevice, results: CommandResult[], now = new Date()): Promise<ResultsOutcome> {
  const outcome: ResultsOutcome = { closed: 0, ignored: 0 };
  if (!results.length) return outcome;
  await db.transaction(async (tx) => {
    const open = await tx.select().from(deviceCommands).where(and(
      eq(deviceCommands.serialNumber, device.serialNumber), eq(deviceCommands.companyId, device.companyId),
      inArray(deviceCommands.seq, [...new Set(results.map((r) => r.seq))]), inArray(deviceCommands.status, ['QUEUED', 'SENT']),
    )).for('update');
    const bySeq = new Map(open.map((c) => [c.seq, c]));
    for (const r of results) {
      const cmd = bySeq.get(r.seq);
      if (!cmd) { outcome.ignored += 1; continue; }
      bySeq.delete(r.seq);
      const ok = r.returnCode === 0;
      const info = Object.keys(r.info).length ? r.info : null;
      await tx.update(deviceCommands).set({
        status: ok ? 'DONE' : 'FAILED', returnCode: r.returnCode, doneAt: now,
        result: info ? JSON.stringify(info).slice(0, 4000) : r.cmd,
      }).where(eq(deviceCommands.id, cmd.id));
      outcome.closed += 1;
      const error = ok ? null : `Return=${r.returnCode}`;
      if (cmd.kind === 'USER_LOAD' || cmd.kind === 'USER_REMOVE') {
        const state = !ok ? 'FAILED' : cmd.kind === 'USER_LOAD' ? 'LOADED' : 'REMOVED';
        await tx.update(deviceUsers).set({ state, error, updatedAt: now }).where(and(eq(deviceUsers.companyId, device.companyId), eq(deviceUsers.commandId, cmd.id)));
      } else if (cmd.kind === 'TEMPLATE_LOAD') {
        await tx.update(biometricEnrolments).set({ state: ok ? 'COPIED' : 'FAILED', updatedAt: now })
          .where(and(eq(biometricEnrolments.companyId, device.companyId), eq(biometricEnrolments.commandId, cmd.id)));
      }
      if (ok && info) await recordInfo(tx, device.serialNumber, info);
    }
    if (outcome.ignored) {
      await tx.update(deviceStatus).set({
        counters: sql`${deviceStatus.counters} || jsonb_build_object('unknownResults', coalesce((${deviceStatus.counters}->>'unknownResults')::int, 0) + ${outcome.ignored}::int)`,
      }).where(eq(deviceStatus.serialNumber, device.serialNumber));
    }
  });
  deviceStatusChanged();
  return outcome;
}

/** Capacity counts and firmware a device reported (INFO result, or the heartbeat's INFO parameter). */
export async function recordInfo(tx: Db, serialNumber: string, info: Record<string, string>): Promise<void> {
  const { capacity, firmware } = capacityOf(info);
  if (!Object.keys(capacity).length && !firmware) return;
  await tx.update(deviceStatus).set({
    ...(Object.keys(capacity).length ? { capacity: sql`${deviceStatus.capacity} || ${JSON.stringify(capacity)}::jsonb` } : {}),
    ...(firmware ? { firmware } : {}),
  }).where(eq(deviceStatus.serialNumber, serialNumber));
}

/**
 * The heartbeat's `INFO=` parameter some firmware sends: `<firmware>,<users>,<fingerprints>,<records>,<ip>,…`
 * (push 2.x; later fields vary by model and are not read).
 */
export function infoOfHeartbeat(value: string | undefined): Record<string, string> | null {
  if (!value) return null;
  const [fw, usersCount, fingers, records] = value.split(',').map((v) => v.trim());
  const info: Record<string, string> = {};
  if (fw) info.FWVersion = fw;
  if (usersCount) info.UserCount = usersCount;
  if (fingers) info.FPCount = fingers;
  if (records) info.AttLogCount = records;
  return info;
}
