import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyRoles, users } from '../../db/schema';
import { notFound } from '../../http/apiError';
import { normalizePermissions } from '../../permissions/companyPolicy';
import type { Permission, PolicyEnforcer } from '../../permissions/enforcer';
import { customRoleKey } from '../../../shared/roles';
import { BUILT_IN_ROLE_KEYS, isBuiltInRoleKey, type BuiltInRoleKey } from './builtInRoles';

export type CompanyRoleRow = typeof companyRoles.$inferSelect;

/** A role as the API answers it. Built-in roles have their key as id and name (the browser shows their label). */
export interface RoleView {
  id: string;
  key: string;
  name: string;
  description: string | null;
  builtIn: boolean;
  permissions: Permission[];
  usersCount: number;
  createdAt: Date | null;
  updatedAt: Date | null;
}

/** Users of the company per role key (active or not: an inactive holder would come back with the role). */
export async function usersPerRole(db: Db, companyId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ role: users.role, count: sql<number>`count(*)`.mapWith(Number) })
    .from(users)
    .where(eq(users.companyId, companyId))
    .groupBy(users.role);
  return new Map(rows.map((r) => [r.role, r.count]));
}

export function builtInView(enforcer: PolicyEnforcer, companyId: string, key: BuiltInRoleKey, usersCount: number): RoleView {
  return {
    id: key, key, name: key, description: null, builtIn: true,
    permissions: enforcer.permissionsOf(key, companyId), usersCount, createdAt: null, updatedAt: null,
  };
}

export function companyRoleView(row: CompanyRoleRow, usersCount: number): RoleView {
  return {
    id: row.id, key: customRoleKey(row.id), name: row.name, description: row.description ?? null, builtIn: false,
    permissions: normalizePermissions(row.permissions), usersCount, createdAt: row.createdAt, updatedAt: row.updatedAt,
  };
}

/** Built-in roles first (fixed order), then the company's roles by name. */
export async function listRoles(db: Db, enforcer: PolicyEnforcer, companyId: string): Promise<RoleView[]> {
  const [counts, rows] = await Promise.all([
    usersPerRole(db, companyId),
    db.select().from(companyRoles).where(eq(companyRoles.companyId, companyId)).orderBy(asc(sql`lower(${companyRoles.name})`)),
  ]);
  return [
    ...BUILT_IN_ROLE_KEYS.map((key) => builtInView(enforcer, companyId, key, counts.get(key) ?? 0)),
    ...rows.map((row) => companyRoleView(row, counts.get(customRoleKey(row.id)) ?? 0)),
  ];
}

/** The company's role row, or 404 (another company's id is simply not found). */
export async function findRoleRow(db: Db, companyId: string, id: string, forUpdate = false): Promise<CompanyRoleRow> {
  const query = db.select().from(companyRoles).where(and(eq(companyRoles.id, id), eq(companyRoles.companyId, companyId))).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

export async function countHolders(db: Db, companyId: string, roleKey: string): Promise<number> {
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.role, roleKey)));
  return count;
}

/** One role by id (uuid of a company role, or a built-in key). */
export async function getRole(db: Db, enforcer: PolicyEnforcer, companyId: string, id: string): Promise<RoleView> {
  if (isBuiltInRoleKey(id)) return builtInView(enforcer, companyId, id, await countHolders(db, companyId, id));
  const row = await findRoleRow(db, companyId, id);
  return companyRoleView(row, await countHolders(db, companyId, customRoleKey(row.id)));
}
