/**
 * The columns of the collaborator import file, by canonical key (= the users table / user schema property).
 * The order is the template's. Headers are matched against these keys and their labels in every locale
 * (imports.columns.<key> in src/shared/i18n/<locale>/imports.json), so a file made from any template works.
 */
export const IMPORT_COLUMNS = [
  'firstName',
  'lastName',
  'typeOfDocument',
  'numberOfDocument',
  'email',
  'mainBranch',
  'position',
  'externalId',
  'phone',
  'birthDate',
  'contractStartDate',
  'disability',
  'documentExpirationDate',
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** Columns a file must have (their cells may still be empty: each row then gets its own error). */
export const REQUIRED_COLUMNS: readonly ImportColumn[] = ['firstName', 'lastName', 'typeOfDocument', 'numberOfDocument', 'mainBranch'];

export const isImportColumn = (key: string): key is ImportColumn => (IMPORT_COLUMNS as readonly string[]).includes(key);

/** A column of the file: a base column, or one of the company's custom fields (overlayColumns.ts). */
export type ImportField = ImportColumn | (string & {});

/** One row as read from the file: text per column (custom fields by their name), missing or '' when the cell is empty. */
export type ImportValues = Partial<Record<ImportColumn, string>> & { [customField: string]: string | undefined };

/** Document types the product knows (user schema enum). */
export const DOCUMENT_TYPES = ['DNI', 'NIE', 'PASSPORT', 'RUT', 'CPF', 'OTHER'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** Most rows one import takes (one transaction, one request of a few MB). */
export const MAX_IMPORT_ROWS = 10_000;

/** Longest text a cell may carry to the API (each column has its own, shorter, limit on top). */
export const MAX_CELL_LENGTH = 255;

/** The template's example row: valid as it is, so a user can see what each column expects. */
export const EXAMPLE_ROW: Record<ImportColumn, string> = {
  firstName: 'Lucía',
  lastName: 'García Pérez',
  typeOfDocument: 'DNI',
  numberOfDocument: '12345678Z',
  email: 'lucia.garcia@example.com',
  mainBranch: 'Madrid Centro',
  position: 'Dependienta',
  externalId: 'EMP-0001',
  phone: '+34 600 123 456',
  birthDate: '1990-04-21',
  contractStartDate: '2024-01-15',
  disability: '0',
  documentExpirationDate: '2030-06-30',
};
