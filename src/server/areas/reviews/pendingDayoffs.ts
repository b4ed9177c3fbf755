import { and, asc, count, eq, gte, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { branchOffices, users } from '../../db/schema';
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
      },
    },
  },
} as const;

/** PENDING requests of the company in the caller's units (the request's unit, as the dayoffs list scopes them). */
function scopeConditions(companyId: string, scope: Scope): SQL[] {
  const d = engineTableOf('dayoffs');
  const conds: SQL[] = [eq(d.companyId, companyId), eq(d.columns.status, 'PENDING')];
  if (scope) conds.push(scope.size ? inArray(d.columns.branch, [...scope]) : sql`false`);
  return conds;
}

/** How many PENDING requests the caller may decide: in their units, not their own (nobody decides their own). */
export async function countPendingDayoffs(db: Db, companyId: string, scope: Scope, selfId: string): Promise<number> {
  const d = engineTableOf('dayoffs');
  const [{ n }] = await db.select({ n: count() }).from(d.table).where(and(...scopeConditions(companyId, scope), ne(d.columns.userId, selfId)));
  return Number(n);
}

/**
 * One page of PENDING absence requests for the approvals inbox, oldest start first, each with its person, unit and
 * reason (title and colour), so the inbox needs no other call to show them.
 */
export async function listPendingDayoffs(db: Db, companyId: string, scope: Scope, body: PendingDayoffsBody) {
  const d = engineTableOf('dayoffs');
  const ty = engineTableOf('dayofftypes');
  const c = d.columns;
  const f = body.filters ?? {};
  if (f.date?.gte && f.date.lte && f.date.gte > f.date.lte) {
    throw new ApiError(400, 'DATE_RANGE_INVALID', { errors: [fieldError('filters.date.lte', 'DATE_RANGE_INVALID')] });
  }
  const where: SQL[] = [...scopeConditions(companyId, scope)];
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
    }).from(d.table)
      .innerJoin(users, eq(users.id, c.userId))
      .innerJoin(ty.table, eq(ty.id, c.typeId))
      .leftJoin(branchOffices, eq(branchOffices.id, c.branch))
      .where(and(...where))
      .orderBy(asc(c.from), asc(d.createdAt), asc(d.id))
      .limit(limit).offset(offset)
    : [];
  return {
    dayoffs: rows.map(({ firstName, lastName, createdAt, ...r }) => ({
      ...r,
      kind: 'dayoff' as const,
      userName: [firstName, lastName].filter(Boolean).join(' '),
      createdAt: new Date(createdAt as string | Date).toISOString(),
    })),
    count: total,
  };
}
