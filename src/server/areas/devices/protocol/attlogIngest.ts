import { randomUUID } from 'node:crypto';
import { markBatches } from '../../webhooks/eventData';
import { emitEvents } from '../../webhooks/emitEvent';
import { and, eq, gte, is, lt, sql } from 'drizzle-orm';
import { PgliteDatabase } from 'drizzle-orm/pglite';
import { localTimeToInstant, type AttlogPunch } from '../../../../shared/devices/attlog';
import { directionOf, inferDayTypes } from '../../../../shared/devices/direction';
import { addDays, localDateOf, readGeneralConfig, MARK_CLOCK_SKEW_MS, type MarkType } from '../../../../shared/workday';
import type { Db } from '../../../db/client';
import { anyText, anyUuid, jsonRows } from '../../../db/jsonRows';
import { branchOffices, companies, devicePunches, deviceStatus, marks, users } from '../../../db/schema';
import { attendanceChanged } from '../../workdays/attendanceVersion';
import { recomputeWorkdays, type RecomputeRange } from '../../workdays/recomputeWorkdays';
import { workTimeZone } from '../../workdays/timeZones';
import { lockUsers } from '../../workdays/userLocks';
import { withLockedUserReferences } from '../../workdays/lockedUserRows';
import { applyMarkLogs } from '../../workOrders/markLogs';
import type { ProtocolDevice } from './deviceLookup';
import { jsonUpdates, returnedValues } from './sqlJson';
import { ordersOfWorkCodes } from './workCodeOrders';
import { CommitGroups } from '../../marks/commitGroups';

export type PunchOutcome = 'STORED' | 'REFUSED' | 'UNKNOWN_PIN' | 'INACTIVE_USER';

export interface AttlogResult {
  /** lines taken (new or already stored): the `OK: <n>` the device is answered */
  accepted: number;
  /** new raw punches stored by this upload */
  created: number;
  /** lines already stored by an earlier delivery */
  duplicates: number;
  marks: number;
  refused: number;
  unknownPin: number;
  inactive: number;
}

/** marks.client_id of a device punch: the punch's identity, so a re-sent punch is the same mark. */
export const punchClientId = (serialNumber: string, pin: string, localTime: string) => `zk:${serialNumber}:${pin}:${localTime}`;

/**
 * Test hook: runs inside the uploads' transaction after every write, before the commit, with the serials of the
 * uploads committed together (throw to simulate a crash).
 */
let faultAfterWrite: ((serials: string[]) => void) | null = null;
export function setAttlogFault(fault: ((serials: string[]) => void) | null): void {
  faultAfterWrite = fault;
}

interface PinUser { id: string; active: boolean; timeZone: string }

/**
 * Store one ATTLOG upload (docs/api/devices.md "Punches never lost, never doubled"). On PGlite, uploads of the
 * company's clocks that arrive while its previous commit runs share the next transaction (group commit,
 * commitGroups.ts), each resolving only after that commit — so the caller answers `OK` only for committed punches —
 * and a failed group is run again one upload at a time, so one upload's failure fails only that upload (its device
 * sends it again).
 * In the transaction:
 * 1. every punch is kept raw in device_punches once (company, serial, PIN, local time: ON CONFLICT DO NOTHING), its
 *    local time read in the device's zone, its person found by device PIN (one query), its direction decided by
 *    the registry type; unknown PINs, inactive people and refused directions are kept with their outcome;
 * 2. undirected punches are inferred per person and local day over all of that day's inferred punches, re-typing
 *    the ones stored earlier (device_punches.mark_type and their marks);
 * 3. new STORED punches become marks (client id `zk:<serial>:<pin>:<local time>`, source clock, device = serial); a
 *    check-in with a work code naming an open work order opens the person's log on it, a check-out closes it;
 * 4. each touched person's workdays are rebuilt once, over the span of their touched days (±1 day);
 * 5. the device's last upload, lag and ATTLOG stamp are written.
 * Any throw rolls everything back.
 */
