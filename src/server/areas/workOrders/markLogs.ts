import { and, eq, isNull, sql } from 'drizzle-orm';
import { planMarkLogs, type OpenLog } from '../../../shared/workOrders/logRules';
import type { Db } from '../../db/client';
import { anyUuid, jsonRows } from '../../db/jsonRows';
import { workOrderLogs } from '../../db/schema';
import { CLOSED_FOR_MARKS, workOrderTable } from './workOrderTable';

/** A stored mark as the work-order logs need it (the rows ingestMarks inserts). */
export interface WorkOrderMarkRow {
  id: string;
  userId: string;
  at: Date;
  type: string;
  source: string;
  workOrderId?: string | null;
}

/**
 * Before marks are stored: the orders they name must be the company's and open for time. Marks naming an unknown
 * order (or another company's) are refused 404 WORK_ORDER_NOT_FOUND, a done or cancelled one 409 WORK_ORDER_CLOSED,
 * on the field `workOrderId`; they leave `items` (nothing of them is stored). One query per batch.
 */
export async function refuseUnknownWorkOrders<T extends { input: { workOrderId?: string } }>(
  db: Db, companyId: string, items: T[], refuse: (item: T, statusCode: number, code: string) => void,
): Promise<void> {
  const ids = [...new Set(items.flatMap((i) => (i.input.workOrderId ? [i.input.workOrderId] : [])))];
  if (!ids.length) return;
  const wo = workOrderTable();
  const rows = await db.select({ id: wo.id, status: wo.columns.status }).from(wo.table).where(and(eq(wo.companyId, companyId), anyUuid(wo.id, ids)));
  const status = new Map(rows.map((r) => [String(r.id), String(r.status)]));
  for (let i = items.length - 1; i >= 0; i--) {
    const id = items[i].input.workOrderId;
    if (!id) continue;
    const s = status.get(id);
    if (s === undefined) refuse(items[i], 404, 'WORK_ORDER_NOT_FOUND');
    else if (CLOSED_FOR_MARKS.includes(s)) refuse(items[i], 409, 'WORK_ORDER_CLOSED');
    else continue;
    items.splice(i, 1);
  }
}

/**
 * Inside the marks transaction, after the marks are inserted: a CHECK_IN naming an order opens a log, the next
 * CHECK_OUT or a CHECK_IN naming another order closes it (shared/workOrders/logRules.ts planMarkLogs). A batch costs
 * one read of its people's open logs (served by the one-open-log-per-person index), one update and one insert.
 */
export async function applyMarkLogs(tx: Db, companyId: string, stored: WorkOrderMarkRow[]): Promise<void> {
  const relevant = stored.filter((m) => m.type === 'CHECK_OUT' || (m.type === 'CHECK_IN' && m.workOrderId));
  if (!relevant.length) return;
  const userIds = [...new Set(relevant.map((m) => m.userId))];
  const open = await tx.select({ id: workOrderLogs.id, userId: workOrderLogs.userId, workOrderId: workOrderLogs.workOrderId, startedAt: workOrderLogs.startedAt })
    .from(workOrderLogs)
    .where(and(eq(workOrderLogs.companyId, companyId), isNull(workOrderLogs.endedAt), anyUuid(workOrderLogs.userId, userIds)));
  if (!open.length && !relevant.some((m) => m.workOrderId)) return;
  const openLogs = new Map<string, OpenLog>(open.map((l) => [l.userId, { id: l.id, userId: l.userId, workOrderId: l.workOrderId, start: l.startedAt.getTime() }]));
  const source = new Map(relevant.map((m) => [m.id, m.source === 'clock' ? 'device' : 'mark']));
  const plan = planMarkLogs(openLogs, relevant.map((m) => ({ id: m.id, userId: m.userId, at: m.at.getTime(), type: m.type, workOrderId: m.workOrderId ?? null })));

  if (plan.close.length) {
    // closed first: the person's next log may only open once this one has an end (one open log per person)
    const ends = JSON.stringify(plan.close.map((c) => ({ id: c.id, e: new Date(c.end).toISOString() })));
    await tx.execute(sql`update ${workOrderLogs} l set ended_at = v.e, minutes = round(extract(epoch from (v.e - l.started_at)) / 60)::int, updated_at = now()
      from jsonb_to_recordset(${ends}::jsonb) as v(id uuid, e timestamptz) where l.company_id = ${companyId} and l.id = v.id`);
  }
  if (plan.open.length) {
    const rows = plan.open.map((o) => ({
      companyId, workOrderId: o.workOrderId, userId: o.userId, startedAt: new Date(o.start), endedAt: o.end === null ? null : new Date(o.end),
      minutes: o.end === null ? null : Math.round((o.end - o.start) / 60_000), source: source.get(o.markId) ?? 'mark', startMarkId: o.markId,
    }));
    await tx.insert(workOrderLogs).select(jsonRows(workOrderLogs, rows));
  }
}
