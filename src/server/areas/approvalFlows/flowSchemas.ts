import { REQUEST_TYPES } from '../../../shared/approvalFlows';

const UUID = { type: 'string', format: 'uuid' } as const;

const APPROVER = {
  type: 'object',
  additionalProperties: false,
  required: ['kind'],
  properties: {
    kind: { type: 'string', enum: ['unitManager', 'role', 'user'] },
    role: { type: 'string', minLength: 1, maxLength: 80 },
    userId: UUID,
  },
} as const;

export const STEP = {
  type: 'object',
  additionalProperties: false,
  required: ['rule', 'approvers'],
  properties: {
    name: { type: 'string', maxLength: 120 },
    rule: { type: 'string', enum: ['any', 'all'] },
    approvers: { type: 'array', minItems: 1, maxItems: 50, items: APPROVER },
  },
} as const;

export const CONDITIONS = {
  type: 'object',
  additionalProperties: false,
  properties: {
    typeIds: { type: 'array', maxItems: 200, items: UUID },
    unitIds: { type: 'array', maxItems: 500, items: UUID },
    minDays: { type: 'number', minimum: 0, maximum: 3650 },
    maxDays: { type: 'number', minimum: 0, maximum: 3650 },
  },
} as const;

const FLOW_PROPERTIES = {
  name: { type: 'string', minLength: 1, maxLength: 120 },
  requestType: { type: 'string', enum: [...REQUEST_TYPES] },
  priority: { type: 'integer', minimum: -1000, maximum: 1000 },
  active: { type: 'boolean' },
  conditions: CONDITIONS,
  steps: { type: 'array', minItems: 1, maxItems: 20, items: STEP },
  escalateAfterHours: { type: ['integer', 'null'], minimum: 1, maximum: 2160 },
} as const;

export const FLOW_CREATE_BODY = { type: 'object', additionalProperties: false, required: ['name', 'requestType', 'steps'], properties: FLOW_PROPERTIES } as const;
export const FLOW_UPDATE_BODY = { type: 'object', additionalProperties: false, minProperties: 1, properties: FLOW_PROPERTIES } as const;

/** A sample request: whose, how many days, which reason. */
export const SAMPLE = {
  type: 'object',
  additionalProperties: false,
  required: ['userId'],
  properties: { userId: UUID, days: { type: 'number', minimum: 0, maximum: 3650 }, typeId: UUID },
} as const;

export const PREVIEW_BODY = {
  type: 'object',
  additionalProperties: false,
  required: ['userId'],
  properties: {
    ...SAMPLE.properties,
    /** the flow as edited on screen, not yet saved (default: the stored one) */
    draft: { type: 'object', additionalProperties: false, required: ['steps'], properties: { conditions: CONDITIONS, steps: FLOW_PROPERTIES.steps, escalateAfterHours: FLOW_PROPERTIES.escalateAfterHours } },
  },
} as const;

export const DELEGATE_BODY = { type: 'object', additionalProperties: false, required: ['delegateId'], properties: { delegateId: UUID } } as const;

export const FLOW_ID_PARAMS = { type: 'object', additionalProperties: false, required: ['id'], properties: { id: UUID } } as const;
export const USER_ID_PARAMS = { type: 'object', additionalProperties: false, required: ['userId'], properties: { userId: UUID } } as const;
export const PATH_PARAMS = {
  type: 'object', additionalProperties: false, required: ['requestType', 'requestId'],
  properties: { requestType: { type: 'string', enum: [...REQUEST_TYPES] }, requestId: UUID },
} as const;

export interface FlowBody {
  name?: string;
  requestType?: string;
  priority?: number;
  active?: boolean;
  conditions?: Record<string, unknown>;
  steps?: Record<string, unknown>[];
  escalateAfterHours?: number | null;
}

export interface PreviewBody {
  userId: string;
  days?: number;
  typeId?: string;
  draft?: { conditions?: Record<string, unknown>; steps: Record<string, unknown>[]; escalateAfterHours?: number | null };
}
