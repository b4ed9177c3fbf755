import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { engineTableOf } from '../../engine/tables';
import { periodRange, type NoveltyType } from '../../../shared/novelties';
import { round2, type PayrollRow } from '../../../shared/payrollReport/fields';
import { rowsOf } from '../dashboard/dashboardContext';
import { dayoffsTable } from '../absences/leaveSql';

export interface PayrollQuery {
  period: string;
  /** one unit, with its sub-units (already expanded by the caller) */
  units?: Set<string> | null;
  q?: string;
  skip: number;
  limit: number;
}

/** The period's state for payroll: closed once its novelties are sent (the novelties' own lock). */
export interface PeriodState { open: number; sent: number; closed: boolean }

const tableOf = (resource: string) => sql.raw(`"${getTableName(engineTableOf(resource).table)}"`);
const hours = (minutes: number | string | null): number => round2(Number(minutes ?? 0) / 60);

/**
 * Who is on the payroll of a period: collaborators (role user) whose contract had started by the period's last day
 * and who had not left before its first — so a person who left on the 10th is still paid for ten days. Managers
 * and administrators limited to units see their units' people only (`scope`).
 */
function peopleWhere(companyId: string, period: string, scope: Set<string> | null, q: PayrollQuery): SQL {
  const { from, to } = periodRange(period);
  const parts: SQL[] = [
    sql`u.company_id = ${companyId}`, sql`u.role = 'user'`,
    sql`(u.contract_start_date IS NULL OR u.contract_start_date <= ${to}::date)`,
    sql`(u.leave_date IS NULL OR u.leave_date >= ${from}::date)`,
  ];
  if (scope) parts.push(scope.size ? sql`u.main_branch IN (${sql.join([...scope].map((s) => sql`${s}::uuid`), sql`, `)})` : sql`false`);
  if (q.units) parts.push(q.units.size ? sql`u.main_branch IN (${sql.join([...q.units].map((s) => sql`${s}::uuid`), sql`, `)})` : sql`false`);
  if (q.q) {
    const like = `%${q.q.toLowerCase().replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    parts.push(sql`(lower(u.first_name || ' ' || u.last_name) LIKE ${like} OR lower(coalesce(u.number_of_document, '')) LIKE ${like} OR lower(coalesce(u.external_id, '')) LIKE ${like})`);
  }
  return sql.join(parts, sql` AND `);
}

interface PersonRow { id: string; external_id: string | null; number_of_document: string | null; first_name: string; last_name: string; main_branch: string | null; unit_name: string | null; position: string | null; type_of_contract: string | null }

/**
 * One page of the payroll pre-report (or every row, for an export): per collaborator the period's worked days and
 * hours, overtime and night hours (from the computed workdays, cancelled ones left out), approved absences by reason
 * (a request crossing the month counts the share of its days inside it), the novelties summed by type and the
 * salary slips delivered for the period. Five set queries for the page's people, whatever its size.
 */
export async function readPayrollReport(db: Db, companyId: string, scope: Set<string> | null, q: PayrollQuery): Promise<{ rows: PayrollRow[]; count: number; state: PeriodState }> {
  const { from, to } = periodRange(q.period);
  const where = peopleWhere(companyId, q.period, scope, q);
  const [{ count }] = await rowsOf<{ count: number }>(db, sql`SELECT count(*)::int AS count FROM users u WHERE ${where}`);
  const people = await rowsOf<PersonRow>(db, sql`
    SELECT u.id, u.external_id, u.number_of_document, u.first_name, u.last_name, u.main_branch, b.name AS unit_name, u.position, u.type_of_contract
    FROM users u LEFT JOIN branch_offices b ON b.id = u.main_branch AND b.company_id = u.company_id
    WHERE ${where} ORDER BY lower(u.last_name), lower(u.first_name), u.id LIMIT ${q.limit} OFFSET ${q.skip}`);
  const state = await periodState(db, companyId, q.period, scope);
  if (!people.length) return { rows: [], count, state };
  const ids = sql`ARRAY[${sql.join(people.map((p) => sql`${p.id}::uuid`), sql`, `)}]`;

  const worked = await rowsOf<{ user_id: string; days: number; worked: string; extra: string; night: string }>(db, sql`
    SELECT user_id, count(*) FILTER (WHERE worked_minutes > 0)::int AS days, sum(worked_minutes) AS worked, sum(extra_minutes) AS extra, sum(night_minutes) AS night
    FROM workdays WHERE company_id = ${companyId} AND date BETWEEN ${from}::date AND ${to}::date AND state <> 'cancel' AND user_id = ANY(${ids})
    GROUP BY user_id`);
  const absences = await rowsOf<{ user_id: string; type_id: string; title: string; paid: boolean | null; is_vacation: boolean | null; days: string }>(db, sql`
    SELECT d.user_id, d.type_id, t.title, t.paid, t.is_vacation,
      sum(CASE WHEN d."from" >= ${from}::date AND d."to" <= ${to}::date THEN coalesce(d.days, 0)
        ELSE coalesce(d.days, 0) * (least(d."to", ${to}::date) - greatest(d."from", ${from}::date) + 1)::numeric / greatest(d."to" - d."from" + 1, 1) END) AS days
    FROM ${dayoffsTable()} d JOIN ${tableOf('dayofftypes')} t ON t.id = d.type_id AND t.company_id = d.company_id
    WHERE d.company_id = ${companyId} AND d.status = 'APPROVED' AND d."from" <= ${to}::date AND d."to" >= ${from}::date AND d.user_id = ANY(${ids})
    GROUP BY d.user_id, d.type_id, t.title, t.paid, t.is_vacation`);
  const novelties = await rowsOf<{ user_id: string; type: NoveltyType; total: string; open: number }>(db, sql`
    SELECT user_id, type, sum(quantity) AS total, count(*) FILTER (WHERE status = 'OPEN')::int AS open
    FROM ${tableOf('novelties')} WHERE company_id = ${companyId} AND period = ${q.period} AND user_id = ANY(${ids})
    GROUP BY user_id, type`);
  // a slip belongs to the period its settlement is for (year and month), or that it was delivered under
  const [year, month] = q.period.split('-').map(Number);
  const slips = await rowsOf<{ user_id: string; slips: number }>(db, sql`
    SELECT s.user_id, count(*)::int AS slips FROM salary_slips s LEFT JOIN ${tableOf('settlements')} st ON st.id = s.settlement_id AND st.company_id = s.company_id
    WHERE s.company_id = ${companyId} AND s.user_id = ANY(${ids}) AND ((st.year = ${year} AND st.month = ${month}) OR s.period = ${q.period})
    GROUP BY s.user_id`);

  const byUser = <T extends { user_id: string }>(list: T[]) => {
    const map = new Map<string, T[]>();
    for (const r of list) map.set(r.user_id, [...(map.get(r.user_id) ?? []), r]);
    return map;
  };
  const workedBy = new Map(worked.map((w) => [w.user_id, w]));
  const absencesBy = byUser(absences);
  const noveltiesBy = byUser(novelties);
  const slipsBy = new Map(slips.map((s) => [s.user_id, s.slips]));

  const rows = people.map((p): PayrollRow => {
    const w = workedBy.get(p.id);
    const leave = (absencesBy.get(p.id) ?? []).map((a) => ({ typeId: a.type_id, title: a.title, paid: a.paid !== false, isVacation: a.is_vacation === true, days: round2(Number(a.days)) }));
    const own = noveltiesBy.get(p.id) ?? [];
    return {
      userId: p.id, externalId: p.external_id, numberOfDocument: p.number_of_document, firstName: p.first_name, lastName: p.last_name,
      unit: p.main_branch, unitName: p.unit_name, position: p.position, typeOfContract: p.type_of_contract,
      workedDays: w?.days ?? 0, workedHours: hours(w?.worked ?? 0), overtimeHours: hours(w?.extra ?? 0), nightHours: hours(w?.night ?? 0),
      absences: leave,
      paidAbsenceDays: round2(leave.filter((a) => a.paid).reduce((s, a) => s + a.days, 0)),
      unpaidAbsenceDays: round2(leave.filter((a) => !a.paid).reduce((s, a) => s + a.days, 0)),
      vacationDays: round2(leave.filter((a) => a.isVacation).reduce((s, a) => s + a.days, 0)),
      novelties: Object.fromEntries(own.map((n) => [n.type, round2(Number(n.total))])),
      noveltiesStatus: !own.length ? 'NONE' : own.some((n) => n.open > 0) ? 'OPEN' : 'SENT',
      slipsDelivered: slipsBy.get(p.id) ?? 0,
    };
  });
  return { rows, count, state };
}

/** Open and sent novelties of the period the caller reaches; closed when some were sent and none is open. */
async function periodState(db: Db, companyId: string, period: string, scope: Set<string> | null): Promise<PeriodState> {
  const inScope = scope ? (scope.size ? sql`AND branch IN (${sql.join([...scope].map((s) => sql`${s}::uuid`), sql`, `)})` : sql`AND false`) : sql``;
  const [r] = await rowsOf<{ open: number; sent: number }>(db, sql`
    SELECT count(*) FILTER (WHERE status = 'OPEN')::int AS open, count(*) FILTER (WHERE status = 'SENT')::int AS sent
    FROM ${tableOf('novelties')} WHERE company_id = ${companyId} AND period = ${period} ${inScope}`);
  return { open: r.open, sent: r.sent, closed: r.sent > 0 && r.open === 0 };
}
