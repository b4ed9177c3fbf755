import { and, asc, eq } from 'drizzle-orm';
import { parseFlowConditions, parseFlowSteps, type Flow, type RequestType } from '../../../shared/approvalFlows';
import type { Db } from '../../db/client';
import { approvalFlows } from '../../db/schema';

type FlowRow = typeof approvalFlows.$inferSelect;

/** A stored flow as the resolution and the API see it (jsonb read defensively). */
export function toFlow(r: FlowRow): Flow & { createdAt: string; updatedAt: string } {
  return {
    id: r.id, name: r.name, requestType: r.requestType as RequestType, priority: r.priority, active: r.active,
    conditions: parseFlowConditions(r.conditions), steps: parseFlowSteps(r.steps), escalateAfterHours: r.escalateAfterHours ?? null,
    version: r.version, createdAt: new Date(r.createdAt).toISOString(), updatedAt: new Date(r.updatedAt).toISOString(),
  };
}

/** The company's flows, of one request type when given, in the order they are tried (priority, then name). */
export async function flowsOf(db: Db, companyId: string, requestType?: RequestType) {
  const rows = await db.select().from(approvalFlows)
    .where(and(eq(approvalFlows.companyId, companyId), requestType ? eq(approvalFlows.requestType, requestType) : undefined))
    .orderBy(asc(approvalFlows.priority), asc(approvalFlows.name), asc(approvalFlows.id));
  return rows.map(toFlow);
}

export async function flowById(db: Db, companyId: string, id: string) {
  const [row] = await db.select().from(approvalFlows).where(and(eq(approvalFlows.companyId, companyId), eq(approvalFlows.id, id)));
  return row ? toFlow(row) : null;
}
