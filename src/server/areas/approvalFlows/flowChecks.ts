import { and, eq, inArray, ne } from 'drizzle-orm';
import type { FlowConditions, FlowStep } from '../../../shared/approvalFlows';
import type { Db } from '../../db/client';
import { branchOffices, users } from '../../db/schema';
import { fieldError, validationError, type PendingFieldError } from '../../http/apiError';

/**
 * What the JSON schema cannot say about a flow: a `role` approver names a role, a `user` approver is an active
 * dashboard user of the company, units are the company's, minDays ≤ maxDays. 400 VALIDATION_ERROR with
 * APPROVAL_FLOW_INVALID on each failing field (another company's people and units are simply unknown here).
 */
export async function checkFlow(db: Db, companyId: string, steps: FlowStep[] | undefined, conditions: FlowConditions | undefined): Promise<void> {
  const errors: PendingFieldError[] = [];
  const userIds = new Set<string>();
  steps?.forEach((s, i) => s.approvers.forEach((a, j) => {
    if (a.kind === 'role' && !a.role) errors.push(fieldError(`steps.${i}.approvers.${j}.role`, 'APPROVAL_FLOW_INVALID'));
    if (a.kind === 'user') userIds.add(a.userId);
  }));
  if (userIds.size) {
    const found = new Set((await db.select({ id: users.id }).from(users)
      .where(and(eq(users.companyId, companyId), inArray(users.id, [...userIds]), eq(users.active, true), ne(users.role, 'user')))).map((u) => u.id));
    steps?.forEach((s, i) => s.approvers.forEach((a, j) => {
      if (a.kind === 'user' && !found.has(a.userId)) errors.push(fieldError(`steps.${i}.approvers.${j}.userId`, 'APPROVAL_FLOW_INVALID'));
    }));
  }
  if (conditions?.unitIds?.length) {
    const known = new Set((await db.select({ id: branchOffices.id }).from(branchOffices)
      .where(and(eq(branchOffices.companyId, companyId), inArray(branchOffices.id, conditions.unitIds)))).map((u) => u.id));
    if (conditions.unitIds.some((u) => !known.has(u))) errors.push(fieldError('conditions.unitIds', 'APPROVAL_FLOW_INVALID'));
  }
  if (conditions?.minDays != null && conditions.maxDays != null && conditions.minDays > conditions.maxDays) {
    errors.push(fieldError('conditions.maxDays', 'APPROVAL_FLOW_INVALID'));
  }
  if (errors.length) throw validationError(errors);
}
