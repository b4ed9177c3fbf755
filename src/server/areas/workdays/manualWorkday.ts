import { and, eq, gte, inArray, lte, ne } from 'drizzle-orm';
import {
  addDays, isLocalDate, maxWorkedMinutesFor, parseInstant, readGeneralConfig, validateManualWorkday, workdayHours,
  type BreakPair, type ClockPair, type WorkdayFieldError,
} from '../../../shared/workday';
import { floorToMinute, toIso } from '../../../shared/workday/zonedTime';
import type { AuthContext } from '../../auth/authContext';
import { diffChanges, writeAudit } from '../../audit/auditLog';
import { workdayData } from '../webhooks/eventData';
import { emitEvent } from '../webhooks/emitEvent';
import type { Db } from '../../db/client';
import { marks, workdays } from '../../db/schema';
import { ApiError, fieldError, notFound, validationError } from '../../http/apiError';
import { findCompanyUser } from '../users/collaboratorLookup';
import { plannedShifts } from './plannedShifts';
import { userTimeZone } from './timeZones';
import { lockUsers } from './userLocks';
import type { ManualWorkdayBody } from './workdaySchemas';
import { auditedFields, toWorkdayRecord, workdayValues, type WorkdayRecord } from './workdayRecord';
import { attendanceChanged } from './attendanceVersion';

type Scope = Set<string> | null;

/** Audit rows of workdays use this entity name (GET /workdays/:id/audit reads them). */
export const WORKDAY_AUDIT_ENTITY = 'workdays';

const blank = (v: string | null | undefined): v is null | undefined => v === undefined || v === null || v === '';
const minute = (v: string) => toIso(floorToMinute(parseInstant(v)!));

/**
 * PATCH /workdays/update: creates (no `id`) or replaces the times of a workday typed by a person. Validated by the
 * same validateManualWorkday the browser form runs (the spec's codes on each field: 400 VALIDATION_ERROR), against
 * the user's other workdays around that date and the MAX_HOURS limit of the planned shift. The workday becomes
 * `manual` with state `change`: a later recomputation from marks leaves it alone. One audit row per write.
 */
