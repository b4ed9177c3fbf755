import { ACTIONS, MODULE_KEYS } from '../../../shared/modules';
import { ROLES } from '../../../shared/roles';
import { ROLE_ID_PATTERN } from './builtInRoles';

export const ROLE_NAME_MAX = 80;
export const ROLE_DESCRIPTION_MAX = 500;

const permission = {
  type: 'object',
  required: ['module', 'action'],
  additionalProperties: false,
  properties: { module: { type: 'string', enum: [...MODULE_KEYS] }, action: { type: 'string', enum: [...ACTIONS] } },
} as const;

const roleProperties = {
  name: { type: 'string', minLength: 1, maxLength: ROLE_NAME_MAX, pattern: '\\S' },
  description: { type: ['string', 'null'], maxLength: ROLE_DESCRIPTION_MAX },
  // every pair at most twice: duplicates are merged, anything larger is not a matrix
  permissions: { type: 'array', maxItems: MODULE_KEYS.length * ACTIONS.length * 2, items: permission },
} as const;

export const CREATE_ROLE_BODY = { type: 'object', required: ['name', 'permissions'], additionalProperties: false, properties: roleProperties } as const;
export const UPDATE_ROLE_BODY = { type: 'object', minProperties: 1, additionalProperties: false, properties: roleProperties } as const;

export const UUID_PATTERN = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

export const ROLE_ID_PARAMS = {
  type: 'object',
  required: ['id'],
  additionalProperties: false,
  properties: { id: { type: 'string', pattern: ROLE_ID_PATTERN } },
} as const;

export const ROLE_USER_PARAMS = {
  type: 'object',
  required: ['id', 'userId'],
  additionalProperties: false,
  properties: { id: { type: 'string', pattern: ROLE_ID_PATTERN }, userId: { type: 'string', pattern: UUID_PATTERN } },
} as const;

export const ASSIGN_BODY = {
  type: 'object',
  required: ['userId'],
  additionalProperties: false,
  properties: {
    userId: { type: 'string', pattern: UUID_PATTERN },
    allowedBranches: { type: 'array', maxItems: 1000, uniqueItems: true, items: { type: 'string', pattern: UUID_PATTERN } },
  },
} as const;

/** `moveTo`: the role the user gets instead (administrator, manager, viewer or another company role). */
export const UNASSIGN_QUERY = {
  type: 'object',
  required: ['moveTo'],
  additionalProperties: false,
  properties: { moveTo: { type: 'string', pattern: `^(${ROLES.join('|')}|custom:${UUID_PATTERN.slice(1, -1)})$` } },
} as const;

export interface RoleInput {
  name?: string;
  description?: string | null;
  permissions?: { module: string; action: string }[];
}
