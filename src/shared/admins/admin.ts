import type { FromSchema } from '../apiSchemas/jsonSchema';

/**
 * The administrator, declared once for server and browser (spec §7 Users and administrators): the record the API
 * answers (GET /users/admin/getAdminTable, GET/PATCH /users/admin/:id) and the bodies the form sends (POST
 * /users/admin, PATCH /users/admin/:id). The server validates and serializes with these schemas (registered by `$id`,
 * listed in the OpenAPI document); the browser types its calls with the derived types.
 */

/** Usernames (schemas/user.schema.json): checked by the server (J010) and by the form before it sends. */
export const ADMIN_USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,60}$/;

const text = { type: 'string' } as const;
const nullableText = { type: ['string', 'null'] } as const;

export const ADMIN_RECORD = {
  $id: 'api.admins.record',
  type: 'object',
  description: 'An administrator: never the password hash. `roleName` is the company role\'s name for `custom:<id>` (null for built-in roles, which the browser labels in its language).',
  required: [
    'id', 'firstName', 'lastName', 'username', 'email', 'typeOfDocument', 'numberOfDocument', 'position', 'phone', 'role', 'roleName',
    'mainBranch', 'mainBranchName', 'allowedBranches', 'allowedBranchNames', 'imageUrl', 'active', 'pendingInvite', 'createdAt', 'updatedAt',
  ],
  properties: {
    id: { type: 'string', format: 'uuid' },
    firstName: text,
    lastName: text,
    username: text,
    email: nullableText,
    typeOfDocument: text,
    numberOfDocument: nullableText,
    position: nullableText,
    phone: nullableText,
    role: text,
    roleName: nullableText,
    mainBranch: nullableText,
    mainBranchName: nullableText,
    allowedBranches: { type: 'array', items: text },
    allowedBranchNames: { type: 'array', items: text },
    imageUrl: nullableText,
    active: { type: 'boolean' },
    /** an invited administrator who has not chosen a password yet */
    pendingInvite: { type: 'boolean' },
    createdAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
  },
} as const;

export type AdminRecord = FromSchema<typeof ADMIN_RECORD>;

/**
 * Body fields of create and update. Only types and sizes are checked by the schema: the form's domain codes
 * (J002–J011: empty, malformed or taken values) are answered by the server's checks on their fields, which a
 * `required` or `format` here would pre-empt with a generic VALIDATION_ERROR.
 */
const bodyText = (max: number) => ({ type: 'string', maxLength: max }) as const;
const nullableBodyText = (max: number) => ({ type: ['string', 'null'], maxLength: max }) as const;
const adminBodyProperties = {
  firstName: { type: 'string', minLength: 1, maxLength: 80, pattern: '\\S' },
  lastName: { type: 'string', minLength: 1, maxLength: 80, pattern: '\\S' },
  username: bodyText(200),
  email: nullableBodyText(200),
  typeOfDocument: bodyText(20),
  numberOfDocument: nullableBodyText(60),
  position: nullableBodyText(80),
  phone: nullableBodyText(30),
  role: nullableBodyText(80),
  mainBranch: nullableBodyText(80),
  allowedBranches: { type: ['array', 'null'], maxItems: 1000, items: { type: 'string', maxLength: 80 } },
  /** create: the first password (or none: an invitation is mailed); update: owner level or the user themselves */
  password: bodyText(200),
  repeatPassword: bodyText(200),
} as const;

export const CREATE_ADMIN_BODY = {
  $id: 'api.admins.createBody',
  type: 'object',
  additionalProperties: false,
  required: ['firstName', 'lastName'],
  properties: adminBodyProperties,
} as const;

export const UPDATE_ADMIN_BODY = {
  $id: 'api.admins.updateBody',
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: adminBodyProperties,
} as const;

export type CreateAdminBody = FromSchema<typeof CREATE_ADMIN_BODY>;
/** Every field optional: what PATCH takes, and what the server's writes read on create too. */
export type AdminBody = FromSchema<typeof UPDATE_ADMIN_BODY>;

/** A role the caller may give on the administrator form (GET /users/admin/assignableRoles). */
export const ASSIGNABLE_ROLE = {
  $id: 'api.admins.assignableRole',
  type: 'object',
  required: ['key', 'name', 'builtIn', 'needsAllowedBranches'],
  properties: {
    key: text,
    /** the company role's name; null for built-in roles (labelled by the browser in its language) */
    name: nullableText,
    builtIn: { type: 'boolean' },
    needsAllowedBranches: { type: 'boolean' },
  },
} as const;

export type AssignableRole = FromSchema<typeof ASSIGNABLE_ROLE>;

export const ADMIN_SCHEMAS = [ADMIN_RECORD, CREATE_ADMIN_BODY, UPDATE_ADMIN_BODY, ASSIGNABLE_ROLE] as const;