export async function ingestAttlog(db: Db, device: ProtocolDevice, punches: AttlogPunch[], opts: { now?: number; stamp?: string | null } = {}): Promise<AttlogResult> {
  const now = opts.now ?? Date.now();
  const result: AttlogResult = { accepted: 0, created: 0, duplicates: 0, marks: 0, refused: 0, unknownPin: 0, inactive: 0 };
  // one per identity (a batch that repeats a line counts it once)
  const unique = new Map<string, AttlogPunch>();
  for (const p of punches) if (!unique.has(`${p.pin}\t${p.localTime}`)) unique.set(`${p.pin}\t${p.localTime}`, p);
  const list = [...unique.values()];
  result.accepted = list.length;
  if (!list.length) return result;
  const job: AttlogJob = { device, list, now, stamp: opts.stamp ?? null, result };
  // PGlite runs one transaction at a time: uploads waiting for it share the next one. PostgreSQL runs the uploads'
  // transactions side by side (different people: no lock between them), which a shared one would only serialise
  const touched = is(db, PgliteDatabase) ? await groupsOf(db).run(device.companyId, job) : (await commitAttlog(db, [job]))[0];
  if (touched) attendanceChanged(device.companyId);
  return result;
}

/** One upload's part of a group commit: its punches, and the counts the commit fills in. */
interface AttlogJob {
  device: ProtocolDevice;
  list: AttlogPunch[];
  now: number;
  stamp: string | null;
  result: AttlogResult;
}

const groups = new WeakMap<Db, CommitGroups<AttlogJob, boolean>>();
const groupsOf = (db: Db) => {
  let g = groups.get(db);
  if (!g) groups.set(db, (g = new CommitGroups<AttlogJob, boolean>((jobs) => commitAttlog(db, jobs))));
  return g;
};

/** Two rebuild spans of one person closer than this (days) are rebuilt as one (their marks' read windows overlap). */
const NEAR_DAYS = 3;

/**
 * ONE transaction for uploads of one company's clocks (in arrival order): each upload's punches and marks as it
 * alone would store them, in one statement per table for all of them; each touched person's days rebuilt once.
 * Answers, per upload, whether it stored any punch (its counts are filled in its result).
 */
