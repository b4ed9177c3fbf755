/** What a flow can be attached to (issue 22 item 2): absence requests, workday corrections, error reviews, novelties. */
export const REQUEST_TYPES = ['absence', 'correction', 'review', 'novelty'] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];

/** Who decides a step: the person's unit manager, any holder of a role over the person's unit, or named users. */
export type ApproverRef =
  | { kind: 'unitManager' }
  | { kind: 'role'; role: string }
  | { kind: 'user'; userId: string };

/** any: the first decision decides the step; all: every approver must approve (one rejection rejects). */
export type StepRule = 'any' | 'all';

export interface FlowStep {
  name?: string;
  rule: StepRule;
  approvers: ApproverRef[];
}

/** A flow applies when every condition set holds; an empty object always holds. */
export interface FlowConditions {
  /** the request's reason (absence type) among these */
  typeIds?: string[];
  minDays?: number;
  maxDays?: number;
  /** the person's unit is one of these or below one of them */
  unitIds?: string[];
}

export interface Flow {
  id: string;
  name: string;
  requestType: RequestType;
  priority: number;
  active: boolean;
  conditions: FlowConditions;
  steps: FlowStep[];
  escalateAfterHours: number | null;
  version: number;
}

/** The facts of a request a flow is chosen and resolved on. */
export interface RequestFacts {
  requestType: RequestType;
  requesterId: string;
  unitId: string | null;
  typeId?: string | null;
  days?: number | null;
}

/** A dashboard user who may be an approver. `units`: their main and allowed units (each with the units below it). */
export interface Staff {
  id: string;
  role: string;
  units: string[];
}

/** What resolution reads of the company, loaded once per request (server) or built in memory (tests, bench). */
export interface Directory {
  /** unit id → parent unit id */
  parentOf: Map<string, string | null>;
  /** active dashboard users (not collaborators) */
  staff: Map<string, Staff>;
  /** people on an approved absence covering now */
  onLeave: Set<string>;
  /** approver → who decides for them while they are away */
  delegates: Map<string, string>;
}

/** One step of a request's path as resolved: who may decide it and how the list came to be. */
export interface ResolvedStep {
  name?: string;
  rule: StepRule;
  /** the step's definition, frozen with the request: a flow edited later does not change it */
  refs: ApproverRef[];
  approvers: string[];
  /** approvers on leave and who replaced them (null: skipped, no delegate) */
  substitutions: { for: string; by: string | null }[];
  /** nobody to decide it: the path moves past it */
  skipped: boolean;
  /** approvals given on an `all` step */
  approvedBy: string[];
  /** hours this step may stay pending before it escalates (the flow's setting when the request started) */
  escalateAfterHours: number | null;
  /** the step ran over its time and its escalation approvers were added */
  escalatedAt?: string;
  /** added when nobody else could decide the request: the company's administrators and owners */
  fallback?: boolean;
}

export type TrailKind = 'STARTED' | 'APPROVED' | 'REJECTED' | 'STEP_SKIPPED' | 'ESCALATED' | 'REASSIGNED' | 'FINISHED';

export interface TrailEntry {
  kind: TrailKind;
  step: number;
  at: string;
  by?: string | null;
  reason?: string | null;
  to?: string[];
}

export type ApprovalStatus = 'pending' | 'approved' | 'rejected' | 'cancelled';

/** Where a request is on its flow (a row of request_approvals). */
export interface ApprovalState {
  flowId: string | null;
  flowVersion: number | null;
  status: ApprovalStatus;
  currentStep: number;
  steps: ResolvedStep[];
  stepStartedAt: string;
  trail: TrailEntry[];
}
