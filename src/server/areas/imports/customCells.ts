import type { ValidateFunction } from 'ajv';
import { customCellValue, customImportColumns, isImportColumn, type CellError, type ImportValues } from '../../../shared/imports';
import { BODY_AJV_OPTIONS, createAjv } from '../../http/ajv';
import { fieldError, validationError, type PendingFieldError } from '../../http/apiError';
import { ajvToFieldErrors } from '../../http/fieldErrors';
import type { JsonSchema } from '../../engine/schemaStore';

const ajv = createAjv(BODY_AJV_OPTIONS);
const validators = new WeakMap<JsonSchema, ValidateFunction>();

/** The company's custom fields of the effective user schema as one object schema (their required ones kept). */
function validatorOf(schema: JsonSchema): ValidateFunction {
  let validate = validators.get(schema);
  if (!validate) {
    const fields = customImportColumns(schema).map((c) => c.key);
    const properties = Object.fromEntries(fields.map((f) => [f, schema.properties![f]]));
    const required = (schema.required ?? []).filter((r) => fields.includes(r));
    validate = ajv.compile({ type: 'object', additionalProperties: false, properties, ...(required.length ? { required } : {}) });
    validators.set(schema, validate);
  }
  return validate;
}

/**
 * A row naming a column that is neither a base column nor one of the company's custom fields is a bad request
 * (400 VALIDATION_ERROR on `rows.<index>.<column>`, code additionalProperties), as an unknown field is everywhere.
 */
export function assertKnownColumns(schema: JsonSchema, rows: ImportValues[]): void {
  const custom = new Set(customImportColumns(schema).map((c) => c.key));
  const errors: PendingFieldError[] = [];
  rows.forEach((row, i) => {
    for (const field of Object.keys(row)) if (!isImportColumn(field) && !custom.has(field)) errors.push(fieldError(`rows.${i}.${field}`, 'additionalProperties'));
  });
  if (errors.length) throw validationError(errors.slice(0, 100));
}

/**
 * The custom-field cells of one import row, checked by the effective user schema (the same rules as the form and
 * the API): their values converted from text (numbers, yes/no, enum labels), and an error per failing cell with the
 * schema keyword as its code (`pattern`, `enum`, `maxLength`…). Unknown columns are refused before (assertKnownColumns).
 */
export function checkCustomCells(schema: JsonSchema, row: ImportValues): { values: Record<string, unknown>; errors: CellError[] } {
  const values: Record<string, unknown> = {};
  for (const [field, text] of Object.entries(row)) {
    if (isImportColumn(field) || text === undefined || text.trim() === '') continue;
    const prop = schema.properties?.[field];
    values[field] = prop ? customCellValue(prop, text.trim()) : text;
  }
  const validate = validatorOf(schema);
  if (validate(values)) return { values, errors: [] };
  const errors: CellError[] = ajvToFieldErrors(validate.errors ?? []).map((e) => ({ field: e.field, code: e.code, ...(e.params ? { params: e.params } : {}) }));
  return { values, errors };
}
