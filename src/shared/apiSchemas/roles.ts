import { ACTIONS, MODULE_KEYS } from '../modules';
import type { FromSchema } from './jsonSchema';

/** Request bodies of the company roles (src/server/areas/roles), declared once for server and browser. */

export const ROLE_NAME_MAX = 80;
export const ROLE_DESCRIPTION_MAX = 500;
export const UUID_PATTERN = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

const permission = {
  type: 'object',
  required: ['module', 'action'],
  additionalProperties: false,
  properties: { module: { type: 'string', enum: MODULE_KEYS }, action: { type: 'string', enum: ACTIONS } },
} as const;

const roleProperties = {
  name: { type: 'string', minLength: 1, maxLength: ROLE_NAME_MAX, pattern: '\\S' },
  description: { type: ['string', 'null'], maxLength: ROLE_DESCRIPTION_MAX },
  // every pair at most twice: duplicates are merged, anything larger is not a matrix
  permissions: { type: 'array', maxItems: MODULE_KEYS.length * ACTIONS.length * 2, items: permission },
} as const;

/** POST /roles. */
export const CREATE_ROLE_BODY = {
  $id: 'api.roles.createBody', type: 'object', required: ['name', 'permissions'], additionalProperties: false, properties: roleProperties,
} as const;

/** PATCH /roles/:id (partial). */
export const UPDATE_ROLE_BODY = {
  $id: 'api.roles.updateBody', type: 'object', minProperties: 1, additionalProperties: false, properties: roleProperties,
} as const;

/** POST /roles/:id/users: give the role to a dashboard user, with the units it acts on. */
export const ASSIGN_ROLE_BODY = {
  $id: 'api.roles.assignBody',
  type: 'object',
  required: ['userId'],
  additionalProperties: false,
  properties: {
    userId: { type: 'string', pattern: UUID_PATTERN },
    allowedBranches: { type: 'array', maxItems: 1000, uniqueItems: true, items: { type: 'string', pattern: UUID_PATTERN } },
  },
} as const;

export type CreateRoleBody = FromSchema<typeof CREATE_ROLE_BODY>;
/** Every field optional: the update body, and what the server's writes read. */
export type RoleBody = FromSchema<typeof UPDATE_ROLE_BODY>;
export type AssignRoleBody = FromSchema<typeof ASSIGN_ROLE_BODY>;

export const ROLE_SCHEMAS = [CREATE_ROLE_BODY, UPDATE_ROLE_BODY, ASSIGN_ROLE_BODY] as const;
