import { and, eq, ne, sql } from 'drizzle-orm';
import type { AbsenceReason, AbsenceRequest, SpecialDayRule } from '../../../shared/absences';
import { mondayToFriday } from '../../../shared/absences';
import { minutesOfTime } from '../../../shared/workday/zonedTime';
import type { AuthContext } from '../../auth/authContext';
import type { Db } from '../../db/client';
import { shifts, users } from '../../db/schema';
import { engineTableOf } from '../../engine/tables';
import { ApiError, fieldError, forbidden, notFound } from '../../http/apiError';
import { unitLinksOf } from '../../permissions/unitTreeCache';

type Scope = Set<string> | null;
type Row = Record<string, unknown>;

export interface Person {
  id: string;
  mainBranch: string | null;
  ingressDate: string | null;
  vacationMatrixId: string | null;
}

/**
 * The person a request is for, locked for the rest of the transaction so two requests of one person are checked
 * one after the other (no two colliding requests slip in at once). Another company's person is 404; a person
 * outside the caller's units 403 (the caller may know them, e.g. from a shared list, but may not act on them).
 */
export async function lockPerson(tx: Db, auth: AuthContext, scope: Scope, userId: string): Promise<Person> {
  const [row] = await tx
    .select({ id: users.id, companyId: users.companyId, mainBranch: users.mainBranch, contractStartDate: users.contractStartDate, vacationMatrixId: users.vacationMatrixId })
    .from(users).where(eq(users.id, userId)).limit(1).for('update');
  if (!row || row.companyId !== auth.company.id) throw notFound();
  if (scope && (!row.mainBranch || !scope.has(row.mainBranch))) throw forbidden();
  // no ingress date of its own yet: the contract start is when the person joined
  return { id: row.id, mainBranch: row.mainBranch, ingressDate: row.contractStartDate ?? null, vacationMatrixId: row.vacationMatrixId };
}

/** The reason (a `typesOfDayoff` entry) of the caller's company, or 400 REF_NOT_FOUND on `typeId`. */
export async function reasonOf(tx: Db, auth: AuthContext, typeId: string): Promise<AbsenceReason & { id: string; requiresAttachment: boolean }> {
  const t = engineTableOf('dayofftypes');
  const [row] = (await tx.select().from(t.table).where(and(eq(t.id, typeId), eq(t.companyId, auth.company.id))).limit(1)) as Row[];
  if (!row) throw new ApiError(400, 'REF_NOT_FOUND', { errors: [fieldError('typeId', 'REF_NOT_FOUND')] });
  return {
    id: typeId,
    maxDays: typeof row.maxDays === 'number' ? row.maxDays : null,
    dayCounting: row.dayCounting === 'CALENDAR_DAYS' ? 'CALENDAR_DAYS' : 'LABORAL_DAYS',
    isVacation: row.isVacation === true,
    requiresAttachment: row.requiresAttachment === true,
  };
}

/** The person's other requests that are not rejected and overlap [from, to] (this one left out). */
export async function otherRequests(tx: Db, auth: AuthContext, userId: string, from: string, to: string, exceptId?: string): Promise<AbsenceRequest[]> {
  const t = engineTableOf('dayoffs');
  const c = t.columns;
  const rows = (await tx.select().from(t.table).where(and(
    eq(t.companyId, auth.company.id), eq(c.userId, userId), ne(c.status, 'REJECTED'),
    sql`${c.from} <= ${to}`, sql`${c.to} >= ${from}`,
    ...(exceptId ? [ne(t.id, exceptId)] : []),
  ))) as Row[];
  return rows.map((r) => ({
    id: String(r.id), userId: String(r.userId), typeId: String(r.typeId), from: String(r.from), to: String(r.to),
    partial: (r.partial as AbsenceRequest['partial']) ?? null, status: r.status as AbsenceRequest['status'],
  }));
}

/** The special days of the company that may fall in [from, to]: recurring ones (any year) and those overlapping it. */
async function specialDaysAround(tx: Db, auth: AuthContext, from: string, to: string): Promise<SpecialDayRule[]> {
  const t = engineTableOf('specialdays');
  const c = t.columns;
  const rows = (await tx.select().from(t.table).where(and(
    eq(t.companyId, auth.company.id),
    sql`(${c.isRecurring} = true or (${c.dateFrom} <= ${to} and ${c.dateTo} >= ${from}))`,
  ))) as Row[];
  return rows.map((r) => ({
    id: String(r.id), name: String(r.name), dateFrom: String(r.dateFrom), dateTo: String(r.dateTo), isRecurring: r.isRecurring === true,
    branches: Array.isArray(r.branches) ? (r.branches as string[]) : [], isDeductedFromVacation: r.isDeductedFromVacation === true,
  }));
}

/** The person's main unit and the units above it: a holiday of a region is one of each of its stores. */
async function unitsOf(tx: Db, auth: AuthContext, mainBranch: string | null): Promise<string[]> {
  if (!mainBranch) return [];
  const parents = new Map((await unitLinksOf(tx, auth.company.id)).map((l) => [l.id, l.parent]));
  const out: string[] = [];
  for (let u: string | null | undefined = mainBranch; u && !out.includes(u); u = parents.get(u)) out.push(u);
  return out;
}

const WORKING_SHIFTS = new Set(['simple', 'custom']);

/**
 * What counting needs about the person over [from, to]: a date with a stored shift is a working date when the shift
 * is one of work (not rest, Sunday or special day) and lasts its minutes; a date without one follows Monday–Friday.
 */
export async function calendarOf(tx: Db, auth: AuthContext, person: Person, from: string, to: string) {
  const planned = new Map<string, number>();
  const rows = await tx.select().from(shifts).where(and(
    eq(shifts.companyId, auth.company.id), eq(shifts.userId, person.id), sql`${shifts.date} between ${from} and ${to}`,
  ));
  for (const s of rows) {
    const works = WORKING_SHIFTS.has(s.type) && !!s.startTime && !!s.endTime;
    const span = works ? (minutesOfTime(s.endTime!) - minutesOfTime(s.startTime!) + 1440) % 1440 : 0;
    planned.set(String(s.date), works ? Math.max(0, span - s.breakMinutes) : 0);
  }
  return {
    isWorkingDate: (date: string) => (planned.has(date) ? planned.get(date)! > 0 : mondayToFriday(date)),
    plannedMinutes: (date: string) => planned.get(date) ?? null,
    specialDays: await specialDaysAround(tx, auth, from, to),
    unitIds: await unitsOf(tx, auth, person.mainBranch),
  };
}
