/** Built-in roles (spec §6). `provider` is the provider's own staff; `user` is a collaborator. */
export const ROLES = ['owner', 'provider', 'administrator', 'manager', 'viewer', 'user'] as const;
export type Role = (typeof ROLES)[number];

/** Roles that may log in to the dashboard (collaborators get NOT_ADMIN). */
export const DASHBOARD_ROLES: readonly Role[] = ['owner', 'provider', 'administrator', 'manager', 'viewer'];

export const isOwnerLevel = (role: string): boolean => role === 'owner' || role === 'provider';
export const isAdminLevel = (role: string): boolean => isOwnerLevel(role) || role === 'administrator';
export const isManagerLevel = (role: string): boolean => isAdminLevel(role) || role === 'manager';

/** Roles whose access is limited to their allowed organisational units (filtered in server queries). */
export const isUnitScoped = (role: string): boolean => role === 'administrator' || role === 'manager';
