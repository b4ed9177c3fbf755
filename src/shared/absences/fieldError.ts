import type { AbsenceFieldError, AjvKeywordCode } from './types';

const AJV_KEYWORDS: readonly string[] = ['required', 'type', 'format', 'enum', 'minimum', 'maximum', 'multipleOf'] satisfies AjvKeywordCode[];

/** A field error with its i18n key: `errors.<CODE>` for domain codes, `errors.validation.<kw>` for ajv ones. */
export function fieldError(field: string, code: AbsenceFieldError['code'], params?: AbsenceFieldError['params']): AbsenceFieldError {
  const message = AJV_KEYWORDS.includes(code) ? `errors.validation.${code}` : `errors.${code}`;
  return params ? { field, code, message, params } : { field, code, message };
}
