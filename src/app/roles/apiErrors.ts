import type { ApiHttpError } from '../providers/http';
import type { Cell } from './matrixModel';

export const asApiError = (err: unknown): Partial<ApiHttpError> => (err && typeof err === 'object' ? (err as Partial<ApiHttpError>) : {});

/** The server's localized message for a field, if it named one. */
export function fieldMessage(err: unknown, field: string): string | undefined {
  const entry = asApiError(err).errors?.[field];
  if (typeof entry === 'string') return entry;
  if (Array.isArray(entry)) return entry[0];
  return entry && typeof entry === 'object' ? entry.message : undefined;
}

/** The grants a ROLE_NOT_ALLOWED answer names (`permissions.<module>.<action>`), as matrix cells. */
export function refusedCells(err: unknown): Set<Cell> {
  const fields = Object.keys(asApiError(err).errors ?? {});
  return new Set(fields.filter((f) => f.startsWith('permissions.')).map((f) => f.slice('permissions.'.length).replace('.', '|') as Cell));
}
