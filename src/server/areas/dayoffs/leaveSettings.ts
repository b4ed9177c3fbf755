import { eq, sql, type SQL } from 'drizzle-orm';
import type { AbsenceReason, SpecialDayRule, VacationMatrix } from '../../../shared/absences';
import type { Db } from '../../db/client';
import { engineTableOf } from '../../engine/tables';
import { matrixOfRow } from '../vacation/vacationFacts';

type Row = Record<string, unknown>;

export interface LeaveReason extends AbsenceReason {
  id: string;
  title: string;
  requiresAttachment: boolean;
}

/** What every absence request of a company is checked against and rarely changes: reasons, special days, matrices. */
export interface LeaveSettings {
  reasons: Map<string, LeaveReason>;
  /** the ids of the `isVacation` reasons */
  vacationReasonIds: string[];
  specialDays: SpecialDayRule[];
  matrices: Map<string, VacationMatrix & { id: string; name: string }>;
}

const TABLES = ['dayofftypes', 'specialdays', 'vacationmatrices'] as const;

/**
 * The state of the company's reasons, special days and matrices as one short text: per table the number of rows and
 * the sum of their row versions (`xmin`, the id of the transaction that wrote each row's current version). Any
 * committed insert, update or delete of one of those rows changes it, whoever wrote it (this process, another one
 * on the same PostgreSQL, a script). The company data version (src/server/db/dataVersion.ts) cannot key this cache:
 * every request written moves it on. A scalar SQL expression, to add to a query the request runs anyway.
 */
export function leaveSettingsStamp(companyId: string): SQL<string> {
  const parts = TABLES.map((name) => {
    const t = engineTableOf(name);
    return sql`(select count(*) || ':' || coalesce(sum((${t.table}.xmin::text)::bigint), 0) from ${t.table} where ${t.companyId} = ${companyId})`;
  });
  return sql<string>`concat_ws('/', ${sql.join(parts, sql`, `)})`;
}

const MAX_COMPANIES = 10_000;
const kept = new Map<string, { stamp: string; settings: LeaveSettings }>();

async function load(tx: Db, companyId: string): Promise<LeaveSettings> {
  const rowsOf = async (name: (typeof TABLES)[number]) => {
    const t = engineTableOf(name);
    return (await tx.select().from(t.table).where(eq(t.companyId, companyId))) as Row[];
  };
  const reasons = new Map<string, LeaveReason>();
  for (const row of await rowsOf('dayofftypes')) {
    const id = String(row.id);
    reasons.set(id, {
      id, title: String(row.title ?? ''),
      maxDays: typeof row.maxDays === 'number' ? row.maxDays : null,
      dayCounting: row.dayCounting === 'CALENDAR_DAYS' ? 'CALENDAR_DAYS' : 'LABORAL_DAYS',
      isVacation: row.isVacation === true,
      requiresAttachment: row.requiresAttachment === true,
    });
  }
  const specialDays = (await rowsOf('specialdays')).map((r): SpecialDayRule => ({
    id: String(r.id), name: String(r.name), dateFrom: String(r.dateFrom), dateTo: String(r.dateTo), isRecurring: r.isRecurring === true,
    branches: Array.isArray(r.branches) ? (r.branches as string[]) : [], isDeductedFromVacation: r.isDeductedFromVacation === true,
  }));
  const matrices = new Map((await rowsOf('vacationmatrices')).map((r) => [String(r.id), { ...matrixOfRow(r), id: String(r.id), name: String(r.name) }]));
  return { reasons, vacationReasonIds: [...reasons.values()].filter((r) => r.isVacation).map((r) => r.id), specialDays, matrices };
}

/**
 * The company's leave settings as of `stamp` (leaveSettingsStamp, read in the caller's transaction): kept in this
 * process while the stamp stands, read again (in `tx`, so at least as new as the stamp) when it moved.
 */
export async function leaveSettingsOf(tx: Db, companyId: string, stamp: string): Promise<LeaveSettings> {
  const hit = kept.get(companyId);
  if (hit && hit.stamp === stamp) return hit.settings;
  const settings = await load(tx, companyId);
  if (kept.size >= MAX_COMPANIES) kept.clear();
  kept.set(companyId, { stamp, settings });
  return settings;
}

/** The special days that may fall in [from, to]: recurring ones (any year) and those overlapping it. */
export function specialDaysAround(settings: LeaveSettings, from: string, to: string): SpecialDayRule[] {
  return settings.specialDays.filter((d) => d.isRecurring || (d.dateFrom <= to && d.dateTo >= from));
}
