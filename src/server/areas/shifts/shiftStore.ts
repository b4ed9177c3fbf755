import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { addDays, availabilityOverlapErrors, findShiftOverlaps, isLocalDate, isLocalTime, weekdayOf, type AvailabilityRange } from '../../../shared/workday';
import type { PlacedShift } from '../../../shared/workday';
import type { AuthContext, UserRow } from '../../auth/authContext';
import { writeAudit } from '../../audit/auditLog';
import type { Db } from '../../db/client';
import { companies, shifts, users } from '../../db/schema';
import { shiftTemplates, specialDays } from '../../engine/storage/productTables';
import { ApiError, fieldError, notFound, validationError } from '../../http/apiError';
import { collaboratorScopeConditions } from '../users/collaboratorLookup';
import { attendanceChanged } from '../workdays/attendanceVersion';
import { userTimeZones } from '../workdays/timeZones';

export const SHIFT_TYPES = ['simple', 'custom', 'rest', 'specialDay', 'sunday'] as const;
export type ShiftType = (typeof SHIFT_TYPES)[number];
export const SHIFT_AUDIT_ENTITY = 'shifts';
type Scope = Set<string> | null;
type ShiftRow = typeof shifts.$inferSelect;

/** A user's weekly pattern and availability, stored in `companies.configuration.shifts.patterns[userId]`. */
export interface ShiftPattern {
  /** weekday (0 = Sunday … 6 = Saturday) → template id */
  weekdays: Record<string, string | null>;
  availability: AvailabilityRange[];
}

export interface ShiftInput {
  userId: string;
  date: string;
  templateId?: string | null;
  type?: ShiftType;
  startTime?: string | null;
  endTime?: string | null;
  breakMinutes?: number;
}

/** Collaborators (role `user`) of the company in the caller's scope, optionally only those ids or that branch. */
export async function scopedCollaborators(db: Db, auth: AuthContext, scope: Scope, opts: { ids?: string[]; branch?: string }): Promise<UserRow[]> {
  const conds = [...collaboratorScopeConditions(auth, scope), eq(users.role, 'user')];
  if (opts.ids) conds.push(opts.ids.length ? inArray(users.id, opts.ids) : sql`false`);
  if (opts.branch) conds.push(eq(users.mainBranch, opts.branch));
  else if (!opts.ids) conds.push(eq(users.active, true));
  return db.select().from(users).where(and(...conds)).orderBy(users.firstName, users.lastName);
}

/** One collaborator in scope or 404. */
export async function scopedCollaborator(db: Db, auth: AuthContext, scope: Scope, id: string): Promise<UserRow> {
  const [row] = await scopedCollaborators(db, auth, scope, { ids: [id] });
  if (!row) throw notFound();
  return row;
}

export function patternsOf(configuration: Record<string, unknown>): Record<string, ShiftPattern> {
  const s = (configuration.shifts ?? {}) as { patterns?: Record<string, ShiftPattern> };
  return s.patterns ?? {};
}

export async function readPatterns(db: Db, companyId: string): Promise<Record<string, ShiftPattern>> {
  const [row] = await db.select({ configuration: companies.configuration }).from(companies).where(eq(companies.id, companyId));
  return patternsOf(row?.configuration ?? {});
}

export async function templatesById(db: Db, companyId: string, ids?: string[]) {
  const conds = [eq(shiftTemplates.companyId, companyId)];
  if (ids) conds.push(ids.length ? inArray(shiftTemplates.id, ids) : sql`false`);
  const rows = await db.select().from(shiftTemplates).where(and(...conds));
  return new Map(rows.map((r) => [r.id, r]));
}

type Template = typeof shiftTemplates.$inferSelect;

/** What a stored or virtual shift looks like on the wire. */
export function shiftView(row: Omit<ShiftRow, 'id' | 'createdAt' | 'updatedAt' | 'companyId'> & { id?: string | null }, template?: Template | null) {
  return {
    id: row.id ?? null,
    virtual: !row.id,
    userId: row.userId,
    date: row.date,
    type: row.type,
    templateId: row.templateId ?? null,
    templateName: template?.name ?? null,
    color: template?.color ?? (row.type === 'rest' ? '#bfbfbf' : '#1677ff'),
    startTime: row.startTime ?? null,
    endTime: row.endTime ?? null,
    breakMinutes: row.breakMinutes ?? 0,
  };
}
export type ShiftView = ReturnType<typeof shiftView>;

