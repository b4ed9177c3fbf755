import { COLLABORATOR_LISTS, MAX_LIST_VALUE_LENGTH, MAX_LIST_VALUES, type CollaboratorList } from '../rules/collaboratorLists';
import type { FromSchema } from './jsonSchema';

/** Request bodies of the company's own routes (src/server/areas/companies), declared once for server and browser. */

/** POST /companies/self: `projection` keeps only the dotted paths asked for. */
export const COMPANY_SELF_BODY = {
  $id: 'api.companies.selfBody',
  type: 'object',
  additionalProperties: false,
  properties: {
    projection: { type: 'array', maxItems: 20, items: { type: 'string', pattern: '^[A-Za-z0-9_]+(\\.[A-Za-z0-9_]+){0,5}$' } },
  },
} as const;

/** POST /companies/customFields/getCustomFields: all lists, or those named. */
export const CUSTOM_FIELDS_QUERY_BODY = {
  $id: 'api.companies.customFieldsQueryBody',
  type: 'object',
  additionalProperties: false,
  properties: { lists: { type: 'array', maxItems: COLLABORATOR_LISTS.length, items: { type: 'string', enum: COLLABORATOR_LISTS } } },
} as const;

const listSchema = (minItems: number) => ({
  type: 'array',
  minItems,
  maxItems: MAX_LIST_VALUES,
  items: { type: 'string', minLength: 1, maxLength: MAX_LIST_VALUE_LENGTH, pattern: '\\S' },
}) as const;

/** PATCH /companies/customFields: replace one or more lists; typeOfLeave keeps at least one reason (offboarding needs one). */
export const CUSTOM_FIELDS_UPDATE_BODY = {
  $id: 'api.companies.customFieldsUpdateBody',
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: Object.fromEntries(COLLABORATOR_LISTS.map((l) => [l, listSchema(l === 'typeOfLeave' ? 1 : 0)])),
} as const;

export type CompanySelfBody = FromSchema<typeof COMPANY_SELF_BODY>;
export type CustomFieldsQueryBody = FromSchema<typeof CUSTOM_FIELDS_QUERY_BODY>;
/** the properties are built from COLLABORATOR_LISTS, so the type is written out */
export type CustomFieldsUpdateBody = Partial<Record<CollaboratorList, string[]>>;

export const COMPANY_SCHEMAS = [COMPANY_SELF_BODY, CUSTOM_FIELDS_QUERY_BODY, CUSTOM_FIELDS_UPDATE_BODY] as const;
