import type { UserRow } from '../../auth/authContext';
import { isCustomRole } from '../../../shared/roles';
import type { AdminNames } from '../admins/adminView';

/** The signed-in person as the profile page shows them: never the hash or the token version. */
export function profileView(u: UserRow, names: AdminNames) {
  return {
    id: u.id,
    companyId: u.companyId,
    username: u.username,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    phone: u.phone,
    position: u.position,
    typeOfDocument: u.typeOfDocument,
    numberOfDocument: u.numberOfDocument,
    role: u.role,
    roleName: isCustomRole(u.role) ? (names.roles.get(u.role) ?? null) : null,
    mainBranch: u.mainBranch,
    mainBranchName: u.mainBranch ? (names.branches.get(u.mainBranch) ?? null) : null,
    allowedBranches: u.allowedBranches ?? [],
    allowedBranchNames: (u.allowedBranches ?? []).map((id) => names.branches.get(id)).filter((n): n is string => !!n),
    imageUrl: u.imageUrl,
    updatedAt: u.updatedAt,
  };
}
