import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { conditionsHold, parseFlowConditions, parseFlowSteps, startApproval, type Flow, type RequestType } from '../../../shared/approvalFlows';
import { requireAuth, type AuthContext } from '../../auth/authContext';
import { writeAudit } from '../../audit/auditLog';
import { approvalFlows, users } from '../../db/schema';
import { notFound } from '../../http/apiError';
import { describePath } from './describe';
import { checkFlow } from './flowChecks';
import { FLOW_CREATE_BODY, FLOW_ID_PARAMS, FLOW_UPDATE_BODY, PREVIEW_BODY, type FlowBody, type PreviewBody } from './flowSchemas';
import { flowById, flowsOf, toFlow } from './flowStore';
import { loadDirectory } from './loadDirectory';

const tags = ['approval-flows'];
const ENTITY = 'approval_flows';

/** The stored columns of a body (only the fields sent, on update), read the way the resolution reads them. */
function columnsOf(body: FlowBody) {
  return {
    ...(body.name !== undefined && { name: body.name.trim() }),
    ...(body.requestType !== undefined && { requestType: body.requestType }),
    ...(body.priority !== undefined && { priority: body.priority }),
    ...(body.active !== undefined && { active: body.active }),
    ...(body.conditions !== undefined && { conditions: parseFlowConditions(body.conditions) as Record<string, unknown> }),
    ...(body.steps !== undefined && { steps: parseFlowSteps(body.steps) as unknown as Record<string, unknown>[] }),
    ...(body.escalateAfterHours !== undefined && { escalateAfterHours: body.escalateAfterHours }),
  };
}

async function previewOf(api: FastifyInstance, auth: AuthContext, flow: Flow, body: PreviewBody) {
  const companyId = auth.company.id;
  const [person] = await api.db.select({ id: users.id, mainBranch: users.mainBranch }).from(users).where(and(eq(users.companyId, companyId), eq(users.id, body.userId)));
  if (!person) throw notFound();
  const now = new Date();
  const dir = await loadDirectory(api.db, companyId, now);
  const facts = { requestType: flow.requestType, requesterId: person.id, unitId: person.mainBranch, typeId: body.typeId ?? null, days: body.days ?? 1 };
  const state = startApproval(flow, facts, dir, now.toISOString());
  return { matches: conditionsHold(flow.conditions, facts, dir), ...(await describePath(api.db, companyId, state)) };
}

/**
 * The company's approval flows (docs/api/approval-flows.md): list, one, create, update (the version goes up;
 * requests already on the flow keep the steps they started with), delete, and a preview of who would approve a
 * sample request. Module `approval-flows`: administrators write, managers and viewers read.
 */
