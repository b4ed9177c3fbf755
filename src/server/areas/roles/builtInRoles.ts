/** The dashboard's built-in roles listed on the roles screen, in this order (provider staff is the provider's own). */
export const BUILT_IN_ROLE_KEYS = ['owner', 'administrator', 'manager', 'viewer'] as const;
export type BuiltInRoleKey = (typeof BUILT_IN_ROLE_KEYS)[number];

export const isBuiltInRoleKey = (value: string): value is BuiltInRoleKey => (BUILT_IN_ROLE_KEYS as readonly string[]).includes(value);

/** A role id in a path: a company role's uuid, or a built-in role's key (built-in roles have their key as id). */
export const ROLE_ID_PATTERN = `^(${BUILT_IN_ROLE_KEYS.join('|')}|[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$`;
