import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { computeLedger } from '../../../shared/absences';
import { requireAuth, type AuthContext } from '../../auth/authContext';
import { writeAudit } from '../../audit/auditLog';
import type { Db } from '../../db/client';
import { users, vacationAdjustments } from '../../db/schema';
import type { Engine } from '../../engine/engine';
import { ID_PARAMS } from '../../engine/resourceRoutes';
import { forbidden, notFound } from '../../http/apiError';
import { unitScopeOf } from '../../permissions/unitScope';
import { companyBalances } from './companyBalances';
import { ledgerInputOf, personVacation } from './vacationFacts';

const tags = ['vacation'];
const UUID = { type: 'string', format: 'uuid' } as const;
const DATE = { type: 'string', format: 'date' } as const;

/** Most people one assignment call takes. */
export const ASSIGN_BULK_MAX = 1000;

const USER_IDS_BODY = {
  type: 'object', additionalProperties: false, required: ['userIds'],
  properties: { userIds: { type: 'array', minItems: 1, maxItems: ASSIGN_BULK_MAX, uniqueItems: true, items: UUID } },
} as const;

const ADJUSTMENT_BODY = {
  type: 'object', additionalProperties: false, required: ['userId', 'date', 'days', 'note'],
  properties: {
    userId: UUID,
    date: DATE,
    days: { type: 'number', minimum: -366, maximum: 366, multipleOf: 0.01, not: { const: 0 } },
    note: { type: 'string', minLength: 1, maxLength: 300 },
  },
} as const;

type Scope = Set<string> | null;

/**
 * The people among `userIds` of the caller's company, each inside the caller's units: another company's id is 404
 * (it does not exist for the caller), one outside the units 403.
 */
async function peopleInScope(db: Db, auth: AuthContext, scope: Scope, userIds: string[]): Promise<string[]> {
  const rows = await db.select({ id: users.id, mainBranch: users.mainBranch }).from(users)
    .where(and(eq(users.companyId, auth.company.id), inArray(users.id, userIds)));
  if (rows.length !== userIds.length) throw notFound();
  if (scope && rows.some((r) => !r.mainBranch || !scope.has(r.mainBranch))) throw forbidden();
  return rows.map((r) => r.id);
}

/**
 * Vacation of the people: which matrix each follows (assigned one by one or in bulk), the balance as a ledger that
 * explains itself line by line (GET /vacation/balance/:userId, `asOf` in the future = "what if"), and manual
 * adjustments with their note. Matrices themselves are the engine resource `vacationmatrices`.
 */
