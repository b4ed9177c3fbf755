import { and, asc, count, eq, gt, gte, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { outsideWorkday, spanMinutes } from '../../../shared/workOrders/logRules';
import type { WorkOrderLog } from '../../../shared/workOrders/reportRows';
import type { Db } from '../../db/client';
import { users, workdays, workOrderLogs } from '../../db/schema';
import { fieldConflict } from '../../http/apiError';

export type LogRow = typeof workOrderLogs.$inferSelect;

/** A log as the API answers it: the person's name, and live minutes for an open log. */
export type LogOut = WorkOrderLog;

export const logOut = (l: LogRow, person?: { firstName: string | null; lastName: string | null }, now = Date.now()): LogOut => ({
  id: l.id, workOrderId: l.workOrderId, userId: l.userId, firstName: person?.firstName ?? null, lastName: person?.lastName ?? null,
  startedAt: l.startedAt.toISOString(), endedAt: l.endedAt?.toISOString() ?? null,
  minutes: l.minutes ?? spanMinutes({ start: l.startedAt.getTime(), end: l.endedAt?.getTime() ?? null }, now),
  open: l.endedAt === null, source: l.source as LogOut['source'] /* the table's check allows only these */, reason: l.reason, outsideWorkday: l.outsideWorkday,
});

/**
 * A person is on at most one order at a time: a log that shares time with another of theirs (any order; an open
 * one runs on) is refused 409 WORK_ORDER_LOG_OVERLAPS on `startedAt`. Callers lock the person first (lockUsers).
 */
export async function assertNoOverlap(tx: Db, companyId: string, userId: string, start: Date, end: Date | null, exceptId?: string): Promise<void> {
  const conds: (SQL | undefined)[] = [
    eq(workOrderLogs.companyId, companyId), eq(workOrderLogs.userId, userId),
    or(isNull(workOrderLogs.endedAt), gt(workOrderLogs.endedAt, start)),
    end ? lt(workOrderLogs.startedAt, end) : undefined,
    exceptId ? ne(workOrderLogs.id, exceptId) : undefined,
  ];
  const [hit] = await tx.select({ id: workOrderLogs.id }).from(workOrderLogs).where(and(...conds)).limit(1);
  if (hit) throw fieldConflict(409, 'WORK_ORDER_LOG_OVERLAPS', 'startedAt');
}

/** Whether the span lies (partly) outside the person's workdays (their first-in to last-out), from the stored workdays. */
export async function isOutsideWorkday(db: Db, companyId: string, userId: string, start: Date, end: Date | null, now = Date.now()): Promise<boolean> {
  const to = end ?? new Date(now);
  const rows = await db.select({ firstIn: workdays.firstIn, lastOut: workdays.lastOut }).from(workdays)
    .where(and(
      eq(workdays.companyId, companyId), eq(workdays.userId, userId),
      lt(workdays.firstIn, to), or(isNull(workdays.lastOut), gt(workdays.lastOut, start)),
      // a workday starts at most two days before its last out: keeps the date index useful
      gte(workdays.date, sql`(${start.toISOString()}::timestamptz - interval '2 days')::date`),
    ));
  return outsideWorkday({ start: start.getTime(), end: end?.getTime() ?? null }, rows.map((w) => ({ start: w.firstIn.getTime(), end: w.lastOut?.getTime() ?? null })), now);
}

/** One order's logs (optionally one person's, within instants), newest first, paged; with the people's names. */
export async function readLogs(db: Db, companyId: string, q: { workOrderId?: string; userId?: string; from?: Date; to?: Date; skip: number; limit: number; open?: boolean }): Promise<{ logs: LogOut[]; count: number }> {
  const where = and(
    eq(workOrderLogs.companyId, companyId),
    q.workOrderId ? eq(workOrderLogs.workOrderId, q.workOrderId) : undefined,
    q.userId ? eq(workOrderLogs.userId, q.userId) : undefined,
    q.from ? or(isNull(workOrderLogs.endedAt), gt(workOrderLogs.endedAt, q.from)) : undefined,
    q.to ? lt(workOrderLogs.startedAt, q.to) : undefined,
    q.open ? isNull(workOrderLogs.endedAt) : undefined,
  );
  const [rows, [{ n }]] = await Promise.all([
    db.select({ log: workOrderLogs, firstName: users.firstName, lastName: users.lastName }).from(workOrderLogs)
      .leftJoin(users, eq(users.id, workOrderLogs.userId)).where(where)
      .orderBy(q.open ? asc(workOrderLogs.startedAt) : sql`${workOrderLogs.startedAt} desc`).offset(q.skip).limit(q.limit),
    db.select({ n: count() }).from(workOrderLogs).where(where),
  ]);
  const now = Date.now();
  return { logs: rows.map((r) => logOut(r.log, r, now)), count: Number(n) };
}