/** The shift a template places on a date for a user. */
export function shiftFromTemplate(t: Template, userId: string, date: string): ShiftInput & { type: ShiftType } {
  const type = (SHIFT_TYPES as readonly string[]).includes(t.type) ? (t.type as ShiftType) : 'simple';
  return { userId, date, templateId: t.id, type, startTime: t.startTime, endTime: t.endTime, breakMinutes: t.breakMinutes };
}

const noHours = (type: string) => type === 'rest' || type === 'specialDay' || type === 'sunday';

/** Resolve the body (template or explicit times) to the stored columns; 400 on missing/invalid fields. */
export async function resolveShift(db: Db, companyId: string, input: ShiftInput) {
  if (input.templateId) {
    const t = (await templatesById(db, companyId, [input.templateId])).get(input.templateId);
    if (!t) throw validationError([fieldError('templateId', 'NOT_FOUND')]);
    return shiftFromTemplate(t, input.userId, input.date);
  }
  const type = input.type ?? 'custom';
  if (noHours(type) && !(input.startTime && input.endTime)) {
    return { userId: input.userId, date: input.date, templateId: null, type, startTime: null, endTime: null, breakMinutes: 0 };
  }
  const errors = [];
  if (!isLocalTime(input.startTime)) errors.push(fieldError('startTime', 'required'));
  if (!isLocalTime(input.endTime)) errors.push(fieldError('endTime', 'required'));
  if (errors.length) throw validationError(errors);
  return { userId: input.userId, date: input.date, templateId: null, type, startTime: input.startTime!, endTime: input.endTime!, breakMinutes: input.breakMinutes ?? 0 };
}

/** 409 SHIFT_OVERLAPS when the candidate conflicts with the user's shifts of the day before, the day and the day after. */
export async function assertNoOverlap(tx: Db, companyId: string, candidate: ShiftInput & { id?: string; type: string }, timeZone: string): Promise<void> {
  const near = await tx.select().from(shifts).where(and(
    eq(shifts.companyId, companyId), eq(shifts.userId, candidate.userId),
    gte(shifts.date, addDays(candidate.date, -1)), lte(shifts.date, addDays(candidate.date, 1)),
  ));
  const placed = { id: candidate.id, date: candidate.date, type: candidate.type as PlacedShift['type'], startTime: candidate.startTime ?? undefined, endTime: candidate.endTime ?? undefined };
  const existing = near.map((s) => ({ id: s.id, date: s.date, type: s.type as PlacedShift['type'], startTime: s.startTime ?? undefined, endTime: s.endTime ?? undefined }));
  const sameDate = existing.some((s) => s.id !== candidate.id && s.date === candidate.date);
  if (sameDate || findShiftOverlaps(placed, existing, timeZone).length) {
    const field = noHours(candidate.type) || !candidate.startTime ? 'date' : 'startTime';
    throw new ApiError(409, 'SHIFT_OVERLAPS', { errors: [fieldError(field, 'SHIFT_OVERLAPS')] });
  }
}

/** Create a shift (one per user and date) after the overlap check, with its audit row. */
export async function createShift(db: Db, auth: AuthContext, user: UserRow, input: ShiftInput) {
  if (!isLocalDate(input.date)) throw validationError([fieldError('date', 'format')]);
  const resolved = await resolveShift(db, auth.company.id, input);
  const timeZone = (await userTimeZones(db, auth.company.id, [user.id])).get(user.id) ?? 'Europe/Madrid';
  const out = await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    await assertNoOverlap(tx, auth.company.id, resolved, timeZone);
    const [row] = await tx.insert(shifts).values({ companyId: auth.company.id, ...resolved }).returning();
    await writeAudit(tx, auth, { entity: SHIFT_AUDIT_ENTITY, entityId: row.id, action: 'create', changes: { ...resolved } });
    return row;
  });
  attendanceChanged(auth.company.id);
  return out;
}

export async function findShift(db: Db, auth: AuthContext, scope: Scope, id: string): Promise<ShiftRow> {
  const [row] = await db.select().from(shifts).where(and(eq(shifts.companyId, auth.company.id), eq(shifts.id, id)));
  if (!row) throw notFound();
  await scopedCollaborator(db, auth, scope, row.userId);
  return row;
}

