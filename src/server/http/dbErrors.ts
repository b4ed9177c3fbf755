/** PostgreSQL error fields we look at (node-postgres and PGlite both expose them, possibly under `cause`). */
export interface PgErrorLike {
  code: string;
  detail?: string;
  constraint?: string;
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

/**
 * SQLSTATE classes that only bad input can cause (invalid text for a uuid/date, numeric out of range…): answered as
 * 400 if input validation ever lets one through, never 500.
 */
export const isBadInputPgError = (code: string): boolean => code.startsWith('22');
