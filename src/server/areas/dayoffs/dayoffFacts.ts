import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AbsenceRequest, LedgerAdjustment, LedgerRequest, SpecialDayRule } from '../../../shared/absences';
import { mondayToFriday } from '../../../shared/absences';
import { minutesOfTime } from '../../../shared/workday/zonedTime';
import type { AuthContext } from '../../auth/authContext';
import type { Db } from '../../db/client';
import { anyUuid } from '../../db/jsonRows';
import { shifts, users, vacationAdjustments } from '../../db/schema';
import { engineTableOf } from '../../engine/tables';
import { ApiError, fieldError, forbidden, notFound } from '../../http/apiError';
import { unitLinksOf } from '../../permissions/unitTreeCache';
import { leaveSettingsStamp, specialDaysAround, type LeaveReason, type LeaveSettings } from './leaveSettings';

type Scope = Set<string> | null;

export interface Person {
  id: string;
  mainBranch: string | null;
  ingressDate: string | null;
  vacationMatrixId: string | null;
  /** "first last", for the notice to its reviewers */
  name: string;
  /** the state of the company's leave settings when the person was locked (leaveSettings.ts) */
  settingsStamp: string;
}

/**
 * The person a request is for, locked for the rest of the transaction so two requests of one person are checked
 * one after the other (no two colliding requests slip in at once). Another company's person is 404; a person
 * outside the caller's units 403 (the caller may know them, e.g. from a shared list, but may not act on them).
 * The same round trip reads the stamp of the company's leave settings (reasons, special days, matrices).
 */
export async function lockPerson(tx: Db, auth: AuthContext, scope: Scope, userId: string): Promise<Person> {
  const [row] = await tx
    .select({
      id: users.id, companyId: users.companyId, mainBranch: users.mainBranch, contractStartDate: users.contractStartDate,
      vacationMatrixId: users.vacationMatrixId, firstName: users.firstName, lastName: users.lastName, settingsStamp: leaveSettingsStamp(auth.company.id),
    })
    .from(users).where(eq(users.id, userId)).limit(1).for('update');
  if (!row || row.companyId !== auth.company.id) throw notFound();
  if (scope && (!row.mainBranch || !scope.has(row.mainBranch))) throw forbidden();
  // no ingress date of its own yet: the contract start is when the person joined
  return {
    id: row.id, mainBranch: row.mainBranch, ingressDate: row.contractStartDate ?? null, vacationMatrixId: row.vacationMatrixId,
    name: `${row.firstName} ${row.lastName ?? ''}`.trim(), settingsStamp: row.settingsStamp,
  };
}

