import type { AjvKeywordCode, WorkdayFieldError } from './types';

const AJV_KEYWORDS: readonly string[] = ['required', 'format', 'enum', 'minItems', 'maxItems'] satisfies AjvKeywordCode[];

/** A field error with its i18n message key: `errors.<CODE>` for domain codes, `errors.validation.<kw>` for ajv ones. */
export function fieldError(field: string, code: WorkdayFieldError['code'], params?: WorkdayFieldError['params']): WorkdayFieldError {
  const message = AJV_KEYWORDS.includes(code) ? `errors.validation.${code}` : `errors.${code}`;
  return params ? { field, code, message, params } : { field, code, message };
}
