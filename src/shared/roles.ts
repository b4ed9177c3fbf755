/** Built-in roles (spec §6). `provider` is the provider's own staff; `user` is a collaborator. */
export const ROLES = ['owner', 'provider', 'administrator', 'manager', 'viewer', 'user'] as const;
export type BuiltInRole = (typeof ROLES)[number];

/**
 * Company-defined roles (table company_roles) are keyed `custom:<role id>` in users.role, in tokens and in Casbin
 * rows (`p, custom:<id>, <companyId>, users, GET, allow`). They enter the dashboard like an administrator and act
 * only on their allowed units; what they may do is exactly the grants ticked in the role's matrix.
 */
export const CUSTOM_ROLE_PREFIX = 'custom:';
export type CustomRole = `custom:${string}`;
export type Role = BuiltInRole | CustomRole;

export const isCustomRole = (role: string): role is CustomRole => role.startsWith(CUSTOM_ROLE_PREFIX) && role.length > CUSTOM_ROLE_PREFIX.length;
export const customRoleKey = (roleId: string): CustomRole => `${CUSTOM_ROLE_PREFIX}${roleId}`;
export const customRoleId = (role: CustomRole): string => role.slice(CUSTOM_ROLE_PREFIX.length);
export const isKnownRole = (role: string): role is Role => (ROLES as readonly string[]).includes(role) || isCustomRole(role);

/** Built-in roles that may log in to the dashboard (collaborators get NOT_ADMIN). */
export const DASHBOARD_ROLES: readonly BuiltInRole[] = ['owner', 'provider', 'administrator', 'manager', 'viewer'];
/** May this role log in to the dashboard? Every company-defined role may. */
export const canUseDashboard = (role: string): boolean => (DASHBOARD_ROLES as readonly string[]).includes(role) || isCustomRole(role);

export const isOwnerLevel = (role: string): boolean => role === 'owner' || role === 'provider';
export const isAdminLevel = (role: string): boolean => isOwnerLevel(role) || role === 'administrator';
export const isManagerLevel = (role: string): boolean => isAdminLevel(role) || role === 'manager';

/** Roles whose access is limited to their allowed organisational units (filtered in server queries). */
export const isUnitScoped = (role: string): boolean => role === 'administrator' || role === 'manager' || isCustomRole(role);
