import { ROLES } from '../../../shared/roles';
import { UUID_PATTERN } from '../../../shared/apiSchemas/roles';
import { ROLE_ID_PATTERN } from './builtInRoles';

// the request bodies are declared once with the browser: src/shared/apiSchemas/roles.ts
export { ROLE_DESCRIPTION_MAX, ROLE_NAME_MAX, UUID_PATTERN, type RoleBody as RoleInput } from '../../../shared/apiSchemas/roles';

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

/** `moveTo`: the role the user gets instead (administrator, manager, viewer or another company role). */
export const UNASSIGN_QUERY = {
  type: 'object',
  required: ['moveTo'],
  additionalProperties: false,
  properties: { moveTo: { type: 'string', pattern: `^(${ROLES.join('|')}|custom:${UUID_PATTERN.slice(1, -1)})$` } },
} as const;
