import type { Flow, RequestType } from '../../shared/approvalFlows/types';
import { request } from '../providers/http';

export type { ApproverRef, FlowConditions, FlowStep, RequestType } from '../../shared/approvalFlows/types';

/** A flow as the API answers it: the rules the server resolves requests by, and when it last changed. */
export interface ApprovalFlow extends Flow {
  updatedAt: string;
}

export type FlowInput = Omit<ApprovalFlow, 'id' | 'version' | 'updatedAt'>;

export interface Person { id: string; name: string; role: string }
export interface PathStep {
  name?: string;
  rule: 'any' | 'all';
  state: 'done' | 'current' | 'upcoming' | 'skipped';
  approvers: Person[];
  approvedBy: Person[];
  substitutions: { for: Person; by: Person | null }[];
  fallback: boolean;
  escalatedAt: string | null;
}
export interface TrailEntry { kind: string; step: number; at: string; by: Person | null; reason?: string | null; to?: Person[] }
export interface ApprovalPath { onFlow?: boolean; matches?: boolean; status: string; currentStep: number; steps: PathStep[]; trail: TrailEntry[] }

export interface Delegation { user: Person; delegate: Person }

export interface Sample { userId: string; days?: number; typeId?: string }

/** The calls of docs/api/approval-flows.md. */
export const approvalFlowsApi = {
  list: (signal?: AbortSignal) => request<{ flows: ApprovalFlow[]; count: number }>('/approvalFlows', { signal }),
  one: (id: string, signal?: AbortSignal) => request<ApprovalFlow>(`/approvalFlows/${encodeURIComponent(id)}`, { signal }),
  create: (body: FlowInput) => request<ApprovalFlow>('/approvalFlows', { method: 'POST', body }),
  update: (id: string, body: Partial<FlowInput>) => request<ApprovalFlow>(`/approvalFlows/${encodeURIComponent(id)}`, { method: 'PATCH', body }),
  remove: (id: string) => request<{ id: string }>(`/approvalFlows/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  preview: (draft: FlowInput, sample: Sample) =>
    request<ApprovalPath>('/approvalFlows/preview', { method: 'POST', body: { ...sample, requestType: draft.requestType, draft: { conditions: draft.conditions, steps: draft.steps, escalateAfterHours: draft.escalateAfterHours } } }),
  path: (requestType: RequestType, id: string, signal?: AbortSignal) => request<ApprovalPath>(`/approvals/${requestType}/${encodeURIComponent(id)}`, { signal }),
  /** who may be an approver or a delegate: the company's active dashboard users who may decide, whatever the caller's units */
  delegatablePeople: (signal?: AbortSignal) => request<{ people: Person[]; count: number }>('/approvalDelegates/people', { signal }),
  delegates: (signal?: AbortSignal) => request<{ delegates: Delegation[] }>('/approvalDelegates', { signal }),
  setDelegate: (userId: string, delegateId: string) => request<{ userId: string; delegateId: string }>(`/approvalDelegates/${encodeURIComponent(userId)}`, { method: 'PUT', body: { delegateId } }),
  removeDelegate: (userId: string) => request<{ userId: string }>(`/approvalDelegates/${encodeURIComponent(userId)}`, { method: 'DELETE' }),
};