export function registerVacationRoutes(api: FastifyInstance, engine: Engine): void {
  const matrices = engine.service('vacationmatrices');

  const setMatrix = async (auth: AuthContext, userIds: string[], matrixId: string | null) => {
    const scope = await unitScopeOf(api.db, auth);
    return api.db.transaction(async (tx) => {
      const ids = await peopleInScope(tx, auth, scope, userIds);
      const before = await tx.select({ id: users.id, matrixId: users.vacationMatrixId }).from(users).where(inArray(users.id, ids)).for('update');
      const changed = before.filter((b) => b.matrixId !== matrixId);
      if (changed.length) {
        await tx.update(users).set({ vacationMatrixId: matrixId, updatedAt: new Date() }).where(and(eq(users.companyId, auth.company.id), inArray(users.id, changed.map((c) => c.id))));
      }
      for (const c of changed) {
        await writeAudit(tx, auth, { entity: 'users', entityId: c.id, action: 'update', changes: { vacationMatrixId: { from: c.matrixId, to: matrixId } } });
      }
      return { updated: changed.length, unchanged: ids.length - changed.length };
    });
  };

  api.post<{ Params: { id: string }; Body: { userIds: string[] } }>('/vacation-matrices/:id/assign', {
    config: { module: 'dayoffs-templates', action: 'PATCH' },
    schema: {
      tags, summary: 'Assign a vacation matrix to collaborators: { data: { updated, unchanged } }',
      description: `Body \`{ userIds: [1..${ASSIGN_BULK_MAX}] }\`. A person follows one matrix: this replaces the one they had. Another company's matrix or person: 404; a person outside the caller's units: 403 (nothing is changed).`,
      params: ID_PARAMS, body: USER_IDS_BODY,
    },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    await matrices.one(auth, null, request.params.id);
    return { data: await setMatrix(auth, request.body.userIds, request.params.id) };
  });

  api.post<{ Body: { userIds: string[] } }>('/vacation-matrices/unassign', {
    config: { module: 'dayoffs-templates', action: 'PATCH' },
    schema: { tags, summary: 'Leave collaborators without a vacation matrix: { data: { updated, unchanged } }', body: USER_IDS_BODY },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    return { data: await setMatrix(auth, request.body.userIds, null) };
  });

  api.get<{ Params: { userId: string }; Querystring: { asOf?: string } }>('/vacation/balance/:userId', {
    config: { module: 'dayoffs', action: 'GET' },
    schema: {
      tags,
      summary: 'A person\'s vacation balance as a ledger: { data: { userId, matrix, ingressDate, today, asOf, missing, totals, cycles, entries } }',
      description: 'Derived on every read from the matrix, the ingress date, the vacation requests (approved: used on their first date; pending: reserved) and the adjustments. `asOf` (default today where the person works) after today answers "what if": entries after today are `projected`. Without a matrix or an ingress date `missing` names the code (USER_WITHOUT_VACATION_MATRIX, USER_WITHOUT_INGRESS_DATE) and the ledger parts are null.',
      params: { type: 'object', required: ['userId'], properties: { userId: UUID } },
      querystring: { type: 'object', additionalProperties: false, properties: { asOf: DATE } },
    },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const { userId } = request.params;
    await peopleInScope(api.db, auth, await unitScopeOf(api.db, auth), [userId]);
    const v = await personVacation(api.db, auth, userId);
    if (!v) throw notFound();
    const asOf = request.query.asOf ?? v.today;
    const base = { userId, matrix: v.matrix, ingressDate: v.ingressDate, today: v.today, asOf, adjustments: v.adjustments };
    if (!v.matrix || !v.ingressDate) {
      return { data: { ...base, missing: v.matrix ? 'USER_WITHOUT_INGRESS_DATE' : 'USER_WITHOUT_VACATION_MATRIX', totals: null, cycles: null, entries: null } };
    }
    const ledger = computeLedger(await ledgerInputOf(api.db, auth, { ...v, matrix: v.matrix, ingressDate: v.ingressDate }, asOf));
    return { data: { ...base, missing: null, ...ledger } };
  });

  api.post<{ Body: { userIds: string[]; asOf?: string } }>('/vacation/balances/getFiltered', {
    config: { module: 'dayoffs', action: 'GET' },
    schema: {
      tags,
      summary: 'The balances of several people at once: { data: { balances: [{ userId, matrixId, totals }] } }',
      description: `Body \`{ userIds: [1..500], asOf? }\`; people without a matrix or an ingress date are left out. Same totals as GET /vacation/balance/:userId (EVERY_20_WORKED_DAYS counts Monday–Friday as worked here). Outside the caller's units: 403; another company's: 404.`,
      body: {
        type: 'object', additionalProperties: false, required: ['userIds'],
        properties: { userIds: { type: 'array', minItems: 1, maxItems: 500, uniqueItems: true, items: UUID }, asOf: DATE },
      },
    },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const userIds = await peopleInScope(api.db, auth, await unitScopeOf(api.db, auth), request.body.userIds);
    return { data: { balances: await companyBalances(api.db, auth.company.id, { userIds, asOf: request.body.asOf }) } };
  });

  api.post<{ Body: { userId: string; date: string; days: number; note: string } }>('/vacation/adjustments', {
    config: { module: 'dayoffs-templates', action: 'POST' },
    schema: {
      tags, summary: 'Correct a person\'s vacation balance by signed days on a date, with a note: { data: adjustment }',
      description: 'A positive adjustment belongs to the cycle of its date and expires with it; a negative one draws like a use. Audited.',
      body: ADJUSTMENT_BODY,
    },
  }, async (request, reply) => {
    const auth = requireAuth(request.auth);
    const body = request.body;
    await peopleInScope(api.db, auth, await unitScopeOf(api.db, auth), [body.userId]);
    const created = await api.db.transaction(async (tx) => {
      const [row] = await tx.insert(vacationAdjustments).values({ companyId: auth.company.id, userId: body.userId, date: body.date, days: body.days, note: body.note.trim(), createdBy: auth.user.id }).returning();
      await writeAudit(tx, auth, { entity: 'vacationAdjustments', entityId: row.id, action: 'create', changes: { userId: body.userId, date: body.date, days: body.days, note: row.note } });
      return row;
    });
    return reply.code(201).send({ data: { ...created, date: String(created.date), createdAt: created.createdAt.toISOString() } });
  });

  api.delete<{ Params: { id: string } }>('/vacation/adjustments/:id', {
    config: { module: 'dayoffs-templates', action: 'DELETE' },
    schema: { tags, summary: 'Remove an adjustment: { data: { id } }', params: ID_PARAMS },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const scope = await unitScopeOf(api.db, auth);
    await api.db.transaction(async (tx) => {
      const [row] = await tx.select().from(vacationAdjustments)
        .where(and(eq(vacationAdjustments.id, request.params.id), eq(vacationAdjustments.companyId, auth.company.id))).for('update');
      if (!row) throw notFound();
      await peopleInScope(tx, auth, scope, [row.userId]);
      await tx.delete(vacationAdjustments).where(eq(vacationAdjustments.id, row.id));
      await writeAudit(tx, auth, { entity: 'vacationAdjustments', entityId: row.id, action: 'delete', changes: { userId: row.userId, date: String(row.date), days: row.days, note: row.note } });
    });
    return { data: { id: request.params.id } };
  });
}
