import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AuthContext, UserRow } from '../../auth/authContext';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { notFound } from '../../http/apiError';
import { isWithinScope } from '../admins/adminAccess';

type Scope = Set<string> | null;

/** Company and unit scope of collaborator queries: the same rule as the generic list (main branch in scope). */
export function collaboratorScopeConditions(auth: AuthContext, scope: Scope): SQL[] {
  const conds: SQL[] = [eq(users.companyId, auth.company.id)];
  if (scope) conds.push(scope.size ? inArray(users.mainBranch, [...scope]) : sql`false`);
  return conds;
}

/**
 * One collaborator (role `user`, active or not) the caller may act on, or 404 NOT_FOUND: another company's id, one
 * outside the caller's units and an administrator's id all look the same, so nothing leaks.
 */
export async function findCollaborator(db: Db, auth: AuthContext, scope: Scope, id: string, opts: { forUpdate?: boolean } = {}): Promise<UserRow> {
  const query = db.select().from(users).where(and(eq(users.id, id), eq(users.role, 'user'), ...collaboratorScopeConditions(auth, scope))).limit(1);
  const [row] = opts.forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

/**
 * Any user of the company the caller may act on: a collaborator by its main branch, a dashboard user (administrator,
 * manager…) only when wholly inside the caller's units, as the administrators' endpoints decide.
 */
export async function findCompanyUser(db: Db, auth: AuthContext, scope: Scope, id: string, opts: { forUpdate?: boolean } = {}): Promise<UserRow> {
  const query = db.select().from(users).where(and(eq(users.id, id), eq(users.companyId, auth.company.id))).limit(1);
  const [row] = opts.forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound();
  const visible = row.role === 'user' ? !scope || (!!row.mainBranch && scope.has(row.mainBranch)) : isWithinScope(row, scope);
  if (!visible) throw notFound();
  return row;
}
