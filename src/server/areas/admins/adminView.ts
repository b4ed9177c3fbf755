import { eq } from 'drizzle-orm';
import type { UserRow } from '../../auth/authContext';
import type { Db } from '../../db/client';
import { branchOffices, companyRoles } from '../../db/schema';
import type { AdminRecord } from '../../../shared/admins/admin';
import { customRoleKey, isCustomRole } from '../../../shared/roles';

/** Names the table shows next to ids: company roles (`custom:<id>` → name) and units (id → name). */
export interface AdminNames {
  roles: Map<string, string>;
  branches: Map<string, string>;
}

/** Both lists are small (tens to hundreds of rows per company): read whole, once per request. */
export async function loadAdminNames(db: Db, companyId: string): Promise<AdminNames> {
  const [roleRows, branchRows] = await Promise.all([
    db.select({ id: companyRoles.id, name: companyRoles.name }).from(companyRoles).where(eq(companyRoles.companyId, companyId)),
    db.select({ id: branchOffices.id, name: branchOffices.name }).from(branchOffices).where(eq(branchOffices.companyId, companyId)),
  ]);
  return {
    roles: new Map(roleRows.map((r) => [customRoleKey(r.id), r.name])),
    branches: new Map(branchRows.map((b) => [b.id, b.name])),
  };
}

/** Role and units of a dashboard user, with the names the screens show next to the ids (admins table, profile). */
export function accessView(u: UserRow, names: AdminNames) {
  return {
    role: u.role,
    roleName: isCustomRole(u.role) ? (names.roles.get(u.role) ?? null) : null,
    mainBranch: u.mainBranch,
    mainBranchName: u.mainBranch ? (names.branches.get(u.mainBranch) ?? null) : null,
    allowedBranches: u.allowedBranches ?? [],
    allowedBranchNames: (u.allowedBranches ?? []).map((id) => names.branches.get(id)).filter((n): n is string => !!n),
  };
}

/**
 * An administrator as the API answers it (src/shared/admins: ADMIN_RECORD): never the password hash or the token
 * version. `roleName` is the company role's name for `custom:<id>` (null for built-in roles).
 */
export function adminView(u: UserRow, names: AdminNames): AdminRecord {
  return {
    id: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    username: u.username,
    email: u.email,
    typeOfDocument: u.typeOfDocument,
    numberOfDocument: u.numberOfDocument,
    position: u.position,
    phone: u.phone,
    ...accessView(u, names),
    imageUrl: u.imageUrl,
    active: u.active,
    pendingInvite: !u.passwordHash,
    createdAt: u.createdAt.toISOString(),
    updatedAt: u.updatedAt.toISOString(),
  };
}
