import { getTableName, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { engineTableOf } from '../../engine/tables';
import { dayoffsTable } from '../absences/leaveSql';
import { rowsOf } from '../dashboard/dashboardContext';
import { cachedHours } from './hoursCache';
import type { AccidentPerson, AccidentType } from '../../../shared/accidents/accident';
import { ACCIDENT_TYPES } from '../../../shared/accidents/accident';
import type { AccidentFigures, AccidentReport } from '../../../shared/accidents/report';
import { frequencyRate, lostDaysByAccident, monthsBetween, severityRate } from '../../../shared/accidents/rates';

interface AccidentRow { id: string; month: string; unit: string; type: AccidentType; people: AccidentPerson[] | null }

const accidentsTable = () => sql.raw(`"${getTableName(engineTableOf('accidents').table)}"`);
const unitFilter = (column: string, units: Set<string> | null) =>
  units === null ? sql`` : units.size ? sql` AND ${sql.raw(column)} = ANY(ARRAY[${sql.join([...units].map((u) => sql`${u}::uuid`), sql`, `)}])` : sql` AND false`;

const figures = (accidents: number, withLeave: number, daysLost: number, minutes: number): AccidentFigures => {
  const hoursWorked = Math.round(minutes / 60);
  return { accidents, withLeave, daysLost, hoursWorked, frequencyRate: frequencyRate(withLeave, hoursWorked), severityRate: severityRate(daysLost, hoursWorked) };
};

/**
 * The accidents report of a period for the units given (null: the whole company): counts by month, unit and type,
 * days lost (a linked medical leave's days, each leave once; else the typed days) and the frequency and severity
 * rates over the hours worked — summed in SQL from the computed workdays (cancelled ones left out) of the people
 * whose main unit is one of those units. Dates are calendar days; an accident's month is its UTC date's.
 */
export async function readAccidentReport(db: Db, companyId: string, units: Set<string> | null, from: string, to: string): Promise<AccidentReport> {
  const accidents = await rowsOf<AccidentRow>(db, sql`
    SELECT id, to_char(occurred_at AT TIME ZONE 'UTC', 'YYYY-MM') AS month, unit, type, people FROM ${accidentsTable()}
    WHERE company_id = ${companyId} AND occurred_at >= ${from}::date AND occurred_at < ${to}::date + 1${unitFilter('unit', units)}
    ORDER BY occurred_at, id`);
  const absenceIds = [...new Set(accidents.flatMap((r) => (r.people ?? []).map((p) => p.absence).filter((x): x is string => !!x)))];
  const absenceDays = new Map<string, number>();
  if (absenceIds.length) {
    const rows = await rowsOf<{ id: string; days: string | null }>(db, sql`
      SELECT id, days FROM ${dayoffsTable()} WHERE company_id = ${companyId} AND id = ANY(ARRAY[${sql.join(absenceIds.map((id) => sql`${id}::uuid`), sql`, `)}])`);
    for (const r of rows) absenceDays.set(r.id, Number(r.days ?? 0));
  }
  const lost = lostDaysByAccident(accidents.flatMap((r) => (r.people ?? []).map((p) => ({
    accidentId: r.id, absenceId: p.absence ?? null, days: p.absence ? (absenceDays.get(p.absence) ?? 0) : Number(p.daysLost ?? 0),
  }))));
  const unitsKey = units === null ? '*' : [...units].sort().join(',');
  const hours = await cachedHours(companyId, `${from}|${to}|${unitsKey}`, () => rowsOf<{ month: string; unit: string | null; minutes: string }>(db, sql`
    SELECT to_char(w.date, 'YYYY-MM') AS month, u.main_branch AS unit, sum(w.worked_minutes) AS minutes
    FROM workdays w JOIN users u ON u.id = w.user_id
    WHERE w.company_id = ${companyId} AND w.date BETWEEN ${from}::date AND ${to}::date AND w.state <> 'cancel'${unitFilter('u.main_branch', units)}
    GROUP BY 1, 2`));
  const unitNames = await rowsOf<{ id: string; name: string }>(db, sql`SELECT id, name FROM branch_offices WHERE company_id = ${companyId}${unitFilter('id', units)}`);

  type Acc = { accidents: number; withLeave: number; daysLost: number; minutes: number };
  const empty = (): Acc => ({ accidents: 0, withLeave: 0, daysLost: 0, minutes: 0 });
  const total = empty();
  const months = new Map(monthsBetween(from, to).map((m) => [m, empty()]));
  const byUnit = new Map<string, Acc>();
  const unitAcc = (u: string) => byUnit.get(u) ?? byUnit.set(u, empty()).get(u)!;
  const byType = new Map(ACCIDENT_TYPES.map((t) => [t, { type: t, accidents: 0, daysLost: 0 }]));
  for (const r of accidents) {
    const days = lost.get(r.id) ?? 0;
    for (const acc of [total, months.get(r.month), unitAcc(r.unit)]) {
      if (!acc) continue;
      acc.accidents++;
      acc.daysLost += days;
      if (days > 0) acc.withLeave++;
    }
    const t = byType.get(r.type);
    if (t) { t.accidents++; t.daysLost += days; }
  }
  for (const h of hours) {
    const minutes = Number(h.minutes);
    total.minutes += minutes;
    const m = months.get(h.month);
    if (m) m.minutes += minutes;
    if (h.unit) unitAcc(h.unit).minutes += minutes;
  }
  const names = new Map(unitNames.map((u) => [u.id, u.name]));
  const out = (x: Acc) => figures(x.accidents, x.withLeave, x.daysLost, x.minutes);
  return {
    from, to,
    totals: out(total),
    byMonth: [...months].map(([month, x]) => ({ month, ...out(x) })),
    byUnit: [...byUnit].filter(([u, x]) => names.has(u) && (x.accidents > 0 || x.minutes > 0))
      .map(([unit, x]) => ({ unit, name: names.get(unit) ?? '', ...out(x) }))
      .sort((p, q) => q.accidents - p.accidents || p.name.localeCompare(q.name)),
    byType: [...byType.values()],
  };
}
