import { and, asc, count, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { NormalizedListQuery } from '../../engine/listQuery';
import { fieldError, validationError } from '../../http/apiError';
import { adminScopeCondition, type Scope } from './adminAccess';

/** Sortable columns of the table (text compared case-insensitively, as people read names). */
const SORTS: Record<string, SQL | AnyPgColumn> = {
  firstName: sql`lower(${users.firstName})`,
  lastName: sql`lower(${users.lastName})`,
  username: sql`lower(${users.username})`,
  email: sql`lower(${users.email})`,
  role: users.role,
  createdAt: users.createdAt,
};

const likeText = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Condition of the administrators table: dashboard users (every role but `user`) of the company who are active
 * (an offboarded person cannot log in and is managed from the dismissed list), within the caller's units.
 */
export function adminRowsCondition(companyId: string, scope: Scope): SQL {
  return and(eq(users.companyId, companyId), ne(users.role, 'user'), eq(users.active, true), adminScopeCondition(scope)) as SQL;
}

/**
 * GET /users/admin/getAdminTable, paged on the server like every other list (`skip`, `limit`, `sort`, `q` over names,
 * username, email and document, `filters.role`): a company may have hundreds of managers, and the table stays
 * one request per page whatever its size.
 */
export async function adminTablePage(db: Db, companyId: string, scope: Scope, query: NormalizedListQuery) {
  const unknownFilters = Object.keys(query.filters).filter((f) => f !== 'role');
  const unknownSorts = query.sort.filter((s) => !SORTS[s.field]);
  if (unknownFilters.length || unknownSorts.length) {
    throw validationError([...unknownFilters.map((f) => fieldError(`filters.${f}`, 'additionalProperties')), ...unknownSorts.map((s) => fieldError('sort', s.field))]);
  }
  const role = query.filters.role;
  if (role !== undefined && typeof role !== 'string') throw validationError([fieldError('filters.role', 'type')]);

  const conditions: (SQL | undefined)[] = [adminRowsCondition(companyId, scope)];
  if (role) conditions.push(eq(users.role, role));
  if (query.q) {
    const like = likeText(query.q);
    conditions.push(or(
      ilike(users.firstName, like), ilike(users.lastName, like), ilike(users.username, like), ilike(users.email, like),
      ilike(users.numberOfDocument, like), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like),
    ));
  }
  const where = and(...conditions);
  const order = query.sort.length
    ? query.sort.map((s) => (s.order === 'desc' ? desc(SORTS[s.field]) : asc(SORTS[s.field])))
    : [asc(SORTS.lastName), asc(SORTS.firstName)];
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(users).where(where).orderBy(...order, asc(users.id)).limit(query.limit).offset(query.skip),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, count: Number(total) };
}