async function commitAttlog(db: Db, jobs: AttlogJob[]): Promise<boolean[]> {
  const companyId = jobs[0].device.companyId;
  const now = Math.max(...jobs.map((j) => j.now));
  for (const j of jobs) Object.assign(j.result, { created: 0, duplicates: 0, marks: 0, refused: 0, unknownPin: 0, inactive: 0 });
  return db.transaction(async (tx) => {
    const people = await usersByPin(tx, companyId, [...new Set(jobs.flatMap((j) => j.list.map((p) => p.pin)))]);
    const [company] = await tx.select({ configuration: companies.configuration }).from(companies).where(eq(companies.id, companyId));
    const config = readGeneralConfig((company?.configuration as { general?: unknown } | undefined)?.general);

    const rowsOf = jobs.map((job) => {
      const { device } = job;
      let inferBreaks = config.allowBreak;
      const rows = job.list.map((p) => {
        const at = localTimeToInstant(p.localTime, device.timeZone);
        const user = people.get(p.pin);
        const direction = directionOf(device.registryType, p.status);
        let outcome: PunchOutcome = 'STORED';
        let reason: string | null = null;
        let markType: MarkType | null = direction.kind === 'given' || direction.kind === 'forced' ? direction.type : null;
        if (!user) outcome = 'UNKNOWN_PIN';
        else if (!user.active) outcome = 'INACTIVE_USER';
        else if (direction.kind === 'refused') [outcome, reason] = ['REFUSED', direction.reason];
        else if (at > job.now + MARK_CLOCK_SKEW_MS) [outcome, reason] = ['REFUSED', 'FUTURE_TIME'];
        if (direction.kind === 'infer') {
          if (direction.breaks === 'none') inferBreaks = false;
          if (outcome === 'STORED') markType = 'CHECK_IN'; // placeholder: re-inferred below with the whole day
        }
        return {
          id: randomUUID(), companyId, serialNumber: device.serialNumber, deviceId: device.deviceId,
          pin: p.pin, localTime: p.localTime, at: new Date(at), timeZone: device.timeZone, statusCode: p.status, verifyCode: p.verify,
          workCode: p.workCode, raw: p.raw, userId: user?.id ?? null, markId: outcome === 'STORED' ? randomUUID() : null, markType,
          inferred: direction.kind === 'infer' && outcome === 'STORED', outcome, reason, receivedAt: new Date(job.now),
        };
      });
      return { rows, inferBreaks };
    });
    const rows = rowsOf.flatMap((r) => r.rows);

    const zones = new Map([...people.values()].map((u) => [u.id, u.timeZone]));
    const zoneOf = (userId: string) => zones.get(userId)!;
    // the people of the punches to store are locked before their days are read (two uploads never type one day apart)
    const candidates = rows.filter((r) => r.outcome === 'STORED');
    if (candidates.length) await lockUsers(tx, companyId, candidates.map((r) => r.userId!));
    // undirected punches typed before they go in, with the ones stored earlier on their days (one break rule for the
    // uploads): they are inserted with their type instead of a placeholder re-typed after the insert. Kept only when
    // every one of them goes in (a duplicate would change its day's list): otherwise re-inferred after the insert
    const undirected = candidates.filter((r) => r.inferred);
    const oneRule = rowsOf.every((r) => r.inferBreaks === rowsOf[0].inferBreaks);
    const planned = undirected.length > 0 && oneRule ? await planTypes(tx, companyId, undirected, zoneOf, rowsOf[0].inferBreaks) : null;
    if (planned) for (const r of undirected) r.markType = planned.types.get(r.id)!;

    // the company's row is read above in this transaction, the only one PGlite runs: no foreign key check per row there
    // (a punch sent twice in the group, by a clock resending, goes in once: the first upload stores it)
    const insertedIds = new Set(await withLockedUserReferences(tx, () => returnedValues(tx, tx.insert(devicePunches).select(jsonRows(devicePunches, rows)).onConflictDoNothing().returning({ id: devicePunches.id }), 'id')));
    const storedOf = rowsOf.map(({ rows: jobRows }, k) => {
      const result = jobs[k].result;
      const created = jobRows.filter((r) => insertedIds.has(r.id));
      result.created = created.length;
      result.duplicates = jobRows.length - created.length;
      for (const r of created) {
        if (r.outcome === 'REFUSED') result.refused += 1;
        else if (r.outcome === 'UNKNOWN_PIN') result.unknownPin += 1;
        else if (r.outcome === 'INACTIVE_USER') result.inactive += 1;
      }
      return created.filter((r) => r.outcome === 'STORED');
    });
    const stored = storedOf.flat();
    if (stored.length) {
      const days = new Map<string, Set<string>>(); // user → local dates touched
      for (const r of stored) {
        const set = days.get(r.userId!) ?? new Set<string>();
        set.add(localDateOf(r.at.getTime(), zoneOf(r.userId!)));
        days.set(r.userId!, set);
      }
      // each upload's undirected punches with its clock's break rule; one pass when the uploads share it
      const passes = rowsOf.every((r) => r.inferBreaks === rowsOf[0].inferBreaks)
        ? [{ fresh: stored.filter((r) => r.inferred), breaks: rowsOf[0].inferBreaks }]
        : storedOf.map((jobStored, k) => ({ fresh: jobStored.filter((r) => r.inferred), breaks: rowsOf[k].inferBreaks }));
      const retyped = new Map<string, MarkType>();
      if (planned && undirected.every((r) => insertedIds.has(r.id))) {
        await retype(tx, companyId, planned);
        for (const [id, type] of planned.types) retyped.set(id, type);
      } else {
        for (const pass of passes) for (const [id, type] of await reinfer(tx, companyId, pass.fresh, zoneOf, pass.breaks)) retyped.set(id, type);
      }
      for (const r of stored) if (retyped.has(r.id)) r.markType = retyped.get(r.id)!;

      // a check-in typed with a work code books the person's time on that order (a check-out ends it)
      const orders = await ordersOfWorkCodes(tx, companyId, stored.filter((r) => r.markType === 'CHECK_IN').map((r) => r.workCode));
      const markRowsOf = storedOf.map((jobStored) => jobStored.map((r) => ({
        id: r.markId!, companyId, userId: r.userId!, clientId: punchClientId(r.serialNumber, r.pin, r.localTime),
        at: r.at, type: r.markType!, source: 'clock', device: r.serialNumber,
        workOrderId: r.markType === 'CHECK_IN' && r.workCode ? (orders.get(r.workCode) ?? null) : null,
      })));
      const markRows = markRowsOf.flat();
      // their users are locked above and were read in this transaction: no foreign key check per row (PGlite)
      const insertedMarks = new Set(await withLockedUserReferences(tx, () => returnedValues(tx, tx.insert(marks).select(jsonRows(marks, markRows)).onConflictDoNothing().returning({ id: marks.id }), 'id')));
      for (const [k, jobMarks] of markRowsOf.entries()) {
        const inserted = jobMarks.filter((m) => insertedMarks.has(m.id));
        jobs[k].result.marks = inserted.length;
        await applyMarkLogs(tx, companyId, inserted);
        await emitEvents(tx, companyId, 'mark.received', markBatches(inserted));
      }
      // a mark of this identity existed already (its punch row was removed): the punch points at that mark
      const lost = markRows.filter((m) => !insertedMarks.has(m.id));
      if (lost.length) {
        await tx.execute(sql`update ${devicePunches} p set mark_id = m.id from ${marks} m
          where p.company_id = ${companyId} and m.company_id = p.company_id and m.client_id = 'zk:' || p.serial_number || ':' || p.pin || ':' || p.local_time
          and m.client_id = any(array(select jsonb_array_elements_text(${JSON.stringify(lost.map((m) => m.clientId))}::jsonb)))`);
      }
      await recomputeWorkdays(tx, companyId, rebuildRanges(days, zoneOf), config, now);
    }

    for (const [k, job] of jobs.entries()) {
      const { rows: jobRows } = rowsOf[k];
      const newest = Math.max(...jobRows.map((r) => r.at.getTime()));
      await tx.update(deviceStatus).set({
        lastUploadAt: new Date(job.now),
        uploadLagSeconds: Math.max(0, Math.round((job.now - newest) / 1000)),
        ...(job.stamp ? { attlogStamp: job.stamp.slice(0, 40) } : {}),
        ...(job.result.refused ? { counters: sql`${deviceStatus.counters} || jsonb_build_object('refusedPunches', coalesce((${deviceStatus.counters}->>'refusedPunches')::int, 0) + ${job.result.refused}::int)` } : {}),
      }).where(eq(deviceStatus.serialNumber, job.device.serialNumber));
    }
    faultAfterWrite?.(jobs.map((j) => j.device.serialNumber));
    return storedOf.map((s) => s.length > 0);
  });
}

