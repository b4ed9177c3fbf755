import { and, asc, eq, inArray, like, ne, or, sql } from 'drizzle-orm';
import type { AuthContext, UserRow } from '../../auth/authContext';
import { forgetAuthRow } from '../../auth/authRowCache';
import { diffChanges, writeAudit } from '../../audit/auditLog';
import type { Db } from '../../db/client';
import { branchOffices, users } from '../../db/schema';
import { ApiError, fieldError, forbidden, notFound, validationError } from '../../http/apiError';
import { CUSTOM_ROLE_PREFIX, customRoleKey, isCustomRole, isOwnerLevel } from '../../../shared/roles';
import { isBuiltInRoleKey } from './builtInRoles';
import { ASSIGNABLE_BUILT_IN_ROLES, isAssignableRole } from './roleLookup';
import { findRoleRow } from './roleViews';

/** A user holding (or able to hold) a role, as the role screens show them: never a hash or a token version. */
export function holderView(u: UserRow) {
  return {
    id: u.id, username: u.username, firstName: u.firstName, lastName: u.lastName, email: u.email, position: u.position,
    role: u.role, mainBranch: u.mainBranch, allowedBranches: u.allowedBranches, active: u.active, imageUrl: u.imageUrl,
  };
}
export type HolderView = ReturnType<typeof holderView>;

/** The role key a path id names: `custom:<id>` for a company role (404 when not the company's), else the built-in key. */
export async function roleKeyOf(db: Db, companyId: string, id: string): Promise<string> {
  if (isBuiltInRoleKey(id)) return id;
  return customRoleKey((await findRoleRow(db, companyId, id)).id);
}

/** Users of the company holding the role, by last name. */
export async function listHolders(db: Db, companyId: string, roleKey: string): Promise<HolderView[]> {
  const rows = await db.select().from(users).where(and(eq(users.companyId, companyId), eq(users.role, roleKey))).orderBy(asc(sql`lower(${users.lastName})`), asc(users.firstName));
  return rows.map(holderView);
}

const assignableRoleCondition = () => or(inArray(users.role, [...ASSIGNABLE_BUILT_IN_ROLES]), like(users.role, `${CUSTOM_ROLE_PREFIX}%`));

/** Active dashboard users who could be moved to the role (administrators, managers, viewers, other company roles). */
export async function listCandidates(db: Db, companyId: string, roleKey: string): Promise<HolderView[]> {
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.active, true), ne(users.role, roleKey), assignableRoleCondition()))
    .orderBy(asc(sql`lower(${users.lastName})`), asc(users.firstName));
  return rows.map(holderView);
}

/** Roles that act only on their allowed units need some (J008), as on the administrator form. */
const needsUnits = (role: string) => role === 'administrator' || role === 'manager' || isCustomRole(role);

async function assertCompanyUnits(tx: Db, companyId: string, ids: string[]): Promise<void> {
  if (!ids.length) return;
  const found = await tx.select({ id: branchOffices.id }).from(branchOffices).where(and(eq(branchOffices.companyId, companyId), inArray(branchOffices.id, ids)));
  if (found.length !== new Set(ids).size) throw validationError([fieldError('allowedBranches', 'BRANCH_NOT_EXISTS')]);
}

/**
 * Who holds a company role, decided on the role's "administrators" screen (/roles/leadAdministrator/:id). Owner level
 * only: moving people between roles is handing out permissions wholesale. Built-in roles are given on the
 * administrator form, so here they are listed, not changed. Owners and collaborators are never moved from here.
 */
export class RoleHolders {
  constructor(private readonly db: Db) {}

  private static assertOwnerLevel(auth: AuthContext): void {
    if (!isOwnerLevel(auth.role)) throw forbidden();
  }

  private static async lockedUser(tx: Db, companyId: string, userId: string): Promise<UserRow> {
    const [user] = await tx.select().from(users).where(and(eq(users.id, userId), eq(users.companyId, companyId))).limit(1).for('update');
    if (!user) throw notFound('USER_NOT_FOUND');
    if (isOwnerLevel(user.role)) throw new ApiError(409, 'OWNER_NOT_REMOVABLE');
    if (user.role !== 'administrator' && user.role !== 'manager' && user.role !== 'viewer' && !isCustomRole(user.role)) {
      throw validationError([fieldError('userId', 'J007')]);
    }
    return user;
  }

  private static async save(tx: Db, auth: AuthContext, before: UserRow, set: { role: string; allowedBranches: string[] }): Promise<UserRow> {
    const [after] = await tx.update(users).set({ ...set, updatedAt: new Date() }).where(eq(users.id, before.id)).returning();
    const changes = diffChanges({ role: before.role, allowedBranches: before.allowedBranches }, { role: after.role, allowedBranches: after.allowedBranches });
    if (Object.keys(changes).length) await writeAudit(tx, auth, { entity: 'users', entityId: before.id, action: 'update', changes });
    return after;
  }

  /** Give the role to a dashboard user; their allowed units are kept unless new ones are sent (some are needed). */
  async assign(auth: AuthContext, roleId: string, input: { userId: string; allowedBranches?: string[] }): Promise<HolderView> {
    RoleHolders.assertOwnerLevel(auth);
    if (isBuiltInRoleKey(roleId)) throw forbidden();
    const after = await this.db.transaction(async (tx) => {
      const role = await findRoleRow(tx, auth.company.id, roleId, true); // locked: a delete waits for us, or we for it
      const user = await RoleHolders.lockedUser(tx, auth.company.id, input.userId);
      const allowedBranches = input.allowedBranches ?? user.allowedBranches ?? [];
      if (!allowedBranches.length) throw validationError([fieldError('allowedBranches', 'J008')]);
      await assertCompanyUnits(tx, auth.company.id, allowedBranches);
      return RoleHolders.save(tx, auth, user, { role: customRoleKey(role.id), allowedBranches });
    });
    forgetAuthRow({ userId: after.id }); // the next request of that user already acts with the new role
    return holderView(after);
  }

  /** Take the role away from a holder, who gets `moveTo` instead (administrator, manager, viewer or another company role). */
  async unassign(auth: AuthContext, roleId: string, userId: string, moveTo: string): Promise<HolderView> {
    RoleHolders.assertOwnerLevel(auth);
    if (isBuiltInRoleKey(roleId)) throw forbidden();
    const after = await this.db.transaction(async (tx) => {
      const role = await findRoleRow(tx, auth.company.id, roleId, true);
      const key = customRoleKey(role.id);
      const user = await RoleHolders.lockedUser(tx, auth.company.id, userId);
      if (user.role !== key) throw notFound('USER_NOT_FOUND');
      if (moveTo === key || !(await isAssignableRole(tx, auth.company.id, moveTo))) throw validationError([fieldError('moveTo', 'J007')]);
      if (needsUnits(moveTo) && !user.allowedBranches?.length) throw validationError([fieldError('moveTo', 'J008')]);
      return RoleHolders.save(tx, auth, user, { role: moveTo, allowedBranches: user.allowedBranches ?? [] });
    });
    forgetAuthRow({ userId: after.id });
    return holderView(after);
  }
}
