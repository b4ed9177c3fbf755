/**
 * Error codes the API answers with (spec §5, §8). The `code` of every error body is one of these;
 * each has a message in every locale under `errors.<code>` (src/shared/i18n/<locale>/errors.json).
 */
export const ERROR_CODES = [
  // auth and session
  'loginError', 'loginErrorNoToken', 'USER_NOT_FOUND', 'COMPANY_NOT_FOUND', 'BRANCHOFFICE_NOT_FOUND',
  'LOGIN_NOT_ALLOWED', 'NOT_ADMIN', 'UNAUTHORIZED', 'TOKEN_EXPIRED', 'TOO_MANY_REQUESTS',
  'RESET_ACCOUNT_NOT_FOUND', 'RESET_LINK_EXPIRED', 'PASSWORD_WEAK', 'PASSWORD_MISMATCH',
  // generic
  'VALIDATION_ERROR', 'FORBIDDEN', 'NOT_FOUND', 'INTERNAL_ERROR', 'PAYLOAD_TOO_LARGE',
  'INVALID_FILE', 'IMAGE_REQUIRED', 'IMAGE_TOO_LARGE', 'DATE_RANGE_INVALID', 'TIME_RANGE_INVALID',
  'DATE_IN_PAST', 'MAINTENANCE', 'INTEGRATION_NOT_CONFIGURED',
  // organisation
  '100001', '100002', 'BRANCH_DUPLICATED_NAME', 'BRANCH_INVALID', 'BRANCH_PARENT_INVALID',
  'TYPE_INVALID', 'POSITION_NOT_EXISTS', 'HIERARCHY_EXISTS',
  'TEMPLATE_NAME_EXISTS', 'TEMPLATE_EXTERNAL_ID_EXISTS', 'SpecialDayaErrorCreate',
  // administrators (later issue; listed so the catalogue is whole)
  'J001', 'J002', 'J003', 'J004', 'J005', 'J006', 'J007', 'J008', 'J009', 'J010', 'J011',
  'OWNER_NOT_REMOVABLE',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** One failing field of a validation error; `field` is a dotted path (`dateTo`, `personalData.firstName`). */
export interface FieldError {
  field: string;
  code: string;
  message: string;
}

/** Body of every error answer. */
export interface ApiErrorBody {
  statusCode: number;
  code: ErrorCode | string;
  message: string;
  errors?: FieldError[];
}
