import { and, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import {
  computeLedger, mondayToFriday, type LedgerAdjustment, type LedgerRequest, type LedgerTotals,
} from '../../../shared/absences';
import { addDays, localDateOf } from '../../../shared/workday/zonedTime';
import type { Db } from '../../db/client';
import { users, vacationAdjustments } from '../../db/schema';
import { engineTableOf } from '../../engine/tables';
import { DEFAULT_TIME_ZONE } from '../workdays/timeZones';
import { matrixOfRow } from './vacationFacts';

type Row = Record<string, unknown>;

export interface PersonBalance {
  userId: string;
  matrixId: string;
  totals: LedgerTotals;
}

const push = <T>(map: Map<string, T[]>, key: string, value: T) => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};

/** Monday–Friday from `from` to `to`: the worked dates EVERY_20_WORKED_DAYS earns from when read in bulk. */
function weekdaysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) if (mondayToFriday(d)) out.push(d);
  return out;
}

/**
 * Every balance of a company (or of `userIds`) on `asOf`, in five queries whatever the number of people: the people
 * with a matrix and an ingress date, the matrices, the vacation reasons, their requests and the adjustments; then the
 * shared ledger per person. In bulk, EVERY_20_WORKED_DAYS counts Monday–Friday as worked (the profile's ledger
 * reads the person's real workdays).
 */
export async function companyBalances(db: Db, companyId: string, opts: { asOf?: string; userIds?: string[]; now?: number } = {}): Promise<PersonBalance[]> {
  const today = localDateOf(opts.now ?? Date.now(), DEFAULT_TIME_ZONE);
  const asOf = opts.asOf ?? today;
  const people = await db.select({ id: users.id, matrixId: users.vacationMatrixId, ingress: users.contractStartDate }).from(users).where(and(
    eq(users.companyId, companyId), isNotNull(users.vacationMatrixId), isNotNull(users.contractStartDate),
    ...(opts.userIds ? [inArray(users.id, opts.userIds)] : []),
  ));
  if (!people.length) return [];
  const m = engineTableOf('vacationmatrices');
  const matrices = new Map(((await db.select().from(m.table).where(eq(m.companyId, companyId))) as Row[]).map((r) => [String(r.id), matrixOfRow(r)]));
  const reasons = engineTableOf('dayofftypes');
  const vacationReasons = ((await db.select({ id: reasons.id }).from(reasons.table)
    .where(and(eq(reasons.companyId, companyId), eq(reasons.columns.isVacation, true)))) as { id: string }[]).map((r) => r.id);

  const requests = new Map<string, LedgerRequest[]>();
  if (vacationReasons.length) {
    const d = engineTableOf('dayoffs');
    const rows = (await db.select({ id: d.id, userId: d.columns.userId, from: d.columns.from, to: d.columns.to, days: d.columns.days, status: d.columns.status })
      .from(d.table).where(and(eq(d.companyId, companyId), inArray(d.columns.typeId, vacationReasons), ne(d.columns.status, 'REJECTED')))) as Row[];
    for (const r of rows) push(requests, String(r.userId), { id: String(r.id), from: String(r.from), to: String(r.to), days: Number(r.days ?? 0), status: r.status as LedgerRequest['status'] });
  }
  const adjustments = new Map<string, LedgerAdjustment[]>();
  for (const a of await db.select().from(vacationAdjustments).where(eq(vacationAdjustments.companyId, companyId))) {
    push(adjustments, a.userId, { id: a.id, date: String(a.date), days: a.days, note: a.note });
  }

  const out: PersonBalance[] = [];
  for (const p of people) {
    const matrix = matrices.get(String(p.matrixId));
    if (!matrix) continue;
    const ingressDate = String(p.ingress);
    const workedDates = matrix.generation === 'EVERY_20_WORKED_DAYS' ? weekdaysBetween(ingressDate, asOf > today ? asOf : today) : undefined;
    const { totals } = computeLedger({
      matrix, ingressDate, asOf, today, requests: requests.get(p.id) ?? [], adjustments: adjustments.get(p.id) ?? [], workedDates,
    });
    out.push({ userId: p.id, matrixId: String(p.matrixId), totals });
  }
  return out;
}
