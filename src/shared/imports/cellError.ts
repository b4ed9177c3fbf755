import type { ImportField } from './columns';

/**
 * An error on one cell of the import. `code` is an error code with a message in errors.json (the spec's import
 * codes, DOCUMENT_IN_USE…) or an ajv keyword with a message under errors.validation (maxLength, pattern), `params`
 * fill its placeholders.
 */
export interface CellError {
  field: ImportField;
  code: string;
  params?: Record<string, unknown>;
}

/** The i18n key of a cell error's message (the server's error handler picks the same one). */
export const cellErrorKey = (code: string): string => (/^[A-Z0-9_]+$/.test(code) ? `errors.${code}` : `errors.validation.${code}`);
