import { and, asc, count, eq, gte, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { branchOffices, requestApprovals, users } from '../../db/schema';
import { engineTableOf } from '../../engine/tables';
import { everyWordMatches } from '../../engine/wordSearch';
import { ApiError, fieldError } from '../../http/apiError';
import { unitsAndBelow } from '../../permissions/unitScope';

type Scope = Set<string> | null;

export interface PendingDayoffFilters {
  branch?: string;
  typeId?: string;
  /** requests overlapping [gte, lte] */
  date?: { gte?: string; lte?: string };
  q?: string;
  /** administrators and owners: also the requests on an approval flow whose current step is someone else's */
  allSteps?: boolean;
}

export interface PendingDayoffsBody {
  limit?: number;
  offset?: number;
  filters?: PendingDayoffFilters;
}

const UUID = { type: 'string', format: 'uuid' } as const;
const DATE = { type: 'string', format: 'date' } as const;

export const PENDING_DAYOFFS_BODY = {
  type: 'object',
  additionalProperties: false,
  properties: {
    limit: { type: 'integer', minimum: 1, maximum: 200 },
    offset: { type: 'integer', minimum: 0 },
    filters: {
      type: 'object',
      additionalProperties: false,
      properties: {
        branch: UUID,
        typeId: UUID,
        date: { type: 'object', additionalProperties: false, properties: { gte: DATE, lte: DATE } },
        q: { type: 'string', maxLength: 200 },
        allSteps: { type: 'boolean' },
      },
    },
  },
} as const;

/** Who looks at the inbox: a request on an approval flow is theirs only while they are at its current step. */
export interface InboxViewer {
  id: string;
  /** see every request of their units whatever its step (administrators' filter) */
  allSteps?: boolean;
}

/** The request is on an approval flow still pending; `mine`: with the viewer among its current step's approvers. */
function onFlow(d: ReturnType<typeof engineTableOf>, viewerId: string | null): SQL {
  const ra = requestApprovals;
  return sql`exists (select 1 from ${ra} where ${ra.companyId} = ${d.companyId} and ${ra.requestType} = 'absence' and ${ra.requestId} = ${d.id} and ${ra.status} = 'pending'${viewerId ? sql` and ${ra.currentApprovers} @> ${JSON.stringify([viewerId])}::jsonb` : sql``})`;
}

/**
 * PENDING requests of the company the viewer may decide: those in their units (the request's unit, as the dayoffs
 * list scopes them) that follow the default single step, and those on an approval flow whose current step names
 * them — wherever their unit. `allSteps` keeps every request of their units (administrators' view of all steps).
 */
function scopeConditions(companyId: string, scope: Scope, viewer: InboxViewer): SQL[] {
  const d = engineTableOf('dayoffs');
  const conds: SQL[] = [eq(d.companyId, companyId), eq(d.columns.status, 'PENDING')];
  const inScope = scope ? (scope.size ? inArray(d.columns.branch, [...scope]) : sql`false`) : sql`true`;
  conds.push(viewer.allSteps ? inScope : sql`((${inScope} and not ${onFlow(d, null)}) or ${onFlow(d, viewer.id)})`);
  return conds;
}

/** How many PENDING requests the caller may decide: in their units, not their own (nobody decides their own). */
export async function countPendingDayoffs(db: Db, companyId: string, scope: Scope, selfId: string): Promise<number> {
  const d = engineTableOf('dayoffs');
  const [{ n }] = await db.select({ n: count() }).from(d.table).where(and(...scopeConditions(companyId, scope, { id: selfId }), ne(d.columns.userId, selfId)));
  return Number(n);
}

/**
 * One page of PENDING absence requests for the approvals inbox, oldest start first, each with its person, unit and
 * reason (title and colour), so the inbox needs no other call to show them.
 */
export async function listPendingDayoffs(db: Db, companyId: string, scope: Scope, body: PendingDayoffsBody, viewer: InboxViewer) {
  const d = engineTableOf('dayoffs');
  const ty = engineTableOf('dayofftypes');
  const c = d.columns;
  const f = body.filters ?? {};
  if (f.date?.gte && f.date.lte && f.date.gte > f.date.lte) {
    throw new ApiError(400, 'DATE_RANGE_INVALID', { errors: [fieldError('filters.date.lte', 'DATE_RANGE_INVALID')] });
  }
  const where: SQL[] = [...scopeConditions(companyId, scope, { id: viewer.id, allSteps: Boolean(f.allSteps && viewer.allSteps) })];
  if (f.typeId) where.push(eq(c.typeId, f.typeId));
  if (f.branch) {
    const units = await unitsAndBelow(db, companyId, [f.branch]);
    where.push(units.size ? inArray(c.branch, [...units]) : sql`false`);
  }
  if (f.date?.gte) where.push(gte(c.to, f.date.gte));
  if (f.date?.lte) where.push(lte(c.from, f.date.lte));
  where.push(...everyWordMatches(f.q, [sql`${users.firstName}`, sql`${users.lastName}`, sql`${users.numberOfDocument}`]));

  const [{ n }] = await db.select({ n: count() }).from(d.table).innerJoin(users, eq(users.id, c.userId)).where(and(...where));
  const total = Number(n);
  const limit = body.limit ?? 50;
  const offset = body.offset ?? 0;
  const rows = total > offset
    ? await db.select({
      id: d.id, userId: c.userId, firstName: users.firstName, lastName: users.lastName,
      branchId: c.branch, branchName: branchOffices.name,
      typeId: c.typeId, typeTitle: ty.columns.title, color: ty.columns.color,
      from: c.from, to: c.to, partial: c.partial, days: c.days, comment: c.comment, createdAt: d.createdAt,
      approvalStep: requestApprovals.currentStep, approvalSteps: sql<number | null>`jsonb_array_length(${requestApprovals.steps})`,
      approvalStatus: requestApprovals.status, approvers: requestApprovals.currentApprovers,
    }).from(d.table)
      .innerJoin(users, eq(users.id, c.userId))
      .innerJoin(ty.table, eq(ty.id, c.typeId))
      .leftJoin(branchOffices, eq(branchOffices.id, c.branch))
      .leftJoin(requestApprovals, and(eq(requestApprovals.companyId, d.companyId), eq(requestApprovals.requestType, 'absence'), eq(requestApprovals.requestId, d.id)))
      .where(and(...where))
      .orderBy(asc(c.from), asc(d.createdAt), asc(d.id))
      .limit(limit).offset(offset)
    : [];
  return {
    dayoffs: rows.map(({ firstName, lastName, createdAt, approvalStep, approvalSteps, approvalStatus, approvers, ...r }) => ({
      ...r,
      // where the request is on its approval flow (null: the default single step)
      approval: approvalStatus ? { step: approvalStep ?? 0, steps: Number(approvalSteps ?? 0), approvers: approvers ?? [] } : null,
      kind: 'dayoff' as const,
      userName: [firstName, lastName].filter(Boolean).join(' '),
      createdAt: new Date(createdAt as string | Date).toISOString(),
    })),
    count: total,
  };
}
