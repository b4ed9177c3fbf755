import type { ImportField } from './columns';
import type { ParsedTable } from './headers';

/** The import endpoints (under /api); permissions: module `users`, action POST (pictures: PATCH). */
export const IMPORT_ENDPOINTS = {
  /** GET ?format=xlsx|csv → the template file, headers in the caller's language */
  template: '/users/import/template',
  /** POST multipart `file` (XLSX or CSV) → ParsedTable */
  parse: '/users/import/parse',
  /** POST { rows: ImportValues[] } → ImportValidation */
  validate: '/users/import/validate',
  /** POST { rows: ImportValues[] } → 202 { jobId, total }; 400 IMPORT_HAS_ERRORS, 409 CONTRACTED_USERS_LIMIT */
  start: '/users/import',
  /** POST multipart `file` (ZIP of pictures named by document number) → PicturesReport */
  pictures: '/users/pictures/import',
} as const;

/** The answer of the parse endpoint (what the browser's CSV worker produces too). */
export type ImportParse = ParsedTable;

/** One localized cell error as the API sends it. */
export interface ImportCellError {
  field: ImportField;
  code: string;
  message: string;
}

/** Validation of the rows sent, in their order: only rows with errors are listed. */
export interface ImportValidation {
  total: number;
  valid: number;
  invalid: number;
  rows: { index: number; errors: ImportCellError[] }[];
}

export interface ImportStarted {
  jobId: string;
  total: number;
}

/** The result of a finished `users.import` job. */
export interface ImportJobResult {
  created: number;
}

/** What happened to each file of a pictures ZIP. */
export interface PicturesReport {
  matched: { file: string; userId: string; firstName: string; lastName: string; numberOfDocument: string; imageUrl: string }[];
  /** no collaborator in the caller's units has that document */
  unmatched: string[];
  /** over 1 MB */
  tooLarge: string[];
  /** not a PNG, JPEG, GIF or WEBP by its bytes */
  notImage: string[];
  /** a second picture for a collaborator already matched by another file of the ZIP */
  duplicate: string[];
}

/** Largest ZIP of pictures one request takes. */
export const MAX_PICTURES_ZIP_BYTES = 50 * 1024 * 1024;
/** Largest XLSX or CSV the parse endpoint takes. */
export const MAX_IMPORT_FILE_BYTES = 10 * 1024 * 1024;
