import { fieldError, validationError, type PendingFieldError } from '../http/apiError';
import { ajvToFieldErrors } from '../http/fieldErrors';
import type { BodyMode, SchemaStore } from './schemaStore';
import { singleLineProblems } from './singleLineText';

const isPlainObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * Validate a create or update body against the caller's company's effective schema. Returns a copy with defaults
 * applied (create only). readOnly properties are refused (400, code `readOnly`), never silently dropped: the client
 * strips them, so one arriving is a bug worth seeing, the same as an unknown property.
 */
export function validateBody(store: SchemaStore, schemaId: string, companySlug: string, mode: BodyMode, body: unknown): Record<string, unknown> {
  if (!isPlainObject(body)) throw validationError([{ ...fieldError('body', 'type'), params: { type: 'object' } }]);
  const schema = store.effective(schemaId, companySlug);
  const readOnly = Object.keys(body).filter((k) => schema.properties?.[k]?.readOnly === true);
  const copy = structuredClone(body);
  const validate = store.validator(schemaId, companySlug, mode);
  const errors: PendingFieldError[] = readOnly.map((f) => fieldError(f, 'readOnly'));
  if (!validate(copy)) {
    errors.push(...ajvToFieldErrors(validate.errors ?? []).filter((e) => !readOnly.includes(e.field.split('.')[0])));
  }
  const failing = new Set(errors.map((e) => e.field));
  errors.push(...singleLineProblems(schema, copy).filter((e) => !failing.has(e.field)));
  if (errors.length) throw validationError(errors);
  return copy;
}
