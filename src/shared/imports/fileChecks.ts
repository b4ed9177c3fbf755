import type { CellError } from './cellError';
import type { ImportColumn } from './columns';
import { documentKey } from './documentNumbers';
import type { NormalizedRow } from './rowChecks';

/** `José  García` and `jose garcia` are the same person for the repeat check: no accents, case or extra spaces. */
export const personKey = (firstName: string, lastName: string): string =>
  `${firstName} ${lastName}`.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/** Rows (by index) that share a key with another row; every one of them is flagged, so the user picks which to keep. */
function repeated(rows: NormalizedRow[], keyOf: (r: NormalizedRow) => string | null): number[] {
  const seen = new Map<string, number[]>();
  rows.forEach((r, i) => {
    const key = keyOf(r);
    if (key) seen.set(key, [...(seen.get(key) ?? []), i]);
  });
  return [...seen.values()].filter((idx) => idx.length > 1).flat();
}

/**
 * Checks across the rows of one file: the same first and last name twice → REPITED_NAME_AND_SURNAME, the same email
 * twice → REPITED_EMAIL, the same document twice → DOCUMENT_IN_USE, the same external ID twice → EXTERNAL_ID_IN_USE.
 * `rows[i]` is the normalized row i; the answer maps row index → its errors.
 */
export function checkRepeats(rows: NormalizedRow[]): Map<number, CellError[]> {
  const errors = new Map<number, CellError[]>();
  const flag = (indexes: number[], field: ImportColumn, code: string) => {
    for (const i of indexes) errors.set(i, [...(errors.get(i) ?? []), { field, code }]);
  };
  flag(repeated(rows, (r) => (r.firstName && r.lastName ? personKey(r.firstName, r.lastName) : null)), 'lastName', 'REPITED_NAME_AND_SURNAME');
  flag(repeated(rows, (r) => r.email?.toLowerCase() ?? null), 'email', 'REPITED_EMAIL');
  flag(repeated(rows, (r) => (r.numberOfDocument ? documentKey(r.numberOfDocument) : null)), 'numberOfDocument', 'DOCUMENT_IN_USE');
  flag(repeated(rows, (r) => r.externalId?.toLowerCase() ?? null), 'externalId', 'EXTERNAL_ID_IN_USE');
  return errors;
}
