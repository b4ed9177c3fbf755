import { and, eq } from 'drizzle-orm';
import { repickFlow, startApproval, type RequestFacts } from '../../../shared/approvalFlows';
import type { AuthContext } from '../../auth/authContext';
import { writeAudit } from '../../audit/auditLog';
import type { Db } from '../../db/client';
import { requestApprovals } from '../../db/schema';
import { insertApproval, readApproval } from './approvalRows';
import { flowsOf } from './flowStore';
import { loadDirectory } from './loadDirectory';

/** Requests an edit of this call moved to another flow: their new approvers are told once it commits. */
const repicked = new WeakMap<AuthContext, Set<string>>();
export const repickedIn = (auth: AuthContext): string[] => [...(repicked.get(auth) ?? [])];

const AUDIT_ENTITY: Partial<Record<RequestFacts['requestType'], string>> = { absence: 'dayoffs', review: 'workdayReviews' };

/**
 * A PENDING request was edited (its reason, days or unit may have changed): when no step was decided yet and
 * another flow — or none, the default single review — applies now, its path is resolved again on it (audited as
 * `approvalFlow` from → to). A path with a decision keeps its flow. In the edit's transaction.
 */
export async function repickApproval(tx: Db, auth: AuthContext, facts: RequestFacts, requestId: string, now = new Date()): Promise<boolean> {
  const companyId = auth.company.id;
  const stored = await readApproval(tx, companyId, facts.requestType, requestId, true);
  const flows = await flowsOf(tx, companyId, facts.requestType);
  // nothing stored and no active flow: the default review stays, nothing else is read
  if (!stored && !flows.some((f) => f.active)) return false;
  const dir = await loadDirectory(tx, companyId, now);
  const choice = repickFlow(stored, flows, facts, dir);
  if (choice.kind === 'keep') return false;
  const where = and(eq(requestApprovals.companyId, companyId), eq(requestApprovals.requestType, facts.requestType), eq(requestApprovals.requestId, requestId));
  if (stored) await tx.delete(requestApprovals).where(where);
  if (choice.to) await insertApproval(tx, companyId, requestId, facts, startApproval(choice.to, facts, dir, now.toISOString()));
  await writeAudit(tx, auth, {
    entity: AUDIT_ENTITY[facts.requestType] ?? facts.requestType, entityId: requestId, action: 'update',
    changes: { approvalFlow: { from: stored?.flowId ?? null, to: choice.to?.id ?? null } },
  });
  const set = repicked.get(auth) ?? new Set<string>();
  set.add(requestId);
  repicked.set(auth, set);
  return true;
}
