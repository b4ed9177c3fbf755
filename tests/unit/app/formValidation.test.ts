import ajvValidator from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { formSchemaOf } from '../../../src/app/engine/form/formSchema';
import { schemaValidator } from '../../../src/app/engine/form/schemaValidator';
import { makeCustomValidate, makeTransformErrors } from '../../../src/app/engine/form/validation';
import { localizeSchema } from '../../../src/app/engine/schema/localizeSchema';
import { loadSchema, spanishT } from './schemaFixtures';

const t = spanishT();
const formSchema = (id: string, ns: string) => formSchemaOf(localizeSchema(loadSchema(id), { ns, t })) as RJSFSchema;

/** What the forms' validator says about a form, with our domain rules and messages. */
function validate(id: string, ns: string, rules: string[] | undefined, data: Record<string, unknown>, validator: typeof schemaValidator = schemaValidator) {
  return validator.validateFormData(data, formSchema(id, ns), makeCustomValidate(rules, t) as never, makeTransformErrors(t) as never);
}

describe('form validation in the browser (schema interpreted, no eval + domain rules)', () => {
  it('puts the dateRangeOrdered rule on dateTo, in the user language', () => {
    const { errorSchema } = validate('special-day', 'specialdays', ['dateRangeOrdered'], { name: 'Puente', dateFrom: '2026-05-02', dateTo: '2026-05-01' });
    expect(errorSchema.dateTo?.__errors).toEqual(['La fecha de fin no puede ser anterior a la de inicio']);
  });

  it('accepts a valid special day with localized enums (oneOf consts)', () => {
    const { errors } = validate('special-day', 'specialdays', ['dateRangeOrdered'], {
      name: 'Navidad',
      dateFrom: '2026-12-25',
      dateTo: '2026-12-25',
      category: 'national',
      countries: ['ES', 'AR'],
    });
    expect(errors).toEqual([]);
  });

  it('says what is wrong with the server wording: required, too long, bad pattern', () => {
    const { errorSchema } = validate('shift-template', 'shifttemplates', [], { name: 'x'.repeat(81), color: 'red' });
    expect(errorSchema.type?.__errors).toEqual(['Campo obligatorio']);
    expect(errorSchema.name?.__errors).toEqual(['Debe tener como máximo 80 caracteres']);
    expect(errorSchema.color?.__errors).toEqual(['Contiene caracteres no válidos']);
    const missing = validate('special-day', 'specialdays', [], { dateFrom: '2026-01-01', dateTo: '2026-01-02' });
    expect(missing.errorSchema.name?.__errors).toEqual(['Campo obligatorio']);
  });

  it('puts a rule error on a field the form has not filled yet', () => {
    const { errorSchema } = validate('shift-template', 'shifttemplates', ['shiftTimesValid'], { name: 'Mañana', type: 'simple' });
    expect(errorSchema.startTime?.__errors).toEqual(['Indica una hora de inicio y otra de fin distintas']);
  });
});

/** Every failing field and its messages, to compare two validators. */
const fieldErrors = (errorSchema: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(errorSchema).filter(([, v]) => v && typeof v === 'object').map(([k, v]) => [k, (v as { __errors?: string[] }).__errors ?? fieldErrors(v as Record<string, unknown>)]));

describe('the interpreting validator says what ajv says (the CSP forbids ajv in the browser)', () => {
  const cases: Array<[string, string, Record<string, unknown>]> = [
    ['special-day', 'specialdays', {}],
    ['special-day', 'specialdays', { name: '', dateFrom: '2026-02-30', dateTo: 'mañana', category: 'galactic', countries: 'ES' }],
    ['shift-template', 'shifttemplates', { name: 'x'.repeat(81), color: 'red', breakMinutes: -5, type: 'simple' }],
    ['branch-office', 'branchoffices', { name: 'Sede', latitude: 'north', timezone: 42 }],
    ['device', 'devices', { deviceType: 'nope', name: '', serialNumber: 'x'.repeat(300), pollDelay: 1.5 }],
  ];
  it.each(cases)('%s with bad values gets the same errors on the same fields', (id, ns, data) => {
    const ours = validate(id, ns, [], data);
    const theirs = validate(id, ns, [], data, ajvValidator as unknown as typeof schemaValidator);
    expect(ours.errors.length).toBeGreaterThan(0);
    expect(fieldErrors(ours.errorSchema as Record<string, unknown>)).toEqual(fieldErrors(theirs.errorSchema as Record<string, unknown>));
  });

  it('refuses a date outside the years the server keeps, as the server does', () => {
    const { errorSchema } = validate('special-day', 'specialdays', [], { name: 'Typo', dateFrom: '20260-01-01', dateTo: '1899-12-31' });
    expect(errorSchema.dateFrom?.__errors).toHaveLength(1);
    expect(errorSchema.dateTo?.__errors).toHaveLength(1);
    expect(validate('special-day', 'specialdays', [], { name: 'Ok', dateFrom: '2999-12-31', dateTo: '2999-12-31' }).errors).toEqual([]);
  });

  it('picks the matching option of a localized enum (oneOf of consts)', () => {
    const schema = formSchema('special-day', 'specialdays');
    const category = (schema.properties as Record<string, RJSFSchema>).category;
    const options = (category.oneOf ?? category.anyOf ?? []) as RJSFSchema[];
    expect(options.length).toBeGreaterThan(1);
    expect(options.filter((option) => schemaValidator.isValid(option, 'national', schema))).toHaveLength(1);
  });
});
