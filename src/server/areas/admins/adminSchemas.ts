import { LIST_QUERY_STRING_SCHEMA } from '../../engine/listQuery';

/**
 * Bodies of POST /users/admin and PATCH /users/admin/:id. Only types and sizes are checked here: the form's
 * domain codes (J002–J011: empty, malformed or taken values) are answered by adminChecks.ts on their fields, which a
 * `required` or `format` here would pre-empt with a generic VALIDATION_ERROR.
 */
const text = (max: number) => ({ type: 'string', maxLength: max }) as const;
const nullableText = (max: number) => ({ type: ['string', 'null'], maxLength: max }) as const;

const adminProperties = {
  firstName: { type: 'string', minLength: 1, maxLength: 80, pattern: '\\S' },
  lastName: { type: 'string', minLength: 1, maxLength: 80, pattern: '\\S' },
  username: text(200),
  email: nullableText(200),
  typeOfDocument: text(20),
  numberOfDocument: nullableText(60),
  position: nullableText(80),
  phone: nullableText(30),
  role: nullableText(80),
  mainBranch: nullableText(80),
  allowedBranches: { type: ['array', 'null'], maxItems: 1000, items: { type: 'string', maxLength: 80 } },
  /** create: the first password (or none: an invitation is mailed); update: owner level or the user themselves */
  password: text(200),
  repeatPassword: text(200),
} as const;

export const CREATE_ADMIN_BODY = {
  type: 'object',
  additionalProperties: false,
  required: ['firstName', 'lastName'],
  properties: adminProperties,
} as const;

export const UPDATE_ADMIN_BODY = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: adminProperties,
} as const;

export interface AdminInput {
  firstName?: string;
  lastName?: string;
  username?: string;
  email?: string | null;
  typeOfDocument?: string;
  numberOfDocument?: string | null;
  position?: string | null;
  phone?: string | null;
  role?: string | null;
  mainBranch?: string | null;
  allowedBranches?: string[] | null;
  password?: string;
  repeatPassword?: string;
}

export const ADMIN_ID_PARAMS = {
  type: 'object',
  required: ['id'],
  additionalProperties: false,
  properties: { id: { type: 'string', format: 'uuid' } },
} as const;

/** GET /users/admin/getAdminTable: the standard GET list query (skip, limit, sort, q, filters). */
export const ADMIN_TABLE_QUERY = LIST_QUERY_STRING_SCHEMA;
