import { asc } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companyRoles } from '../db/schema';
import { ACTIONS, MODULE_KEYS, type Action, type ModuleKey } from '../../shared/modules';
import { customRoleKey } from '../../shared/roles';
import type { Permission } from './enforcer';

const isModule = (m: string): m is ModuleKey => (MODULE_KEYS as readonly string[]).includes(m);
const isAction = (a: string): a is Action => (ACTIONS as readonly string[]).includes(a);

/**
 * The grants as a clean set: only known (module, action) pairs, each once, in matrix order (module keys × actions),
 * so stored roles, Casbin rows and exports always list them the same way.
 */
export function normalizePermissions(list: readonly { module: string; action: string }[]): Permission[] {
  const held = new Set(list.filter((p) => isModule(p.module) && isAction(p.action)).map((p) => `${p.module}|${p.action}`));
  return MODULE_KEYS.flatMap((module) => ACTIONS.filter((action) => held.has(`${module}|${action}`)).map((action) => ({ module, action })));
}

/** One company role as Casbin rows in policy.csv format: `p, custom:<id>, <companyId>, users, GET, allow`. */
export function companyRoleRows(role: { id: string; companyId: string; permissions: readonly { module: string; action: string }[] }): string[] {
  return normalizePermissions(role.permissions).map((p) => `p, ${customRoleKey(role.id)}, ${role.companyId}, ${p.module}, ${p.action}, allow`);
}

/** Every company's roles as extra policy rows for the enforcer (one query; roles × grants rows in all). */
export async function readCompanyPolicyCsv(db: Db): Promise<string> {
  const roles = await db
    .select({ id: companyRoles.id, companyId: companyRoles.companyId, permissions: companyRoles.permissions })
    .from(companyRoles)
    .orderBy(asc(companyRoles.companyId), asc(companyRoles.createdAt));
  return roles.flatMap(companyRoleRows).join('\n');
}
