import validator from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { formSchemaOf } from '../../../src/app/engine/form/formSchema';
import { makeCustomValidate, makeTransformErrors } from '../../../src/app/engine/form/validation';
import { localizeSchema } from '../../../src/app/engine/schema/localizeSchema';
import { loadSchema, spanishT } from './schemaFixtures';

const t = spanishT();
const formSchema = (id: string, ns: string) => formSchemaOf(localizeSchema(loadSchema(id), { ns, t })) as RJSFSchema;

/** What RJSF's ajv8 validator says about a form, with our domain rules and messages. */
function validate(id: string, ns: string, rules: string[] | undefined, data: Record<string, unknown>) {
  return validator.validateFormData(data, formSchema(id, ns), makeCustomValidate(rules, t) as never, makeTransformErrors(t) as never);
}

describe('form validation in the browser (RJSF ajv8 + domain rules)', () => {
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
