import type { ErrorObject } from 'ajv';
import type { PendingFieldError } from './apiError';

/** `/personalData/firstName` → `personalData.firstName` (JSON Pointer escapes undone). */
function pointerToPath(pointer: string): string {
  return pointer
    .split('/')
    .filter(Boolean)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.');
}

/**
 * Most field errors one answer lists. With allErrors, a 200,000-item array of wrong items yields as many Ajv errors;
 * listing them all made an answer of tens of MB (and minutes of work) out of one request. A form shows the first
 * ones anyway; the caller fixes those and sends again.
 */
export const MAX_FIELD_ERRORS = 100;

const join = (base: string, leaf: unknown) => (typeof leaf === 'string' && leaf ? (base ? `${base}.${leaf}` : leaf) : base);

/**
 * Ajv errors → field errors. `field` is the dotted path of the failing property (for `required` and
 * `additionalProperties` the missing/unknown property itself), `code` is the ajv keyword; `message` is left
 * empty for the error handler to localize. `prefix` names the request part for non-body errors.
 */
export function ajvToFieldErrors(errors: readonly Partial<ErrorObject>[], prefix = ''): PendingFieldError[] {
  const out: PendingFieldError[] = [];
  const seen = new Set<string>();
  for (const e of errors) {
    if (out.length >= MAX_FIELD_ERRORS) break;
    const params = (e.params ?? {}) as Record<string, unknown>;
    let field = pointerToPath(e.instancePath ?? '');
    if (e.keyword === 'required') field = join(field, params.missingProperty);
    if (e.keyword === 'additionalProperties') field = join(field, params.additionalProperty);
    if (prefix) field = field ? `${prefix}.${field}` : prefix;
    const code = e.keyword ?? 'invalid';
    const key = `${field}|${code}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ field: field || 'body', code, message: '', ...paramsFor(params) });
  }
  return out;
}

/** Keep the ajv params a message needs ({{limit}}, {{type}}, {{format}}) on the side, stripped before answering. */
function paramsFor(params: Record<string, unknown>): { params?: Record<string, unknown> } {
  const keep: Record<string, unknown> = {};
  for (const k of ['limit', 'type', 'format', 'multipleOf']) if (params[k] !== undefined) keep[k] = params[k];
  return Object.keys(keep).length ? { params: keep } : {};
}
