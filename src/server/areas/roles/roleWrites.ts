import { and, eq, ne, sql } from 'drizzle-orm';
import type { AuthContext } from '../../auth/authContext';
import { diffChanges, writeAudit } from '../../audit/auditLog';
import type { Db } from '../../db/client';
import { companyRoles } from '../../db/schema';
import { ApiError, fieldConflict, forbidden } from '../../http/apiError';
import { findPgError, UNIQUE_VIOLATION } from '../../http/dbErrors';
import { normalizePermissions } from '../../permissions/companyPolicy';
import type { PolicyEnforcer } from '../../permissions/enforcer';
import { bumpPolicyVersion } from '../../permissions/policyVersion';
import { customRoleKey } from '../../../shared/roles';
import { isBuiltInRoleKey } from './builtInRoles';
import { assertMayChangeGrants } from './grantCheck';
import { isReservedRoleName } from './reservedNames';
import type { RoleInput } from './roleSchemas';
import { companyRoleView, countHolders, findRoleRow, type RoleView } from './roleViews';

const ENTITY = 'roles';
const nameTaken = () => fieldConflict(409, 'ROLE_NAME_EXISTS', 'name');

/** The unique index (company, lower(name)) caught a race the check missed: the same answer on the field. */
function mapNameRace(err: unknown): unknown {
  const pg = findPgError(err);
  return pg?.code === UNIQUE_VIOLATION && `${pg.constraint ?? ''} ${pg.detail ?? ''}`.includes('company_roles_company_name_uq') ? nameTaken() : err;
}

async function assertNameFree(tx: Db, companyId: string, name: string, exceptId?: string): Promise<void> {
  if (isReservedRoleName(name)) throw nameTaken();
  const conds = [eq(companyRoles.companyId, companyId), sql`lower(${companyRoles.name}) = lower(${name})`];
  if (exceptId) conds.push(ne(companyRoles.id, exceptId));
  const [hit] = await tx.select({ id: companyRoles.id }).from(companyRoles).where(and(...conds)).limit(1);
  if (hit) throw nameTaken();
}

const auditable = (v: RoleView) => ({ name: v.name, description: v.description, permissions: v.permissions });

/**
 * Create, update and delete company roles. Each write is one transaction with its audit row and a new policy
 * version tag; the caller reloads the enforcer after it commits (see roleRoutes).
 */
export class RoleWrites {
  constructor(private readonly db: Db, private readonly enforcer: PolicyEnforcer) {}

  async create(auth: AuthContext, input: Required<Pick<RoleInput, 'name' | 'permissions'>> & RoleInput): Promise<RoleView> {
    const name = input.name.trim();
    const permissions = normalizePermissions(input.permissions);
    assertMayChangeGrants(this.enforcer, auth, [], permissions);
    try {
      return await this.db.transaction(async (tx) => {
        await assertNameFree(tx, auth.company.id, name);
        const [row] = await tx
          .insert(companyRoles)
          .values({ companyId: auth.company.id, name, description: input.description?.trim() || null, permissions })
          .returning();
        const view = companyRoleView(row, 0);
        await writeAudit(tx, auth, { entity: ENTITY, entityId: row.id, action: 'create', changes: { key: view.key, ...auditable(view) } });
        await bumpPolicyVersion(tx);
        return view;
      });
    } catch (err) {
      throw mapNameRace(err);
    }
  }

  async update(auth: AuthContext, id: string, input: RoleInput): Promise<RoleView> {
    if (isBuiltInRoleKey(id)) throw forbidden(); // built-in roles are read-only
    try {
      return await this.db.transaction(async (tx) => {
        const before = await findRoleRow(tx, auth.company.id, id, true);
        const beforePermissions = normalizePermissions(before.permissions);
        const permissions = input.permissions ? normalizePermissions(input.permissions) : beforePermissions;
        assertMayChangeGrants(this.enforcer, auth, beforePermissions, permissions);
        const name = input.name !== undefined ? input.name.trim() : before.name;
        if (name.toLowerCase() !== before.name.toLowerCase()) await assertNameFree(tx, auth.company.id, name, id);
        const description = input.description !== undefined ? input.description?.trim() || null : before.description;
        const [row] = await tx
          .update(companyRoles)
          .set({ name, description, permissions, updatedAt: new Date() })
          .where(and(eq(companyRoles.id, id), eq(companyRoles.companyId, auth.company.id)))
          .returning();
        const holders = await countHolders(tx, auth.company.id, customRoleKey(id));
        const after = companyRoleView(row, holders);
        const changes = diffChanges(auditable(companyRoleView(before, holders)), auditable(after));
        if (Object.keys(changes).length) {
          await writeAudit(tx, auth, { entity: ENTITY, entityId: id, action: 'update', changes });
          await bumpPolicyVersion(tx);
        }
        return after;
      });
    } catch (err) {
      throw mapNameRace(err);
    }
  }

  /** Refused with 409 ROLE_IN_USE while any user (active or not) holds the role. */
  async remove(auth: AuthContext, id: string): Promise<{ id: string }> {
    if (isBuiltInRoleKey(id)) throw forbidden();
    await this.db.transaction(async (tx) => {
      // the row lock orders this delete with assignments of the role (they lock it too)
      const row = await findRoleRow(tx, auth.company.id, id, true);
      if ((await countHolders(tx, auth.company.id, customRoleKey(id))) > 0) throw new ApiError(409, 'ROLE_IN_USE');
      await tx.delete(companyRoles).where(and(eq(companyRoles.id, id), eq(companyRoles.companyId, auth.company.id)));
      await writeAudit(tx, auth, { entity: ENTITY, entityId: id, action: 'delete', changes: { key: customRoleKey(id), ...auditable(companyRoleView(row, 0)) } });
      await bumpPolicyVersion(tx);
    });
    return { id };
  }
}
