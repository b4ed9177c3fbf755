import { checkRepeats, checkRow, documentKey, type CellError, type ImportValues, type NormalizedRow } from '../../../shared/imports';
import type { AuthContext } from '../../auth/authContext';
import type { Db } from '../../db/client';
import type { JsonSchema } from '../../engine/schemaStore';
import { loadBranchLookup } from './branchLookup';
import { checkCustomCells } from './customCells';
import { findTakenValues } from './takenValues';

export interface RowOutcome {
  row: NormalizedRow;
  /** the resolved main unit (null when the row has a unit error) */
  branchId: string | null;
  /** the company's custom fields of the row, as stored (in `extra`) */
  custom: Record<string, unknown>;
  /** the custom cells as sent (text), queued with the row */
  customText: Record<string, string>;
  errors: CellError[];
}

/** Add an error unless the cell already has that code (a repeat in the file and in the database say the same). */
function push(errors: CellError[], error: CellError): void {
  if (!errors.some((e) => e.field === error.field && e.code === error.code)) errors.push(error);
}

/**
 * Everything the server checks before an import, row by row, in the rows' order: the shared per-row checks, the
 * repeats inside the file, then against the caller's company: the unit must exist and be within the caller's scope
 * (BRANCH_NOT_EXISTS otherwise), the email must be free in the whole product (REPITED_EMAIL), the document and the
 * external ID free in the company (DOCUMENT_IN_USE, EXTERNAL_ID_IN_USE); the company's custom fields by the
 * effective user `schema` (customCells.ts).
 */
export async function validateImport(db: Db, auth: AuthContext, values: ImportValues[], schema: JsonSchema): Promise<RowOutcome[]> {
  const checked = values.map((v) => checkRow(v));
  const rows = checked.map((c) => c.row);
  const repeats = checkRepeats(rows);
  const [branches, taken] = await Promise.all([loadBranchLookup(db, auth), findTakenValues(db, auth.company.id, rows)]);

  return checked.map(({ row, errors }, i) => {
    const custom = checkCustomCells(schema, values[i]);
    const all = [...errors, ...custom.errors];
    for (const e of repeats.get(i) ?? []) push(all, e);
    const invalid = (field: CellError['field']) => all.some((e) => e.field === field);
    const branchId = row.mainBranch ? branches.resolve(row.mainBranch) : null;
    if (row.mainBranch && !branchId) push(all, { field: 'mainBranch', code: 'BRANCH_NOT_EXISTS' });
    if (row.email && !invalid('email') && taken.emails.has(row.email.toLowerCase())) push(all, { field: 'email', code: 'REPITED_EMAIL' });
    if (row.numberOfDocument && !invalid('numberOfDocument') && taken.documents.has(documentKey(row.numberOfDocument))) {
      push(all, { field: 'numberOfDocument', code: 'DOCUMENT_IN_USE' });
    }
    if (row.externalId && !invalid('externalId') && taken.externalIds.has(row.externalId.toLowerCase())) {
      push(all, { field: 'externalId', code: 'EXTERNAL_ID_IN_USE' });
    }
    const customText = Object.fromEntries(Object.keys(custom.values).map((f) => [f, String(values[i][f]).trim()]));
    return { row, branchId, custom: custom.values, customText, errors: all };
  });
}

/** The values a valid row is queued with: normalized, the unit as its id (the job validates them again). */
export function queuedValues(outcome: RowOutcome): ImportValues {
  const { row, branchId } = outcome;
  const values: ImportValues = {
    ...outcome.customText,
    firstName: row.firstName,
    lastName: row.lastName,
    typeOfDocument: row.typeOfDocument,
    numberOfDocument: row.numberOfDocument,
    mainBranch: branchId ?? row.mainBranch,
  };
  if (row.email) values.email = row.email;
  if (row.position) values.position = row.position;
  if (row.externalId) values.externalId = row.externalId;
  if (row.phone) values.phone = row.phone;
  if (row.birthDate) values.birthDate = row.birthDate;
  if (row.contractStartDate) values.contractStartDate = row.contractStartDate;
  if (row.disability !== null) values.disability = String(row.disability);
  if (row.documentExpirationDate) values.documentExpirationDate = row.documentExpirationDate;
  return values;
}
