import { IMPORT_COLUMNS, MAX_CELL_LENGTH, MAX_IMPORT_ROWS, type ImportValues } from '../../../shared/imports';
import { ApiError } from '../../http/apiError';

/**
 * A 10,000-row import travels as one JSON body of a few MB (about 250 bytes a row), above the 2 MB default
 * (BODY_LIMIT_BYTES): the import routes alone take up to this much.
 */
export const IMPORT_BODY_LIMIT_BYTES = 16 * 1024 * 1024;

/**
 * `{ rows: [{ firstName, lastName, …, <customField> }] }`: text only, each cell at most MAX_CELL_LENGTH. Besides the
 * base columns a row may name the company's custom fields; any other name is refused on its cell (validateImport.ts),
 * since which names exist depends on the caller's company.
 */
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
        maxProperties: IMPORT_COLUMNS.length + 40,
        propertyNames: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_]{0,59}$' },
        properties: Object.fromEntries(IMPORT_COLUMNS.map((c) => [c, { type: 'string', maxLength: MAX_CELL_LENGTH }])),
        additionalProperties: { type: 'string', maxLength: MAX_CELL_LENGTH },
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
