import { format, Validator, type OutputUnit, type Schema } from '@cfworker/json-schema';
import { JUNK_OPTION_ID, ID_KEY, type CustomValidator, type ErrorTransformer, type FormContextType, type RJSFSchema, type StrictRJSFSchema, type UiSchema, type ValidationData, type ValidatorType } from '@rjsf/utils';
// the error processing of RJSF's own ajv validator, without ajv (it only needs @rjsf/utils)
import processRawValidationErrors from '@rjsf/validator-ajv8/lib/processRawValidationErrors.js';
import { yearInRange } from '../../../shared/dateRange';

/**
 * The forms' JSON Schema validator for RJSF, interpreting the schema instead of compiling it: ajv (RJSF's default)
 * builds a function from each schema with `new Function`, which only runs under a Content-Security-Policy with
 * 'unsafe-eval' — and the schemas are per company (overlays), so they cannot be compiled at build time. This walks
 * the schema with @cfworker/json-schema and hands RJSF the same error objects ajv would (keyword, instance path,
 * params), so the translated messages (validation.ts) and the field placement stay as they were.
 */

/** Dates as the server takes them: RFC 3339 and a year the product keeps (src/shared/dateRange.ts). */
const plainDate = format.date;
const plainDateTime = format['date-time'];
format.date = (text: string) => plainDate(text) && yearInRange(text);
format['date-time'] = (text: string) => plainDateTime(text) && yearInRange(text);

/** Keywords that only say "something inside failed": the inner failure is reported on its own. */
const CONTAINERS = new Set(['properties', 'items', 'additionalItems', 'allOf', '$ref', 'patternProperties', 'dependencies', 'false', 'then', 'else', 'if', 'contains', 'propertyNames']);
/** Keywords whose schema value is the bound the message shows as {{limit}}. */
const LIMITS = new Set(['minLength', 'maxLength', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'minItems', 'maxItems', 'minProperties', 'maxProperties']);

export interface AjvLikeError {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  params: Record<string, unknown>;
  message: string;
  parentSchema?: Record<string, unknown>;
}

const decodePart = (part: string): string => decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~');

/** The schema node at a JSON pointer such as `#/properties/name/minLength`; undefined when it is not there. */
function atPointer(root: unknown, pointer: string): unknown {
  let node = root;
  for (const part of pointer.replace(/^#\/?/, '').split('/').filter(Boolean)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[decodePart(part)];
  }
  return node;
}

/** The property a `required` or `additionalProperties` failure names (the library quotes it in its message). */
const quotedName = (message: string): string | undefined => /"((?:[^"\\]|\\.)*)"/.exec(message)?.[1];

function paramsOf(unit: OutputUnit, value: unknown): Record<string, unknown> {
  const { keyword } = unit;
  if (LIMITS.has(keyword)) return { limit: value };
  if (keyword === 'required') return { missingProperty: quotedName(unit.error) };
  if (keyword === 'additionalProperties') return { additionalProperty: quotedName(unit.error) };
  if (keyword === 'type') return { type: Array.isArray(value) ? value.join(',') : value };
  if (keyword === 'format') return { format: value };
  if (keyword === 'enum') return { allowedValues: value };
  if (keyword === 'const') return { allowedValue: value };
  if (keyword === 'multipleOf') return { multipleOf: value };
  if (keyword === 'pattern') return { pattern: value };
  return {};
}

/** One failure as ajv reports it: `/a/0` instance paths, the keyword, its params, the schema it sits in. */
export function toAjvError(root: Schema, unit: OutputUnit): AjvLikeError {
  const schemaPath = unit.keywordLocation;
  const parentSchema = atPointer(root, schemaPath.replace(/\/[^/]*$/, ''));
  return {
    instancePath: unit.instanceLocation.replace(/^#/, '').split('/').map(decodePart).join('/'),
    schemaPath,
    keyword: unit.keyword,
    params: paramsOf(unit, atPointer(root, schemaPath)),
    message: unit.error,
    parentSchema: parentSchema && typeof parentSchema === 'object' ? (parentSchema as Record<string, unknown>) : undefined,
  };
}

/** Every failure of `data` against `schema`, in ajv's shape, containers left out. */
export function schemaErrors(schema: Schema, data: unknown, validator = new Validator(schema, '7', false)): AjvLikeError[] {
  const result = validator.validate(data === undefined ? {} : data);
  if (result.valid) return [];
  return postOrder(result.errors.filter((unit) => !CONTAINERS.has(unit.keyword))).map((unit) => toAjvError(schema, unit));
}

/** ajv reports the failing options of a oneOf/anyOf before the oneOf itself: the same order, the same messages. */
function postOrder(units: OutputUnit[]): OutputUnit[] {
  const ordered: OutputUnit[] = [];
  const waiting: OutputUnit[] = [];
  for (const unit of units) {
    while (waiting.length && !unit.keywordLocation.startsWith(`${waiting[waiting.length - 1].keywordLocation}/`)) ordered.push(waiting.pop()!);
    if (unit.keyword === 'oneOf' || unit.keyword === 'anyOf') waiting.push(unit);
    else ordered.push(unit);
  }
  return ordered.concat(waiting.reverse());
}

class InterpretingValidator<T = unknown, S extends StrictRJSFSchema = RJSFSchema, F extends FormContextType = Record<string, unknown>> implements ValidatorType<T, S, F> {
  /** a schema walked once is kept while RJSF keeps its object (re-rendering validates on every keystroke) */
  private full = new WeakMap<object, Validator>();
  private quick = new WeakMap<object, Validator>();

  private validatorFor(schema: S, shortCircuit: boolean): Validator {
    const cache = shortCircuit ? this.quick : this.full;
    let validator = cache.get(schema);
    if (!validator) {
      validator = new Validator(schema as Schema, '7', shortCircuit);
      cache.set(schema, validator);
    }
    return validator;
  }

  rawValidation<Result = AjvLikeError>(schema: S, formData?: T): { errors?: Result[]; validationError?: Error } {
    try {
      const errors = schemaErrors(schema as Schema, formData, this.validatorFor(schema, false));
      return { errors: errors.length ? (errors as Result[]) : undefined };
    } catch (err) {
      return { validationError: err as Error };
    }
  }

  validateFormData(formData: T | undefined, schema: S, customValidate?: CustomValidator<T, S, F>, transformErrors?: ErrorTransformer<T, S, F>, uiSchema?: UiSchema<T, S, F>): ValidationData<T> {
    const raw = this.rawValidation<AjvLikeError>(schema, formData);
    // processRawValidationErrors is typed for ajv's ErrorObject; ours has the fields it reads
    return processRawValidationErrors<T, S, F>(this, raw as never, formData, schema, customValidate, transformErrors, uiSchema);
  }

  /** Whether `formData` fits `schema` (RJSF asks this to pick the matching oneOf/anyOf option). */
  isValid(schema: S, formData: T | undefined, _rootSchema?: S): boolean {
    // RJSF's marker of an option that can never match
    if ((schema as Record<string, unknown>)[ID_KEY] === JUNK_OPTION_ID) return false;
    try {
      return this.validatorFor(schema, true).validate(formData).valid;
    } catch {
      return false;
    }
  }

  reset(): void {
    this.full = new WeakMap();
    this.quick = new WeakMap();
  }
}

/** The validator every RJSF form of the product uses (form data typed `any`, as RJSF's own default validator is). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const schemaValidator = new InterpretingValidator<any, RJSFSchema, any>();