/**
 * Per person, the dates to rebuild: each run of touched days ±1 day; runs closer than NEAR_DAYS are one span (as one
 * upload's days always were), runs further apart stay apart, so a person punching at two clocks days apart does not
 * have every day between rebuilt.
 */
function rebuildRanges(days: Map<string, Set<string>>, zoneOf: (userId: string) => string): RecomputeRange[] {
  const ranges: RecomputeRange[] = [];
  for (const [userId, dates] of days) {
    const sorted = [...dates].sort();
    let from = sorted[0];
    let to = sorted[0];
    for (const date of sorted.slice(1)) {
      if (date > addDays(to, NEAR_DAYS)) {
        ranges.push({ userId, timeZone: zoneOf(userId), from: addDays(from, -1), to: addDays(to, 1) });
        from = date;
      }
      to = date;
    }
    ranges.push({ userId, timeZone: zoneOf(userId), from: addDays(from, -1), to: addDays(to, 1) });
  }
  return ranges;
}

/** The company's people by device PIN, with whether they are active and their work zone (one query). */
async function usersByPin(tx: Db, companyId: string, pins: string[]): Promise<Map<string, PinUser>> {
  const rows = await tx
    .select({ id: users.id, pin: users.devicePin, active: users.active, timezone: branchOffices.timezone })
    .from(users)
    .leftJoin(branchOffices, and(eq(branchOffices.id, users.mainBranch), eq(branchOffices.companyId, companyId)))
    .where(and(eq(users.companyId, companyId), anyText(users.devicePin, pins)));
  return new Map(rows.map((r) => [r.pin!, { id: r.id, active: r.active, timeZone: workTimeZone(r.timezone) }]));
}

/** An inferred punch of a day being typed: stored earlier, or new in this transaction (`fresh`). */
interface DayPunch { id: string; userId: string | null; at: Date; markType: string | null; markId: string | null; fresh?: boolean }

/** New types of a set of days' punches: every punch's, and the stored ones (and their marks) whose type changes. */
interface Typing { types: Map<string, MarkType>; punchChanges: { id: string; value: string }[]; markChanges: { id: string; value: string }[] }

