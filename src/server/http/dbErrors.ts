import { ApiError, fieldError, type PendingFieldError } from './apiError';

/** PostgreSQL error fields we look at (node-postgres and PGlite both expose them, possibly under `cause`). */
export interface PgErrorLike {
  code: string;
  detail?: string;
  constraint?: string;
  column?: string;
}

/** Find the PostgreSQL error behind a (possibly Drizzle-wrapped) error. */
export function findPgError(err: unknown): PgErrorLike | undefined {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return current as PgErrorLike;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const UNIQUE_VIOLATION = '23505';
const NOT_NULL_VIOLATION = '23502';
const FOREIGN_KEY_VIOLATION = '23503';
const CHECK_VIOLATION = '23514';
const EXCLUSION_VIOLATION = '23P01';

/**
 * SQLSTATE classes that only bad input can cause (invalid text for a uuid/date, numeric out of range…): answered as
 * 400 if input validation ever lets one through, never 500.
 */
export const isBadInputPgError = (code: string): boolean => code.startsWith('22');

/** `main_branch` → `mainBranch`: the API's field name of a column. */
const fieldOfColumn = (column: string) => column.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());

/** The columns of `Key (company_id, main_branch)=(…)` in a constraint error's detail, minus the tenant column. */
function keyFields(detail: string | undefined): string[] {
  const m = /Key \((.*?)\)=\(/.exec(detail ?? '');
  if (!m) return [];
  return m[1].split(',').map((c) => c.trim().replace(/^lower\((.*)\)$/, '$1')).filter((c) => c && c !== 'company_id').map(fieldOfColumn);
}

const onFields = (fields: string[], code: string): PendingFieldError[] | undefined => (fields.length ? fields.map((f) => fieldError(f, code)) : undefined);

/**
 * A database error that input caused, as the answer it deserves; undefined for anything else (a 500). Reaching
 * here means validation let something through (the caller logs it): the answer still names the field when the
 * database says which — a NOT NULL column, the key of a missing reference — so the form can show it.
 * - 22xxx data exceptions (bad text for a type, out of range) → 400;
 * - 23502 NOT NULL → 400 `required` on the column; 23503 a missing reference → 400 `invalid` on its columns, a row
 *   still referenced by others → 409 `hasChildren`; 23514 CHECK → 400; 23505 unique and 23P01 exclusion → 409.
 */
export function apiErrorOfPgError(pg: PgErrorLike): ApiError | undefined {
  const keys = keyFields(pg.detail);
  switch (pg.code) {
    case UNIQUE_VIOLATION:
    case EXCLUSION_VIOLATION:
      return new ApiError(409, 'VALIDATION_ERROR', { errors: onFields(keys, 'unique') });
    case NOT_NULL_VIOLATION:
      return new ApiError(400, 'VALIDATION_ERROR', { errors: onFields(pg.column ? [fieldOfColumn(pg.column)] : [], 'required') });
    case FOREIGN_KEY_VIOLATION:
      if (/still referenced/.test(pg.detail ?? '')) return new ApiError(409, 'VALIDATION_ERROR', { errors: [fieldError('id', 'hasChildren')] });
      return new ApiError(400, 'VALIDATION_ERROR', { errors: onFields(keys, 'invalid') });
    case CHECK_VIOLATION:
      return new ApiError(400, 'VALIDATION_ERROR');
    default:
      return isBadInputPgError(pg.code) ? new ApiError(400, 'VALIDATION_ERROR') : undefined;
  }
}
