import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import { mondayToFriday, type LedgerAdjustment, type LedgerInput, type LedgerRequest, type VacationMatrix } from '../../../shared/absences';
import { addDays, localDateOf } from '../../../shared/workday/zonedTime';
import type { AuthContext } from '../../auth/authContext';
import type { Db } from '../../db/client';
import { users, vacationAdjustments, workdays } from '../../db/schema';
import { engineTableOf } from '../../engine/tables';
import { DEFAULT_TIME_ZONE, unitTimeZones } from '../workdays/timeZones';

type Row = Record<string, unknown>;

/** A stored matrix row as the shared rules read it. */
export function matrixOfRow(row: Row): VacationMatrix {
  return {
    bands: row.bands as VacationMatrix['bands'],
    generation: row.generation as VacationMatrix['generation'],
    expiry: row.expiry as VacationMatrix['expiry'],
    dayCounting: row.dayCounting as VacationMatrix['dayCounting'],
    cycleAnchor: row.cycleAnchor as VacationMatrix['cycleAnchor'],
  };
}

/** A matrix of the caller's company, with its id and name, or null. */
export async function matrixById(tx: Db, companyId: string, id: string | null): Promise<(VacationMatrix & { id: string; name: string }) | null> {
  if (!id) return null;
  const t = engineTableOf('vacationmatrices');
  const [row] = (await tx.select().from(t.table).where(and(eq(t.id, id), eq(t.companyId, companyId))).limit(1)) as Row[];
  return row ? { ...matrixOfRow(row), id, name: String(row.name) } : null;
}

/** The ids of the company's vacation reasons (`isVacation`). */
async function vacationReasonIds(tx: Db, companyId: string): Promise<string[]> {
  const t = engineTableOf('dayofftypes');
  const rows = (await tx.select({ id: t.id }).from(t.table).where(and(eq(t.companyId, companyId), eq(t.columns.isVacation, true)))) as { id: string }[];
  return rows.map((r) => r.id);
}

/** The person's vacation requests that are not rejected, as the ledger reads them. */
export async function vacationRequestsOf(tx: Db, companyId: string, userId: string): Promise<LedgerRequest[]> {
  const reasons = await vacationReasonIds(tx, companyId);
  if (!reasons.length) return [];
  const t = engineTableOf('dayoffs');
  const c = t.columns;
  const rows = (await tx.select().from(t.table).where(and(eq(t.companyId, companyId), eq(c.userId, userId), inArray(c.typeId, reasons)))) as Row[];
  return rows
    .filter((r) => r.status !== 'REJECTED')
    .map((r) => ({ id: String(r.id), from: String(r.from), to: String(r.to), days: typeof r.days === 'number' ? r.days : 0, status: r.status as LedgerRequest['status'] }));
}

export async function adjustmentsOf(tx: Db, companyId: string, userId: string): Promise<(LedgerAdjustment & { createdBy: string | null; createdAt: string })[]> {
  const rows = await tx.select().from(vacationAdjustments)
    .where(and(eq(vacationAdjustments.companyId, companyId), eq(vacationAdjustments.userId, userId)))
    .orderBy(asc(vacationAdjustments.date), asc(vacationAdjustments.createdAt));
  return rows.map((r) => ({ id: r.id, date: String(r.date), days: r.days, note: r.note, createdBy: r.createdBy, createdAt: r.createdAt.toISOString() }));
}

/**
 * The dates that earn EVERY_20_WORKED_DAYS accruals: the dates the person has a workday with worked minutes up to
 * today, then Monday–Friday up to `until` (a "what if" looks ahead on the usual week).
 */
async function workedDatesOf(tx: Db, companyId: string, userId: string, today: string, until: string): Promise<string[]> {
  const rows = await tx.select({ date: workdays.date }).from(workdays)
    .where(and(eq(workdays.companyId, companyId), eq(workdays.userId, userId), lte(workdays.date, today)))
    .orderBy(asc(workdays.date));
  const dates = rows.map((r) => String(r.date));
  for (let d = addDays(today, 1); d <= until; d = addDays(d, 1)) if (mondayToFriday(d)) dates.push(d);
  return dates;
}

export interface PersonVacation {
  userId: string;
  matrix: (VacationMatrix & { id: string; name: string }) | null;
  ingressDate: string | null;
  /** today where the person works */
  today: string;
  requests: LedgerRequest[];
  adjustments: Awaited<ReturnType<typeof adjustmentsOf>>;
}

/** What the person's row says about their vacation (a caller that already read the row passes it). */
export interface VacationPerson {
  id: string;
  vacationMatrixId: string | null;
  ingressDate: string | null;
  mainBranch: string | null;
}

/** Today where the person works: their unit's zone from the cached unit tree (no query while it is cached). */
export async function todayOf(tx: Db, companyId: string, mainBranch: string | null): Promise<string> {
  const zone = mainBranch ? (await unitTimeZones(tx, companyId)).get(mainBranch) : undefined;
  return localDateOf(Date.now(), zone ?? DEFAULT_TIME_ZONE);
}

/**
 * Everything the person's ledger is derived from. `userId` must already be checked against the caller's scope;
 * `known`: the person's row when the caller has just read (and locked) it.
 */
export async function personVacation(tx: Db, auth: AuthContext, userId: string, known?: VacationPerson): Promise<PersonVacation | null> {
  const companyId = auth.company.id;
  const person = known ?? (await tx.select({ id: users.id, vacationMatrixId: users.vacationMatrixId, ingressDate: users.contractStartDate, mainBranch: users.mainBranch })
    .from(users).where(and(eq(users.id, userId), eq(users.companyId, companyId))).limit(1))[0];
  if (!person) return null;
  const today = await todayOf(tx, companyId, person.mainBranch);
  return {
    userId,
    matrix: await matrixById(tx, companyId, person.vacationMatrixId),
    ingressDate: person.ingressDate ? String(person.ingressDate) : null,
    today,
    requests: await vacationRequestsOf(tx, companyId, userId),
    adjustments: await adjustmentsOf(tx, companyId, userId),
  };
}

/** The shared ledger's input for a person with a matrix and an ingress date, as of `asOf`. */
export async function ledgerInputOf(
  tx: Db, auth: AuthContext, v: Pick<PersonVacation, 'userId' | 'today' | 'requests'> & { adjustments: readonly LedgerAdjustment[]; matrix: VacationMatrix; ingressDate: string }, asOf: string,
): Promise<LedgerInput> {
  const workedDates = v.matrix.generation === 'EVERY_20_WORKED_DAYS'
    ? await workedDatesOf(tx, auth.company.id, v.userId, v.today, asOf > v.today ? asOf : v.today)
    : undefined;
  return { matrix: v.matrix, ingressDate: v.ingressDate, asOf, today: v.today, requests: v.requests, adjustments: v.adjustments, workedDates };
}
