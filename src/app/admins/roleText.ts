import type { TFunction } from 'i18next';
import { isCustomRole } from '../../shared/roles';

/**
 * A role as people read it: a built-in role's label in the current language, a company role's own name, and a
 * plain "deleted role" for a company role the server could not name.
 */
export function adminRoleLabel(t: TFunction, role: string, roleName: string | null | undefined): string {
  if (isCustomRole(role)) return roleName ?? t('admins.roles.deleted');
  // the roles screens' names first, so a role reads the same on both tabs
  return t(`roles.builtIn.${role}.name`, { defaultValue: t(`admins.roles.${role}`, { defaultValue: role }) });
}

/** Tag colours: owner-level stands out, company roles share one colour. */
export function roleColor(role: string): string {
  if (role === 'owner' || role === 'provider') return 'gold';
  if (role === 'administrator') return 'green';
  if (role === 'manager') return 'cyan';
  if (role === 'viewer') return 'default';
  return 'purple';
}