/** The reason (a `typesOfDayoff` entry) of the caller's company, or 400 REF_NOT_FOUND on `typeId`. */
export function reasonOf(settings: LeaveSettings, typeId: string): LeaveReason {
  const reason = settings.reasons.get(typeId);
  if (!reason) throw new ApiError(400, 'REF_NOT_FOUND', { errors: [fieldError('typeId', 'REF_NOT_FOUND')] });
  return reason;
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

/** `(select json_agg(…) from … where …)::text`: one table's matching rows as one JSON text, inside a larger query. */
function rowsAsJson(table: PgTable, fields: Record<string, PgColumn | SQL>, where: SQL, orderBy?: SQL): SQL {
  const pairs = Object.entries(fields).map(([key, value]) => sql`${sql.raw(`'${key}'`)}, ${value}`);
  return sql`(select coalesce(json_agg(json_build_object(${sql.join(pairs, sql`, `)})${orderBy ? sql` order by ${orderBy}` : sql``}), '[]')::text from ${table} where ${where})`;
}

interface ShiftJson { date: string; type: string; startTime: string | null; endTime: string | null; breakMinutes: number }
type RequestJson = AbsenceRequest & { id: string; days: number | null };

/** What the rules need of the person's own rows about a request, read in one round trip after the lock. */
export interface PersonFacts {
  /** the person's other requests that are not rejected and overlap [from, to] (this one left out) */
  others: AbsenceRequest[];
  /** with `vacationReasonIds`: the person's vacation requests that are not rejected, as the ledger reads them */
  vacationRequests: LedgerRequest[];
  /** with `vacationReasonIds`: the person's manual balance adjustments, by date */
  adjustments: LedgerAdjustment[];
  calendar: Awaited<ReturnType<typeof calendarOf>>;
}

/**
 * The person's requests (those overlapping the request, for collisions, and, for a vacation, every vacation request,
 * for the balance: the same rows, read once), their shifts over the request's dates and, for a vacation, their balance
 * adjustments: one query. `vacationReasonIds`: null when the request is not a vacation.
 */
export async function personFacts(
  tx: Db, auth: AuthContext, person: Person, request: AbsenceRequest, settings: LeaveSettings, vacationReasonIds: string[] | null,
): Promise<PersonFacts> {
  const companyId = auth.company.id;
  const { from, to } = request;
  const d = engineTableOf('dayoffs');
  const c = d.columns;
  const overlapping = sql`(${c.from} <= ${to} and ${c.to} >= ${from})`;
  const vacations = vacationReasonIds?.length ? sql` or ${anyUuid(c.typeId, vacationReasonIds)}` : sql``;
  const parts = {
    requests: rowsAsJson(d.table, { id: d.id, userId: c.userId, typeId: c.typeId, from: c.from, to: c.to, partial: c.partial, status: c.status, days: c.days },
      sql`${d.companyId} = ${companyId} and ${c.userId} = ${person.id} and ${c.status} <> 'REJECTED' and (${overlapping}${vacations})`),
    shifts: rowsAsJson(shifts, { date: shifts.date, type: shifts.type, startTime: shifts.startTime, endTime: shifts.endTime, breakMinutes: shifts.breakMinutes },
      sql`${shifts.companyId} = ${companyId} and ${shifts.userId} = ${person.id} and ${shifts.date} between ${from} and ${to}`),
    adjustments: vacationReasonIds
      ? rowsAsJson(vacationAdjustments, { id: vacationAdjustments.id, date: vacationAdjustments.date, days: vacationAdjustments.days, note: vacationAdjustments.note },
        sql`${vacationAdjustments.companyId} = ${companyId} and ${vacationAdjustments.userId} = ${person.id}`,
        sql`${vacationAdjustments.date} asc, ${vacationAdjustments.createdAt} asc`)
      : sql`'[]'`,
  };
  const result = (await tx.execute(sql`select ${parts.requests} as "requests", ${parts.shifts} as "shifts", ${parts.adjustments} as "adjustments"`)) as unknown as {
    rows: { requests: string; shifts: string; adjustments: string }[];
  };
  const [row] = result.rows;
  const requests = JSON.parse(row.requests) as RequestJson[];
  const vacationIds = new Set(vacationReasonIds ?? []);
  return {
    others: requests
      .filter((r) => r.from <= to && r.to >= from && r.id !== request.id)
      .map((r) => ({ id: r.id, userId: r.userId, typeId: r.typeId, from: r.from, to: r.to, partial: r.partial ?? null, status: r.status })),
    vacationRequests: requests
      .filter((r) => vacationIds.has(r.typeId))
      .map((r) => ({ id: r.id, from: r.from, to: r.to, days: typeof r.days === 'number' ? r.days : 0, status: r.status as LedgerRequest['status'] })),
    adjustments: JSON.parse(row.adjustments) as LedgerAdjustment[],
    calendar: await calendarOf(tx, auth, person, JSON.parse(row.shifts) as ShiftJson[], specialDaysAround(settings, from, to)),
  };
}

/**
 * What counting needs about the person over the request's dates: a date with a stored shift is a working date when
 * the shift is one of work (not rest, Sunday or special day) and lasts its minutes; a date without one follows
 * Monday–Friday.
 */
async function calendarOf(tx: Db, auth: AuthContext, person: Person, rows: ShiftJson[], specialDays: SpecialDayRule[]) {
  const planned = new Map<string, number>();
  for (const s of rows) {
    const works = WORKING_SHIFTS.has(s.type) && !!s.startTime && !!s.endTime;
    const span = works ? (minutesOfTime(s.endTime!) - minutesOfTime(s.startTime!) + 1440) % 1440 : 0;
    planned.set(String(s.date), works ? Math.max(0, span - s.breakMinutes) : 0);
  }
  return {
    isWorkingDate: (date: string) => (planned.has(date) ? planned.get(date)! > 0 : mondayToFriday(date)),
    plannedMinutes: (date: string) => planned.get(date) ?? null,
    specialDays,
    // the unit tree is cached (unitTreeCache.ts): no query while it is kept
    unitIds: await unitsOf(tx, auth, person.mainBranch),
  };
}
