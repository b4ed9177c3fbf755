import { and, eq } from 'drizzle-orm';
import { currentApprovers, matchFlow, startApproval, type ApprovalState, type ApprovalStatus, type RequestFacts, type RequestType, type ResolvedStep, type TrailEntry } from '../../../shared/approvalFlows';
import type { Db } from '../../db/client';
import { requestApprovals } from '../../db/schema';
import { flowsOf } from './flowStore';
import { loadDirectory } from './loadDirectory';

type Row = typeof requestApprovals.$inferSelect;

export interface StoredApproval extends ApprovalState {
  id: string;
  requestType: RequestType;
  requestId: string;
  requesterId: string | null;
}

export function toState(r: Row): StoredApproval {
  return {
    id: r.id, requestType: r.requestType as RequestType, requestId: r.requestId, requesterId: r.requesterId,
    flowId: r.flowId, flowVersion: r.flowVersion, status: r.status as ApprovalStatus, currentStep: r.currentStep,
    steps: r.steps as unknown as ResolvedStep[], stepStartedAt: new Date(r.stepStartedAt).toISOString(),
    trail: r.trail as unknown as TrailEntry[],
  };
}

/** The columns a state is stored in; `currentApprovers` flattened for the inbox's filter (GIN index). */
const columnsOf = (s: ApprovalState) => ({
  flowId: s.flowId, flowVersion: s.flowVersion, status: s.status, currentStep: s.currentStep,
  steps: s.steps as unknown as Record<string, unknown>[], trail: s.trail as unknown as Record<string, unknown>[],
  currentApprovers: currentApprovers(s), stepStartedAt: new Date(s.stepStartedAt), updatedAt: new Date(),
});

/** A request's place on its flow, locked for a decision when `lock`; null when it follows the default single step. */
export async function readApproval(db: Db, companyId: string, requestType: RequestType, requestId: string, lock = false): Promise<StoredApproval | null> {
  const q = db.select().from(requestApprovals)
    .where(and(eq(requestApprovals.companyId, companyId), eq(requestApprovals.requestType, requestType), eq(requestApprovals.requestId, requestId)));
  const [row] = lock ? await q.for('update') : await q;
  return row ? toState(row) : null;
}

export async function saveApproval(db: Db, companyId: string, id: string, state: ApprovalState): Promise<void> {
  await db.update(requestApprovals).set(columnsOf(state)).where(and(eq(requestApprovals.companyId, companyId), eq(requestApprovals.id, id)));
}

/**
 * A new pending request: when one of the company's flows applies, its path is resolved and stored (the steps
 * frozen as they are now) and the state returned; null when none does — the default single step, nothing stored.
 */
export async function startRequestApproval(db: Db, companyId: string, requestId: string, facts: RequestFacts, at = new Date()): Promise<ApprovalState | null> {
  const flows = await flowsOf(db, companyId, facts.requestType);
  if (!flows.some((f) => f.active)) return null;
  const dir = await loadDirectory(db, companyId, at);
  const flow = matchFlow(flows, facts, dir);
  if (!flow) return null;
  const state = startApproval(flow, facts, dir, at.toISOString());
  await insertApproval(db, companyId, requestId, facts, state);
  return state;
}

/** Stores a request's newly started path. */
export async function insertApproval(db: Db, companyId: string, requestId: string, facts: RequestFacts, state: ApprovalState): Promise<void> {
  await db.insert(requestApprovals).values({ companyId, requestType: facts.requestType, requestId, requesterId: facts.requesterId, ...columnsOf(state) });
}
