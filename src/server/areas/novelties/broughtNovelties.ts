import { getTableName, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { engineTableOf } from '../../engine/tables';
import { periodRange, type NoveltyType } from '../../../shared/novelties';
import { rowsOf } from '../dashboard/dashboardContext';
import { dayoffsTable } from '../absences/leaveSql';

/** A novelty the product's own records bring to a period, keyed so bringing it twice finds the first. */
export interface BroughtNovelty {
  sourceKey: string;
  source: 'ABSENCE' | 'WORKDAYS';
  userId: string;
  branch: string | null;
  type: NoveltyType;
  date: string;
  quantity: number;
}

const hours = (minutes: number): number => Math.round((minutes / 60) * 100) / 100;

/**
 * What the period's records say payroll must hear (novelties version V2):
 * - approved leave starting in the period whose reason tells payroll (`payrollNovelty` SICK_LEAVE or UNPAID_LEAVE,
 *   or any unpaid reason): one novelty per request, its counted days, dated its first day;
 * - the workdays of the period (cancelled ones left out): each person's overtime and night hours, summed, dated the
 *   period's last day.
 * People outside `scope` (unit-scoped callers) are left out.
 */
export async function broughtNovelties(db: Db, companyId: string, period: string, scope: Set<string> | null): Promise<BroughtNovelty[]> {
  const { from, to } = periodRange(period);
  const reasons = sql.raw(`"${getTableName(engineTableOf('dayofftypes').table)}"`);
  const leave = await rowsOf<{ id: string; user_id: string; from: string; days: number | string; kind: string; branch: string | null }>(db, sql`
    SELECT d.id, d.user_id, to_char(d."from", 'YYYY-MM-DD') AS "from", d.days,
      CASE WHEN t.payroll_novelty IN ('SICK_LEAVE', 'UNPAID_LEAVE') THEN t.payroll_novelty ELSE 'UNPAID_LEAVE' END AS kind,
      u.main_branch AS branch
    FROM ${dayoffsTable()} d
      JOIN ${reasons} t ON t.id = d.type_id AND t.company_id = d.company_id
      JOIN users u ON u.id = d.user_id AND u.company_id = d.company_id
    WHERE d.company_id = ${companyId} AND d.status = 'APPROVED' AND d."from" BETWEEN ${from}::date AND ${to}::date
      AND coalesce(d.days, 0) > 0
      AND (t.payroll_novelty IN ('SICK_LEAVE', 'UNPAID_LEAVE') OR t.paid = false)`);
  const worked = await rowsOf<{ user_id: string; branch: string | null; extra: number | string; night: number | string }>(db, sql`
    SELECT w.user_id, u.main_branch AS branch, sum(w.extra_minutes)::int AS extra, sum(w.night_minutes)::int AS night
    FROM workdays w JOIN users u ON u.id = w.user_id AND u.company_id = w.company_id
    WHERE w.company_id = ${companyId} AND w.date BETWEEN ${from}::date AND ${to}::date AND w.state <> 'cancel'
    GROUP BY w.user_id, u.main_branch
    HAVING sum(w.extra_minutes) > 0 OR sum(w.night_minutes) > 0`);
  const out: BroughtNovelty[] = [];
  for (const r of leave) {
    out.push({ sourceKey: `dayoff:${r.id}`, source: 'ABSENCE', userId: r.user_id, branch: r.branch, type: r.kind as NoveltyType, date: r.from, quantity: Number(r.days) });
  }
  for (const r of worked) {
    for (const [type, minutes] of [['OVERTIME', Number(r.extra)], ['NIGHT_HOURS', Number(r.night)]] as const) {
      if (minutes > 0) out.push({ sourceKey: `workdays:${type}:${r.user_id}:${period}`, source: 'WORKDAYS', userId: r.user_id, branch: r.branch, type, date: to, quantity: hours(minutes) });
    }
  }
  return scope ? out.filter((n) => n.branch !== null && scope.has(n.branch)) : out;
}