export async function updateShift(db: Db, auth: AuthContext, before: ShiftRow, input: Partial<ShiftInput>) {
  const date = input.date ?? before.date;
  if (!isLocalDate(date)) throw validationError([fieldError('date', 'format')]);
  const merged: ShiftInput = input.templateId || input.type || input.startTime !== undefined || input.endTime !== undefined
    ? { userId: before.userId, date, templateId: input.templateId, type: input.type ?? (input.templateId ? undefined : (before.type as ShiftType)),
      startTime: input.startTime !== undefined ? input.startTime : before.startTime, endTime: input.endTime !== undefined ? input.endTime : before.endTime,
      breakMinutes: input.breakMinutes ?? before.breakMinutes }
    : { userId: before.userId, date, templateId: before.templateId, type: before.type as ShiftType, startTime: before.startTime, endTime: before.endTime, breakMinutes: input.breakMinutes ?? before.breakMinutes };
  const resolved = before.templateId && merged.templateId === before.templateId && !input.templateId
    ? { ...merged, type: before.type as ShiftType, startTime: before.startTime, endTime: before.endTime, templateId: before.templateId, breakMinutes: merged.breakMinutes ?? 0 }
    : await resolveShift(db, auth.company.id, merged);
  const timeZone = (await userTimeZones(db, auth.company.id, [before.userId])).get(before.userId) ?? 'Europe/Madrid';
  const out = await db.transaction(async (tx) => {
    await assertNoOverlap(tx, auth.company.id, { ...resolved, id: before.id }, timeZone);
    const [row] = await tx.update(shifts).set({ ...resolved, updatedAt: new Date() }).where(eq(shifts.id, before.id)).returning();
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    for (const k of ['date', 'type', 'templateId', 'startTime', 'endTime', 'breakMinutes'] as const) {
      if (before[k] !== row[k]) changes[k] = { from: before[k], to: row[k] };
    }
    if (Object.keys(changes).length) await writeAudit(tx, auth, { entity: SHIFT_AUDIT_ENTITY, entityId: row.id, action: 'update', changes });
    return row;
  });
  attendanceChanged(auth.company.id);
  return out;
}

export async function deleteShift(db: Db, auth: AuthContext, row: ShiftRow) {
  await db.transaction(async (tx) => {
    await tx.delete(shifts).where(eq(shifts.id, row.id));
    await writeAudit(tx, auth, { entity: SHIFT_AUDIT_ENTITY, entityId: row.id, action: 'delete', changes: { ...row } });
  });
  attendanceChanged(auth.company.id);
  return { id: row.id };
}

/** Special days touching [from, to] that apply to a branch (branches [] = all units). */
export async function specialDaysBetween(db: Db, companyId: string, from: string, to: string) {
  return db.select().from(specialDays).where(and(eq(specialDays.companyId, companyId), lte(specialDays.dateFrom, to), gte(specialDays.dateTo, from)));
}

/** Save a user's pattern + availability; 400 AVAILABILITY_OVERLAPS on `availability.<j>.startTime`. */
export async function savePattern(db: Db, auth: AuthContext, userId: string, pattern: ShiftPattern) {
  const errors = availabilityOverlapErrors(pattern.availability ?? []);
  if (errors.length) throw new ApiError(400, 'AVAILABILITY_OVERLAPS', { errors: errors.map((e) => fieldError(e.field, e.code)) });
  const ids = Object.values(pattern.weekdays ?? {}).filter((v): v is string => !!v);
  const known = await templatesById(db, auth.company.id, ids);
  const bad = Object.entries(pattern.weekdays ?? {}).filter(([, v]) => v && !known.has(v)).map(([k]) => fieldError(`weekdays.${k}`, 'NOT_FOUND'));
  if (bad.length) throw validationError(bad);
  return db.transaction(async (tx) => {
    const [c] = await tx.select({ configuration: companies.configuration }).from(companies).where(eq(companies.id, auth.company.id)).for('update');
    const configuration = { ...(c?.configuration ?? {}) };
    const shiftsCfg = { ...((configuration.shifts ?? {}) as Record<string, unknown>) };
    const patterns = { ...patternsOf(configuration) };
    const before = patterns[userId] ?? null;
    patterns[userId] = { weekdays: pattern.weekdays ?? {}, availability: pattern.availability ?? [] };
    configuration.shifts = { ...shiftsCfg, patterns };
    await tx.update(companies).set({ configuration }).where(eq(companies.id, auth.company.id));
    await writeAudit(tx, auth, { entity: 'shiftPatterns', entityId: userId, action: before ? 'update' : 'create', changes: { pattern: { from: before, to: patterns[userId] } } });
    return patterns[userId];
  });
}

/** The pattern's template for a date, if any. */
export function patternTemplateFor(pattern: ShiftPattern | undefined, date: string): string | null {
  return pattern?.weekdays?.[String(weekdayOf(date))] ?? null;
}
