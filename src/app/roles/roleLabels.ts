import type { TFunction } from 'i18next';
import { isCustomRole } from '../../shared/roles';
import type { RoleRecord } from './roleTypes';

type RoleLike = Pick<RoleRecord, 'key' | 'name' | 'builtIn'>;

/** A role's name for people: the built-in role's label in the current language, or the company role's name. */
export const roleLabel = (t: TFunction, role: RoleLike): string => (role.builtIn ? t(`roles.builtIn.${role.key}.name`) : role.name);

export const roleDescription = (t: TFunction, role: Pick<RoleRecord, 'key' | 'builtIn' | 'description'>): string =>
  role.builtIn ? t(`roles.builtIn.${role.key}.description`) : (role.description ?? '');

/** The label of a role key (`administrator`, `custom:<id>`) given the known roles; the key itself if unknown. */
export function roleKeyLabel(t: TFunction, key: string, roles: readonly RoleLike[] | undefined): string {
  const known = roles?.find((r) => r.key === key);
  if (known) return roleLabel(t, known);
  return isCustomRole(key) ? key : t(`roles.builtIn.${key}.name`, { defaultValue: key });
}

/** Paths of this area's screens (spec §2). */
export const rolePaths = {
  list: '/user?tab=roles',
  create: '/roles/new',
  edit: (id: string) => `/roles/edit/${encodeURIComponent(id)}`,
  view: (id: string) => `/roles/view/${encodeURIComponent(id)}`,
  administrators: (id: string) => `/roles/leadAdministrator/${encodeURIComponent(id)}`,
};