/** The inferred STORED punches stored on the local days (their people's work zone) of `fresh`, and those days' keys. */
async function readInferredDays(tx: Db, companyId: string, fresh: { userId: string | null; at: Date }[], zoneOf: (userId: string) => string) {
  const dayKeys = new Set(fresh.map((r) => `${r.userId}|${localDateOf(r.at.getTime(), zoneOf(r.userId!))}`));
  const userIds = [...new Set(fresh.map((r) => r.userId!))];
  const times = fresh.map((r) => r.at.getTime());
  // a local day spans at most 26 hours around its UTC date: read a day either side and keep the days asked
  const from = new Date(Math.min(...times) - 2 * 86_400_000);
  const to = new Date(Math.max(...times) + 2 * 86_400_000);
  const dayPunches: DayPunch[] = await tx
    .select({ id: devicePunches.id, userId: devicePunches.userId, at: devicePunches.at, markType: devicePunches.markType, markId: devicePunches.markId })
    .from(devicePunches)
    .where(and(
      eq(devicePunches.companyId, companyId), anyUuid(devicePunches.userId, userIds), gte(devicePunches.at, from), lt(devicePunches.at, to),
      eq(devicePunches.inferred, true), eq(devicePunches.outcome, 'STORED'),
    ));
  return { dayKeys, dayPunches };
}

/** Per person and local day, its inferred punches in time order typed by inferDayTypes. */
function typeDays(dayPunches: DayPunch[], dayKeys: Set<string>, zoneOf: (userId: string) => string, breaks: boolean): Typing {
  const byDay = new Map<string, DayPunch[]>();
  for (const p of dayPunches) {
    const key = `${p.userId}|${localDateOf(p.at.getTime(), zoneOf(p.userId!))}`;
    if (!dayKeys.has(key)) continue;
    const list = byDay.get(key) ?? [];
    list.push(p);
    byDay.set(key, list);
  }
  const typing: Typing = { types: new Map(), punchChanges: [], markChanges: [] };
  for (const list of byDay.values()) {
    list.sort((a, b) => a.at.getTime() - b.at.getTime() || a.id.localeCompare(b.id));
    const dayTypes = inferDayTypes(list.length, breaks);
    list.forEach((p, i) => {
      typing.types.set(p.id, dayTypes[i]);
      if (!p.fresh && p.markType !== dayTypes[i]) {
        typing.punchChanges.push({ id: p.id, value: dayTypes[i] });
        if (p.markId) typing.markChanges.push({ id: p.markId, value: dayTypes[i] });
      }
    });
  }
  return typing;
}

/** Write the changed types of punches stored earlier, and of their marks. */
async function retype(tx: Db, companyId: string, { punchChanges, markChanges }: Typing): Promise<void> {
  if (punchChanges.length) {
    await tx.execute(sql`update ${devicePunches} set mark_type = v.value from ${jsonUpdates(punchChanges)} where ${devicePunches.id} = v.id`);
  }
  // marks of this upload are not inserted yet (they take their type from the map); earlier ones are re-typed
  if (markChanges.length) {
    await tx.execute(sql`update ${marks} set type = v.value from ${jsonUpdates(markChanges)} where ${marks.id} = v.id and ${marks.companyId} = ${companyId}`);
  }
}

/**
 * The types of new undirected punches before they are inserted (their people locked): their days' stored inferred
 * punches read, and the new ones added to them. Nothing is written.
 */
async function planTypes(tx: Db, companyId: string, fresh: DayPunch[], zoneOf: (userId: string) => string, breaks: boolean): Promise<Typing> {
  const { dayKeys, dayPunches } = await readInferredDays(tx, companyId, fresh, zoneOf);
  return typeDays([...dayPunches, ...fresh.map((r) => ({ ...r, fresh: true }))], dayKeys, zoneOf, breaks);
}

/**
 * Re-infer the days the new undirected punches fall on: per person and local day (their work zone), every inferred
 * punch of that day (from any of the company's devices) in time order gets inferDayTypes' type; punches stored
 * earlier whose type changes are re-typed, with their marks. Returns the new type of every punch of those days.
 */
async function reinfer(tx: Db, companyId: string, fresh: { userId: string | null; at: Date }[], zoneOf: (userId: string) => string, breaks: boolean): Promise<Map<string, MarkType>> {
  if (!fresh.length) return new Map();
  const { dayKeys, dayPunches } = await readInferredDays(tx, companyId, fresh, zoneOf);
  const typing = typeDays(dayPunches, dayKeys, zoneOf, breaks);
  await retype(tx, companyId, typing);
  return typing.types;
}
