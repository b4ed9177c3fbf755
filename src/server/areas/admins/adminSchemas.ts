import { LIST_QUERY_STRING_SCHEMA } from '../../engine/listQuery';

// the bodies and the record are declared once with the browser: src/shared/admins/admin.ts

export const ADMIN_ID_PARAMS = {
  type: 'object',
  required: ['id'],
  additionalProperties: false,
  properties: { id: { type: 'string', format: 'uuid' } },
} as const;

/** GET /users/admin/getAdminTable: the standard GET list query (skip, limit, sort, q, filters). */
export const ADMIN_TABLE_QUERY = LIST_QUERY_STRING_SCHEMA;
