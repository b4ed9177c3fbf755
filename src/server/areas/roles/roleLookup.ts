import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyRoles } from '../../db/schema';
import { customRoleId, isCustomRole } from '../../../shared/roles';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Built-in roles an administrator form may give (owner and provider are not given, collaborators have `user`). */
export const ASSIGNABLE_BUILT_IN_ROLES = ['administrator', 'manager', 'viewer'] as const;

/** The company role behind `custom:<id>` in this company, or undefined (another company's id, a bad key). */
export async function findCompanyRole(db: Db, companyId: string, roleKey: string) {
  if (!isCustomRole(roleKey)) return undefined;
  const id = customRoleId(roleKey);
  if (!UUID.test(id)) return undefined; // never reaches the uuid column as bad text
  const [row] = await db.select().from(companyRoles).where(and(eq(companyRoles.id, id), eq(companyRoles.companyId, companyId))).limit(1);
  return row;
}

/**
 * Is `roleKey` (`custom:<id>`) a role defined by this company? False for built-in keys, malformed keys and other
 * companies' roles. Pass the transaction (`tx`) when called inside one.
 */
export async function companyRoleExists(db: Db, companyId: string, roleKey: string): Promise<boolean> {
  return (await findCompanyRole(db, companyId, roleKey)) !== undefined;
}

/**
 * May a user of this company be given `roleKey` on the administrator form? administrator, manager, viewer, or one of
 * the company's own roles (J007 otherwise). Owner and provider are never given through a form.
 */
export async function isAssignableRole(db: Db, companyId: string, roleKey: string): Promise<boolean> {
  if ((ASSIGNABLE_BUILT_IN_ROLES as readonly string[]).includes(roleKey)) return true;
  return companyRoleExists(db, companyId, roleKey);
}

/** The role's display name: the company role's name for `custom:<id>`, the key itself for built-in roles. */
export async function roleName(db: Db, companyId: string, roleKey: string): Promise<string | null> {
  if (!isCustomRole(roleKey)) return roleKey;
  return (await findCompanyRole(db, companyId, roleKey))?.name ?? null;
}