export async function saveManualWorkday(db: Db, auth: AuthContext, scope: Scope, body: ManualWorkdayBody, now: number): Promise<{ record: WorkdayRecord; created: boolean }> {
  const user = await findCompanyUser(db, auth, scope, body.userId);
  const timeZone = await userTimeZone(db, auth.company.id, user.id);
  const config = readGeneralConfig((auth.company.configuration as { general?: unknown }).general);
  const input = {
    id: body.id,
    date: body.date,
    clocks: body.clocks.map((c) => ({ in: c.in ?? undefined, out: c.out ?? undefined })),
    breaks: (body.breaks ?? []).map((b) => ({ start: b.start ?? undefined, end: b.end ?? undefined })),
  };

  const out = await db.transaction(async (tx) => {
    await lockUsers(tx, auth.company.id, [user.id]);
    const before = body.id
      ? (await tx.select().from(workdays).where(and(eq(workdays.companyId, auth.company.id), eq(workdays.id, body.id))).limit(1))[0]
      : undefined;
    if (body.id && (!before || before.userId !== user.id)) throw notFound();

    // a real date in the product's years: year 0 would reach the database (validateManualWorkday names the field)
    const validDate = isLocalDate(body.date);
    const neighbours = validDate
      ? await tx.select().from(workdays).where(and(
        eq(workdays.companyId, auth.company.id), eq(workdays.userId, user.id),
        gte(workdays.date, addDays(body.date, -1)), lte(workdays.date, addDays(body.date, 1)),
        ...(body.id ? [ne(workdays.id, body.id)] : []),
      ))
      : [];
    const shift = validDate ? (await plannedShifts(tx, auth.company.id, [user.id], body.date, body.date)).get(user.id)?.[body.date] ?? null : null;
    const errors: WorkdayFieldError[] = validateManualWorkday(input, {
      timeZone, now, existingWorkdays: neighbours.map((w) => ({ id: w.id, clocks: w.clocks })), maxWorkedMinutes: maxWorkedMinutesFor(shift, config, timeZone),
    });
    if (errors.length) throw validationError(errors.map((e) => ({ field: e.field, code: e.code, message: e.message, params: e.params })));
    // one workday per person and date: a second one that does not overlap in time is still refused
    if (neighbours.some((w) => w.date === body.date)) throw new ApiError(409, 'OVERLAPS', { errors: [fieldError('date', 'OVERLAPS')] });

    const clocks: ClockPair[] = input.clocks
      .map((c) => ({ in: minute(c.in!), ...(blank(c.out) ? {} : { out: minute(c.out) }) }))
      .sort((a, b) => (a.in < b.in ? -1 : 1));
    const breaks: BreakPair[] = input.breaks
      .map((b) => ({ start: minute(b.start!), ...(blank(b.end) ? {} : { end: minute(b.end) }) }))
      .sort((a, b) => (a.start < b.start ? -1 : 1));
    const hours = workdayHours(
      { shift, clocks: clocks.map((c) => ({ in: Date.parse(c.in), out: c.out ? Date.parse(c.out) : undefined })), breaks: breaks.map((b) => ({ start: Date.parse(b.start), end: b.end ? Date.parse(b.end) : undefined })) },
      config, timeZone, now,
    );
    const values = workdayValues(auth.company.id, {
      userId: user.id, date: body.date, state: 'change', clocks, breaks, historyHours: hours.historyHours, totals: hours.totals, shift,
      // the marks stay linked: deleting this workday later voids them, so a recomputation cannot bring the old day back
      warnings: hours.warnings, markIds: before?.markIds ?? [],
    }, true);

    if (!before) {
      const [row] = await tx.insert(workdays).values(values).returning();
      const record = toWorkdayRecord(row);
      await writeAudit(tx, auth, { entity: WORKDAY_AUDIT_ENTITY, entityId: row.id, action: 'create', changes: auditedFields(record) });
      await emitEvent(tx, auth.company.id, 'workday.corrected', workdayData(record, 'created'));
      return { record, created: true };
    }
    const [row] = await tx.update(workdays).set({ ...values, updatedAt: new Date() }).where(and(eq(workdays.companyId, auth.company.id), eq(workdays.id, before.id))).returning();
    const record = toWorkdayRecord(row);
    const changes = diffChanges(auditedFields(toWorkdayRecord(before)), auditedFields(record));
    if (Object.keys(changes).length) {
      await writeAudit(tx, auth, { entity: WORKDAY_AUDIT_ENTITY, entityId: row.id, action: 'update', changes });
      await emitEvent(tx, auth.company.id, 'workday.corrected', workdayData(record, 'updated'));
    }
    return { record, created: false };
  });
  attendanceChanged(auth.company.id);
  return out;
}

/**
 * DELETE /workdays/:id: the workday goes, its marks stay stored but are voided (so recomputing from marks does not
 * bring it back); the audit row keeps the whole workday. 404 for another company's id or a user outside the units.
 */
export async function deleteWorkday(db: Db, auth: AuthContext, scope: Scope, id: string): Promise<{ id: string }> {
  const [row] = await db.select().from(workdays).where(and(eq(workdays.companyId, auth.company.id), eq(workdays.id, id))).limit(1);
  if (!row) throw notFound();
  await findCompanyUser(db, auth, scope, row.userId);
  const out = await db.transaction(async (tx) => {
    await lockUsers(tx, auth.company.id, [row.userId]);
    const [gone] = await tx.delete(workdays).where(and(eq(workdays.companyId, auth.company.id), eq(workdays.id, id))).returning();
    if (!gone) throw notFound();
    if (gone.markIds.length) {
      await tx.update(marks).set({ voidedAt: new Date() }).where(and(eq(marks.companyId, auth.company.id), inArray(marks.id, gone.markIds)));
    }
    await writeAudit(tx, auth, { entity: WORKDAY_AUDIT_ENTITY, entityId: id, action: 'delete', changes: auditedFields(toWorkdayRecord(gone)) });
    await emitEvent(tx, auth.company.id, 'workday.corrected', workdayData(toWorkdayRecord(gone), 'deleted'));
    return { id };
  });
  attendanceChanged(auth.company.id);
  return out;
}