export function registerFlowRoutes(api: FastifyInstance): void {
  api.get<{ Querystring: { requestType?: RequestType } }>('/approvalFlows', {
    config: { module: 'approval-flows', action: 'GET' },
    schema: {
      tags, summary: "The company's approval flows in the order they are tried: { data: { flows, count } }",
      querystring: { type: 'object', additionalProperties: false, properties: { requestType: FLOW_CREATE_BODY.properties.requestType } },
    },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const flows = await flowsOf(api.db, auth.company.id, request.query.requestType);
    return { data: { flows, count: flows.length } };
  });

  api.get<{ Params: { id: string } }>('/approvalFlows/:id', {
    config: { module: 'approval-flows', action: 'GET' },
    schema: { tags, summary: 'One approval flow: { data: flow } (404 outside the company)', params: FLOW_ID_PARAMS },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const flow = await flowById(api.db, auth.company.id, request.params.id);
    if (!flow) throw notFound();
    return { data: flow };
  });

  api.post<{ Body: FlowBody }>('/approvalFlows', {
    config: { module: 'approval-flows', action: 'POST' },
    schema: {
      tags, summary: 'Create an approval flow: 201 { data: flow }',
      description: 'Body `{ name, requestType: absence|correction|review|novelty, priority? (lower first), active?, conditions?: { typeIds?, unitIds?, minDays?, maxDays? }, steps: [{ name?, rule: any|all, approvers: [{ kind: unitManager } | { kind: role, role } | { kind: user, userId }] }], escalateAfterHours? }`. A named user not an active dashboard user of the company, an unknown unit or minDays > maxDays: 400 VALIDATION_ERROR with APPROVAL_FLOW_INVALID on the field.',
      body: FLOW_CREATE_BODY,
    },
  }, async (request, reply) => {
    const auth = requireAuth(request.auth);
    const cols = columnsOf(request.body);
    await checkFlow(api.db, auth.company.id, cols.steps ? parseFlowSteps(cols.steps) : undefined, cols.conditions);
    const created = await api.db.transaction(async (tx) => {
      const [row] = await tx.insert(approvalFlows).values({ companyId: auth.company.id, name: cols.name ?? '', requestType: cols.requestType ?? 'absence', ...cols }).returning();
      await writeAudit(tx, auth, { entity: ENTITY, entityId: row.id, action: 'create', changes: { flow: { from: null, to: toFlow(row) } } });
      return toFlow(row);
    });
    return reply.code(201).send({ data: created });
  });

  api.patch<{ Params: { id: string }; Body: FlowBody }>('/approvalFlows/:id', {
    config: { module: 'approval-flows', action: 'PATCH' },
    schema: {
      tags, summary: 'Change an approval flow (the fields sent): { data: flow } with its version + 1',
      description: 'Requests already on the flow keep the steps they started with; new requests follow the new version.',
      params: FLOW_ID_PARAMS, body: FLOW_UPDATE_BODY,
    },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const cols = columnsOf(request.body);
    const before = await flowById(api.db, auth.company.id, request.params.id);
    if (!before) throw notFound();
    await checkFlow(api.db, auth.company.id, cols.steps ? parseFlowSteps(cols.steps) : undefined, { ...before.conditions, ...(cols.conditions ?? {}) });
    return { data: await api.db.transaction(async (tx) => {
      const [row] = await tx.update(approvalFlows).set({ ...cols, version: before.version + 1, updatedAt: new Date() })
        .where(and(eq(approvalFlows.companyId, auth.company.id), eq(approvalFlows.id, before.id))).returning();
      const after = toFlow(row);
      await writeAudit(tx, auth, { entity: ENTITY, entityId: row.id, action: 'update', changes: { flow: { from: before, to: after } } });
      return after;
    }) };
  });

  api.delete<{ Params: { id: string } }>('/approvalFlows/:id', {
    config: { module: 'approval-flows', action: 'DELETE' },
    schema: { tags, summary: 'Delete an approval flow: { data: { id } } (requests on it finish their path)', params: FLOW_ID_PARAMS },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const before = await flowById(api.db, auth.company.id, request.params.id);
    if (!before) throw notFound();
    await api.db.transaction(async (tx) => {
      await tx.delete(approvalFlows).where(and(eq(approvalFlows.companyId, auth.company.id), eq(approvalFlows.id, before.id)));
      await writeAudit(tx, auth, { entity: ENTITY, entityId: before.id, action: 'delete', changes: { flow: { from: before, to: null } } });
    });
    return { data: { id: before.id } };
  });

  api.post<{ Params: { id: string }; Body: PreviewBody }>('/approvalFlows/:id/preview', {
    config: { module: 'approval-flows', action: 'GET' },
    schema: {
      tags, summary: 'Who would approve a sample request on this flow: { data: { matches, steps: [{ name?, rule, state, approvers: [{ id, name, role }], substitutions }], currentStep } }',
      description: 'Body `{ userId (the person asking), days?, typeId?, draft?: { conditions?, steps, escalateAfterHours? } }`: `draft` previews the flow as edited, before saving. `matches`: whether the flow\'s conditions hold for the sample. Leave and delegates of today apply. Writes nothing.',
      params: FLOW_ID_PARAMS, body: PREVIEW_BODY,
    },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const stored = await flowById(api.db, auth.company.id, request.params.id);
    if (!stored) throw notFound();
    const draft = request.body.draft;
    const flow = draft ? { ...stored, conditions: parseFlowConditions(draft.conditions), steps: parseFlowSteps(draft.steps), escalateAfterHours: draft.escalateAfterHours ?? null } : stored;
    return { data: await previewOf(api, auth, flow, request.body) };
  });

  api.post<{ Body: PreviewBody & { requestType?: RequestType } }>('/approvalFlows/preview', {
    config: { module: 'approval-flows', action: 'GET' },
    schema: {
      tags, summary: 'Who would approve a sample request on a flow not saved yet (body `draft` required): same answer as /approvalFlows/{id}/preview',
      body: { ...PREVIEW_BODY, required: ['userId', 'draft'], properties: { ...PREVIEW_BODY.properties, requestType: FLOW_CREATE_BODY.properties.requestType } },
    },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const draft = request.body.draft ?? { steps: [] };
    const flow: Flow = {
      id: 'draft', name: '', requestType: request.body.requestType ?? 'absence', priority: 0, active: true, version: 0,
      conditions: parseFlowConditions(draft.conditions), steps: parseFlowSteps(draft.steps), escalateAfterHours: draft.escalateAfterHours ?? null,
    };
    return { data: await previewOf(api, auth, flow, request.body) };
  });
}
