import { IMPORT_COLUMNS, MAX_CELL_LENGTH, MAX_IMPORT_ROWS, type ImportValues } from '../../../shared/imports';
import { ApiError } from '../../http/apiError';

/**
 * A 10,000-row import travels as one JSON body of a few MB (about 250 bytes a row), above the 2 MB default
 * (BODY_LIMIT_BYTES): the import routes alone take up to this much.
 */
export const IMPORT_BODY_LIMIT_BYTES = 16 * 1024 * 1024;

/** `{ rows: [{ firstName, lastName, … }] }`: known columns only, text only, each cell at most MAX_CELL_LENGTH. */
export const ROWS_BODY = {
  type: 'object',
  required: ['rows'],
  additionalProperties: false,
  properties: {
    rows: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        additionalProperties: false,
        properties: Object.fromEntries(IMPORT_COLUMNS.map((c) => [c, { type: 'string', maxLength: MAX_CELL_LENGTH }])),
      },
    },
  },
} as const;

export interface RowsBody {
  rows: ImportValues[];
}

/** 400 IMPORT_TOO_MANY_ROWS above MAX_IMPORT_ROWS (one import is one transaction). */
export function assertRowCount(rows: unknown[]): void {
  if (rows.length > MAX_IMPORT_ROWS) throw new ApiError(400, 'IMPORT_TOO_MANY_ROWS', { values: { max: MAX_IMPORT_ROWS } });
}
