import type { UserRow } from '../../auth/authContext';
import { accessView, type AdminNames } from '../admins/adminView';

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
    ...accessView(u, names),
    imageUrl: u.imageUrl,
    updatedAt: u.updatedAt,
  };
}
