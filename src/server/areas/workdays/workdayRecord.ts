import type { HistoryEntry, ShiftForDay, WorkdayContent, WorkdayRecord, WorkdayState } from '../../../shared/workday';

import type { workdays } from '../../db/schema';

export type { WorkdayContent, WorkdayRecord };

export type WorkdayRow = typeof workdays.$inferSelect;
export type WorkdayInsert = typeof workdays.$inferInsert;

/** Column values of a workday; totals go to their own columns so reports can filter and add them up. */
export function workdayValues(companyId: string, w: WorkdayContent, manual: boolean): WorkdayInsert {
  const ins = w.clocks.map((c) => Date.parse(c.in));
  const outs = w.clocks.map((c) => (c.out ? Date.parse(c.out) : null));
  const closed = outs.every((o) => o !== null);
  return {
    companyId,
    userId: w.userId,
    date: w.date,
    state: w.state,
    clocks: w.clocks,
    breaks: w.breaks,
    historyHours: w.historyHours,
    firstIn: new Date(Math.min(...ins)),
    lastOut: closed && outs.length ? new Date(Math.max(...(outs as number[]))) : null,
    workedMinutes: w.totals.worked,
    breakMinutes: w.totals.break,
    lateMinutes: w.totals.late,
    earlyDepartureMinutes: w.totals.earlyDeparture,
    extraMinutes: w.totals.extra,
    nightMinutes: w.totals.night,
    plannedMinutes: w.totals.planned,
    shift: w.shift as Record<string, unknown> | null,
    manual,
    warnings: w.warnings,
    markIds: w.markIds,
  };
}

const iso = (d: Date | string) => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());

export function toWorkdayRecord(row: WorkdayRow): WorkdayRecord {
  return {
    id: row.id,
    userId: row.userId,
    date: row.date,
    state: row.state as WorkdayState,
    clocks: row.clocks,
    breaks: row.breaks,
    historyHours: row.historyHours as HistoryEntry[],
    totals: {
      worked: row.workedMinutes,
      break: row.breakMinutes,
      late: row.lateMinutes,
      earlyDeparture: row.earlyDepartureMinutes,
      extra: row.extraMinutes,
      night: row.nightMinutes,
      planned: row.plannedMinutes,
    },
    shift: row.shift as ShiftForDay | null,
    manual: row.manual,
    warnings: row.warnings,
    markIds: row.markIds,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** The part of a workday its audit rows keep (the timeline is derived, so it is left out). */
export function auditedFields(r: WorkdayRecord): Record<string, unknown> {
  return { id: r.id, userId: r.userId, date: r.date, state: r.state, clocks: r.clocks, breaks: r.breaks, totals: r.totals, manual: r.manual };
}
