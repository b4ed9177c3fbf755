import type { FieldError } from '../../shared/errorCodes';

/** A field error before localization: `params` fill the message's placeholders and are not sent. */
export interface PendingFieldError extends FieldError {
  params?: Record<string, unknown>;
}

/**
 * An error with an HTTP status and one of the API's codes (src/shared/errorCodes.ts). Thrown anywhere in a
 * request; the error handler localizes `code` (and each field error's code) into the answer.
 * Field errors may leave `message` empty: the handler fills it from `errors.<code>` or `errors.validation.<code>`.
 */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly errors?: PendingFieldError[];
  /** values for `{{placeholders}}` in the message */
  readonly values?: Record<string, unknown>;

  constructor(statusCode: number, code: string, opts: { errors?: PendingFieldError[]; values?: Record<string, unknown>; detail?: string } = {}) {
    super(opts.detail ?? code);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.code = code;
    this.errors = opts.errors;
    this.values = opts.values;
  }
}

export const isApiError = (err: unknown): err is ApiError => err instanceof ApiError;

/** A field error whose message the error handler localizes. */
export const fieldError = (field: string, code: string): PendingFieldError => ({ field, code, message: '' });

export const notFound = (code = 'NOT_FOUND') => new ApiError(404, code);
export const forbidden = () => new ApiError(403, 'FORBIDDEN');
export const unauthorized = (code: 'UNAUTHORIZED' | 'TOKEN_EXPIRED' = 'UNAUTHORIZED') => new ApiError(401, code);

/** 400 VALIDATION_ERROR listing the failing fields. */
export const validationError = (errors: PendingFieldError[]) => new ApiError(400, 'VALIDATION_ERROR', { errors });

/** A domain error on one field, e.g. 409 TEMPLATE_NAME_EXISTS on `name`: the body's code is the domain code. */
export const fieldConflict = (statusCode: number, code: string, field: string) =>
  new ApiError(statusCode, code, { errors: [fieldError(field, code)] });
