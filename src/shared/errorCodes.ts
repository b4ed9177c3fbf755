/**
 * Error codes the API answers with (spec §5, §8). The `code` of every error body is one of these;
 * each has a message in every locale under `errors.<code>` (src/shared/i18n/<locale>/errors.json).
 */
export const ERROR_CODES = [
  // auth and session
  'loginError', 'loginErrorNoToken', 'USER_NOT_FOUND', 'COMPANY_NOT_FOUND', 'BRANCHOFFICE_NOT_FOUND',
  'LOGIN_NOT_ALLOWED', 'NOT_ADMIN', 'UNAUTHORIZED', 'TOKEN_EXPIRED', 'TOO_MANY_REQUESTS',
  'RESET_ACCOUNT_NOT_FOUND', 'RESET_LINK_EXPIRED', 'PASSWORD_WEAK', 'PASSWORD_MISMATCH',
  // multi-factor sign-in (src/server/auth/mfa, docs/api/auth.md)
  'MFA_CODE_INVALID', 'MFA_CODE_REUSED', 'MFA_CHALLENGE_INVALID', 'RECOVERY_CODE_INVALID', 'MFA_ALREADY_ENABLED', 'MFA_NOT_ENABLED',
  'MFA_SETUP_NOT_STARTED', 'REAUTH_REQUIRED', 'PASSKEY_INVALID', 'PASSKEY_NOT_FOUND',
  // generic
  'VALIDATION_ERROR', 'FORBIDDEN', 'NOT_FOUND', 'REF_NOT_FOUND', 'INTERNAL_ERROR', 'PAYLOAD_TOO_LARGE',
  'INVALID_FILE', 'IMAGE_REQUIRED', 'IMAGE_TOO_LARGE', 'DATE_RANGE_INVALID', 'TIME_RANGE_INVALID',
  'DATE_IN_PAST', 'MAINTENANCE', 'INTEGRATION_NOT_CONFIGURED',
  // organisation
  '100001', '100002', 'BRANCH_IN_USE', 'BRANCH_DUPLICATED_NAME', 'BRANCH_INVALID', 'BRANCH_PARENT_INVALID',
  'TYPE_INVALID', 'POSITION_NOT_EXISTS', 'HIERARCHY_EXISTS',
  'TEMPLATE_NAME_EXISTS', 'TEMPLATE_EXTERNAL_ID_EXISTS', 'SpecialDayaErrorCreate',
  // administrators, roles, profile
  'J001', 'J002', 'J003', 'J004', 'J005', 'J006', 'J007', 'J008', 'J009', 'J010', 'J011',
  'OWNER_NOT_REMOVABLE', 'adminError', 'adminNotDeleted', 'ROLE_NAME_EXISTS', 'ROLE_IN_USE', 'ROLE_NOT_ALLOWED',
  'PASSWORD_CHANGE_NOT_ALLOWED', 'WRONG_PASSWORD', 'CANNOT_DELETE_SELF',
  // collaborators and offboarding
  'EMAIL_IN_USE', 'DOCUMENT_IN_USE', 'EXTERNAL_ID_IN_USE', 'USERNAME_IN_USE', 'CONTRACTED_USERS_LIMIT',
  'USER_INACTIVE', 'USER_ALREADY_ACTIVE', 'TYPE_OF_LEAVE_INVALID', 'CUSTOM_FIELD_VALUE_INVALID',
  // collaborator import (spec §5) and background jobs
  'BRANCH_NOT_EXISTS', 'TYPE_OF_DOCUMENT_NOT_VALID', 'DOCUMENT_NOT_VALID', 'FIRSTNAME_NOT_VALID',
  'FIRST_LASTNAME_NOT_VALID', 'MAIN_BRANCH_IS_REQUIRED', 'REPITED_NAME_AND_SURNAME', 'NOT_VALID_EMAIL', 'REPITED_EMAIL',
  'NOT_VALID_DISABILITY', 'NOT_VALID_EXPIRATION_DATE', 'NOT_VALID_DATE', 'IMPORT_HAS_ERRORS', 'IMPORT_TOO_MANY_ROWS', 'JOB_NOT_FOUND',
  // time and attendance: manual workday codes (spec §5), shifts, reviews, marks
  'OVERLAPS', 'MAX_HOURS', 'BREAK_OVERLAPS', 'REPITED', 'CLOCKIN_DATE_NOT_VALID', 'CLOCKOUT_DATE_NOT_VALID',
  'BREAK_START_DATE_NOT_VALID', 'BREAK_END_DATE_NOT_VALID', 'REPITED_BREAK', 'BREAK_OUTSIDE_CLOCK',
  'CLOCK_END_BEFORE_START', 'BREAK_END_BEFORE_START', 'BREAK_START_END_EQUAL', 'CLOCK_START_END_EQUAL',
  'WORKDAY_TOO_LONG', 'FUTURE_DATE_NOT_VALID', 'SHIFT_OVERLAPS', 'AVAILABILITY_OVERLAPS', 'REVIEW_ALREADY_DONE',
  'REASON_REQUIRED', 'MARK_TYPE_INVALID',
  // absences: requests (dayoffs), reviews, vacation (src/shared/absences)
  'DAYOFF_COLLIDES', 'EXCEEDS_DAYOFF_LIMIT', 'PARTIAL_DAY_SINGLE_DATE', 'USER_WITHOUT_VACATION_MATRIX',
  'USER_WITHOUT_INGRESS_DATE', 'INSUFFICIENT_VACATION_BALANCE', 'SELF_REVIEW_NOT_ALLOWED', 'DAYOFF_NOT_PENDING',
  'VACATION_MATRIX_NAME_EXISTS', 'VACATION_MATRIX_IN_USE', 'ATTACHMENT_REQUIRED',
  // approval flows (docs/api/approval-flows.md)
  'APPROVAL_NOT_YOUR_STEP', 'APPROVAL_NOT_PENDING', 'APPROVAL_FLOW_INVALID',
  // documents and payroll slips: uploaded PDFs and ZIPs (INVALID_FILE: not a PDF or ZIP by its first bytes)
  'FILE_EMPTY', 'FILE_TOO_LARGE', 'PDF_ENCRYPTED', 'PDF_DAMAGED', 'ZIP_UNSAFE_PATH',
  // a ZIP (pictures, XLSX) that inflates beyond its bounds: src/server/areas/imports/pictures/zipEntries.ts, files/zipBounds.ts
  'ZIP_TOO_LARGE', 'ZIP_TOO_MANY_ENTRIES',
  // file system, document hub, settlements (docs/api/documents.md)
  'NAME_IN_USE', 'FOLDER_CYCLE', 'FOLDER_NOT_FOUND', 'DOCUMENT_NOT_FOUND', 'ENVELOPE_NOT_FOUND', 'GROUP_NOT_FOUND',
  'SETTLEMENT_NOT_FOUND', 'SLIP_NOT_FOUND', 'DOCUMENT_DELIVERED', 'DOCUMENT_UNASSIGNED', 'GROUP_ALREADY_PROCESSED',
  'NOTHING_TO_CONFIRM', 'SLIP_WITHOUT_PERSON', 'PERSON_WITHOUT_SLIP',
  // inventory (docs/api/inventory.md, src/shared/inventory)
  'INVALID_ARTICLE_TRANSITION', 'ARTICLE_ASSIGNEE_REQUIRED', 'ARTICLE_ASSIGNEE_NOT_EXPECTED', 'ARTICLE_TYPE_TITLE_EXISTS',
  'ARTICLE_CODE_EXISTS', 'ARTICLE_TYPE_IN_USE', 'ARTICLE_ASSIGNED',
  // communication (docs/api/communication.md, src/shared/communication)
  'INVALID_POST_TRANSITION', 'POST_NOT_IN_BIN', 'POST_CATEGORY_EXISTS', 'POST_CATEGORY_IN_USE', 'AUDIENCE_UNITS_REQUIRED',
  'EXPIRY_BEFORE_PUBLICATION', 'RESOURCE_URL_REQUIRED', 'RESOURCE_FILE_REQUIRED',
  // employer records (resources/employerRecords.ts)
  'EMPLOYER_RECORD_EXISTS',
  // payroll novelties (docs/api/novelties.md, src/shared/novelties.ts)
  'NOVELTY_QUANTITY_INVALID', 'NOVELTY_SENT', 'NOVELTIES_V2_REQUIRED',
  // devices API (docs/api/devices.md)
  'DEVICE_SERIAL_EXISTS', 'DEVICE_HOST_INVALID', 'DEVICE_UNREACHABLE', 'DEVICE_PENDING_NOT_FOUND', 'DEVICE_TIME_ZONE_INVALID',
  'DEVICE_COMMAND_NOT_FOUND', 'DEVICE_COMMAND_CLOSED',
  // collaborators' device PINs (src/server/areas/devices/people)
  'DEVICE_PIN_EXISTS',
  // work orders and their time logs (docs/api/work-orders.md)
  'WORK_ORDER_CODE_EXISTS', 'WORK_ORDER_NOT_FOUND', 'WORK_ORDER_CLOSED', 'WORK_ORDER_HAS_LOGS', 'WORK_ORDER_LOG_NOT_FOUND',
  'WORK_ORDER_LOG_OVERLAPS',
  // accidents at work (docs/api/accidents.md)
  'ACCIDENT_STATUS_BACKWARDS', 'ACCIDENT_MEDICAL_FORBIDDEN', 'ACCIDENT_PERSON_NOT_FOUND', 'ACCIDENT_ABSENCE_INVALID', 'ACCIDENT_DAYS_WITH_ABSENCE',
  // provider console, subscription and bills (docs/api/provider.md, docs/api/subscription.md)
  'COMPANY_SUSPENDED', 'OWNER_ONLY', 'SUBSCRIPTION_NOT_CANCELLABLE', 'SUBSCRIPTION_NOT_REACTIVABLE', 'BILL_NOT_FOUND',
  'COMPANY_SLUG_IN_USE', 'COMPANY_OWNER_IN_USE', 'SUPPORT_READ_ONLY',
  // outbound webhooks (docs/api/webhooks.md)
  'WEBHOOK_URL_INVALID', 'WEBHOOK_URL_NOT_PUBLIC', 'WEBHOOK_DELIVERY_PENDING',
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
