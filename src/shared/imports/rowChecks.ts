import type { CellError } from './cellError';
import type { DocumentType, ImportColumn, ImportValues } from './columns';
import { isValidDocument, normalizeDocument, parseDocumentType } from './documentNumbers';
import { parseImportDate } from './dates';

/** A row's values as they will be stored (only meaningful when the row has no errors). */
export interface NormalizedRow {
  firstName: string;
  lastName: string;
  typeOfDocument: DocumentType;
  numberOfDocument: string;
  email: string | null;
  /** the unit as written (name, code or id); the server resolves it */
  mainBranch: string;
  position: string | null;
  externalId: string | null;
  phone: string | null;
  birthDate: string | null;
  contractStartDate: string | null;
  disability: number | null;
  documentExpirationDate: string | null;
}

/** Limits of the user schema (schemas/user.schema.json) and the users table. */
const MAX_NAME = 80;
const MAX_EMAIL = 160;
const MAX_POSITION = 80;
const MAX_EXTERNAL_ID = 60;
const MAX_PHONE = 30;

/** Letters (any alphabet, accents) with the spaces, apostrophes, dots and hyphens names carry: O'Neill, Mª José. */
const NAME = /^[\p{L}\p{M}ªº][\p{L}\p{M}ªº'’ .-]*$/u;
/** The email check of ajv-formats (what the user schema's `format: email` applies), so imported rows stay editable. */
const EMAIL = /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;
const PHONE = /^\+?[0-9 ()./-]+$/;
const DISABILITY = /^(\d{1,3})\s*%?$/;

const text = (v: string | undefined): string => (v ?? '').trim().replace(/\s+/g, ' ');
const orNull = (v: string): string | null => (v === '' ? null : v);

const validName = (v: string): boolean => v.length > 0 && v.length <= MAX_NAME && NAME.test(v);

/**
 * The checks one row passes on its own (spec §5 import codes), the same in the browser and on the server:
 * names → FIRSTNAME_NOT_VALID / FIRST_LASTNAME_NOT_VALID, type → TYPE_OF_DOCUMENT_NOT_VALID, number (DNI/NIE control
 * letter) → DOCUMENT_NOT_VALID, unit → MAIN_BRANCH_IS_REQUIRED, email → NOT_VALID_EMAIL, disability 0–100 →
 * NOT_VALID_DISABILITY, expiration → NOT_VALID_EXPIRATION_DATE; other dates → NOT_VALID_DATE, lengths → maxLength.
 * Checks across rows and against the database (repeats, documents in use, units) come on top (fileChecks, server).
 */
export function checkRow(values: ImportValues): { row: NormalizedRow; errors: CellError[] } {
  const errors: CellError[] = [];
  const fail = (field: ImportColumn, code: string, params?: Record<string, unknown>) => errors.push(params ? { field, code, params } : { field, code });

  const firstName = text(values.firstName);
  if (!validName(firstName)) fail('firstName', 'FIRSTNAME_NOT_VALID');
  const lastName = text(values.lastName);
  if (!validName(lastName)) fail('lastName', 'FIRST_LASTNAME_NOT_VALID');

  const type = parseDocumentType(values.typeOfDocument);
  if (!type) fail('typeOfDocument', 'TYPE_OF_DOCUMENT_NOT_VALID');
  const numberOfDocument = normalizeDocument(type, values.numberOfDocument);
  // with an unknown type the number can only be checked for presence
  if (type ? !isValidDocument(type, numberOfDocument) : numberOfDocument === '') fail('numberOfDocument', 'DOCUMENT_NOT_VALID');

  const email = text(values.email);
  if (email && (email.length > MAX_EMAIL || !EMAIL.test(email))) fail('email', 'NOT_VALID_EMAIL');

  const mainBranch = text(values.mainBranch);
  if (!mainBranch) fail('mainBranch', 'MAIN_BRANCH_IS_REQUIRED');

  const position = text(values.position);
  if (position.length > MAX_POSITION) fail('position', 'maxLength', { limit: MAX_POSITION });
  const externalId = text(values.externalId);
  if (externalId.length > MAX_EXTERNAL_ID) fail('externalId', 'maxLength', { limit: MAX_EXTERNAL_ID });
  const phone = text(values.phone);
  if (phone.length > MAX_PHONE) fail('phone', 'maxLength', { limit: MAX_PHONE });
  else if (phone && !PHONE.test(phone)) fail('phone', 'pattern');

  const date = (field: ImportColumn, code: string): string | null => {
    const raw = text(values[field]);
    if (!raw) return null;
    const parsed = parseImportDate(raw);
    if (!parsed) fail(field, code);
    return parsed;
  };
  const birthDate = date('birthDate', 'NOT_VALID_DATE');
  const contractStartDate = date('contractStartDate', 'NOT_VALID_DATE');
  const documentExpirationDate = date('documentExpirationDate', 'NOT_VALID_EXPIRATION_DATE');

  let disability: number | null = null;
  const rawDisability = text(values.disability);
  if (rawDisability) {
    const m = DISABILITY.exec(rawDisability);
    disability = m ? Number(m[1]) : null;
    if (disability === null || disability > 100) fail('disability', 'NOT_VALID_DISABILITY');
  }

  return {
    row: {
      firstName,
      lastName,
      typeOfDocument: type ?? 'OTHER',
      numberOfDocument,
      email: orNull(email),
      mainBranch,
      position: orNull(position),
      externalId: orNull(externalId),
      phone: orNull(phone),
      birthDate,
      contractStartDate,
      disability,
      documentExpirationDate,
    },
    errors,
  };
}
