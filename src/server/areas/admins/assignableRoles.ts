import { asc, eq, sql } from 'drizzle-orm';
import type { AuthContext } from '../../auth/authContext';
import type { Db } from '../../db/client';
import { companyRoles } from '../../db/schema';
import type { PolicyEnforcer } from '../../permissions/enforcer';
import type { AssignableRole } from '../../../shared/admins/admin';
import { customRoleKey } from '../../../shared/roles';
import { assertMayHandleRole, type Scope } from './adminAccess';
import { needsAllowedBranches } from './adminChecks';


/**
 * The roles the caller may give on the administrator form, in the order the select lists them: built-in roles, then
 * the company's roles by name. The server would refuse the others (J007 / ROLE_NOT_ALLOWED); this spares the user
 * picking one only to be told so.
 */
export async function assignableRoles(db: Db, enforcer: PolicyEnforcer, auth: AuthContext, scope: Scope): Promise<AssignableRole[]> {
  const rows = await db
    .select({ id: companyRoles.id, name: companyRoles.name })
    .from(companyRoles)
    .where(eq(companyRoles.companyId, auth.company.id))
    .orderBy(asc(sql`lower(${companyRoles.name})`));
  const candidates: AssignableRole[] = [
    ...['owner', 'administrator', 'manager', 'viewer'].map((key) => ({ key, name: null, builtIn: true, needsAllowedBranches: needsAllowedBranches(key) })),
    ...rows.map((r) => ({ key: customRoleKey(r.id), name: r.name, builtIn: false, needsAllowedBranches: true })),
  ];
  return candidates.filter((role) => {
    try {
      assertMayHandleRole(enforcer, auth, scope, role.key);
      return true;
    } catch {
      return false;
    }
  });
}
