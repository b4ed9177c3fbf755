import { describe, expect, it } from 'vitest';
import { dropChangedErrors, errorsOutside, formSchemaOf, sanitizeOrder, stripUnknown, toErrorSchema } from '../../../src/app/engine/form/formSchema';
import { uiSchemaFor } from '../../../src/app/engine/form/uiSchemaFor';
import branchOffices from '../../../resources/branchOffices';
import specialDays from '../../../resources/specialDays';
import shiftTemplates from '../../../resources/shiftTemplates';
import { demoBranchOffice, loadSchema } from './schemaFixtures';

describe('formSchemaOf', () => {
  it('drops $id, readOnly and file properties (and them from required)', () => {
    const user = formSchemaOf(loadSchema('user'));
    expect(user.$id).toBeUndefined();
    expect(Object.keys(user.properties!)).not.toContain('active');
    expect(Object.keys(user.properties!)).not.toContain('imageUrl');
    expect(user.required).toEqual(['firstName', 'lastName', 'username', 'typeOfDocument', 'numberOfDocument', 'mainBranch']);
    expect(Object.keys(formSchemaOf(demoBranchOffice()).properties!)).not.toContain('image');
  });
});

describe('stripUnknown', () => {
  const schema = formSchemaOf(demoBranchOffice());

  it('keeps schema properties (overlay ones too) and drops id, timestamps, readOnly and unknown fields', () => {
    const record = { id: 'b1', name: 'Norte', costCenter: 'CC-0001', createdAt: 'x', updatedAt: 'y', image: '/api/files/a.png', companyId: 'c', extra: {} };
    expect(stripUnknown(schema, record)).toEqual({ name: 'Norte', costCenter: 'CC-0001' });
  });

  it('drops nulls the schema does not allow and keeps the ones it does', () => {
    expect(stripUnknown(schema, { name: 'Norte', code: null, parentOrganization: null, latitude: null })).toEqual({
      name: 'Norte',
      parentOrganization: null,
      latitude: null,
    });
  });

  it('recurses into object properties and answers {} for no record', () => {
    const nested = { type: 'object', properties: { a: { type: 'object', properties: { b: { type: 'string' } } } } };
    expect(stripUnknown(nested, { a: { b: 'x', c: 1 }, z: 2 })).toEqual({ a: { b: 'x' } });
    expect(stripUnknown(nested, undefined)).toEqual({});
  });
});

describe('uiSchemaFor', () => {
  it('gives x-ref fields the referenced-resource select (multiple for arrays) and keeps declared widgets', () => {
    const ui = uiSchemaFor(specialDays, formSchemaOf(loadSchema('special-day')));
    expect(ui.branches).toEqual({ 'ui:widget': 'refSelect', 'ui:options': { resource: 'branchoffices', multiple: true } });
    expect(ui.dateFrom).toEqual({ 'ui:widget': 'date' });
    expect(ui.description).toEqual({ 'ui:widget': 'textarea' });
  });

  it('maps times and colours, and a declared ui on a field wins over the kind', () => {
    const ui = uiSchemaFor(shiftTemplates, formSchemaOf(loadSchema('shift-template')));
    expect(ui.startTime).toEqual({ 'ui:widget': 'time' });
    expect(ui.color).toEqual({ 'ui:widget': 'color' });
    expect(ui.workshiftType).toEqual({ 'ui:widget': 'refSelect', 'ui:options': { resource: 'workshifttypes' } });
    const custom = uiSchemaFor({ ui: { color: { 'ui:widget': 'text' } } }, formSchemaOf(loadSchema('shift-template')));
    expect(custom.color).toEqual({ 'ui:widget': 'text' });
  });

  it('keeps ui:order valid for RJSF: known fields only, * for the rest (overlay fields land there)', () => {
    const ui = uiSchemaFor(branchOffices, formSchemaOf(demoBranchOffice()));
    expect(ui['ui:order']).toEqual(['name', 'code', 'parentOrganization', 'address', 'city', 'country', 'timezone', 'latitude', 'longitude', '*']);
    expect(sanitizeOrder(['b', 'ghost'], ['a', 'b'])).toEqual(['b', '*']);
    expect(sanitizeOrder(['b', 'a'], ['a', 'b'])).toEqual(['b', 'a']);
  });
});

describe('server errors on fields', () => {
  it('turns dotted API paths into an RJSF ErrorSchema', () => {
    expect(toErrorSchema({ dateTo: ['Fin antes de inicio'], 'personalData.firstName': ['Obligatorio', 'Corto'] })).toEqual({
      dateTo: { __errors: ['Fin antes de inicio'] },
      personalData: { firstName: { __errors: ['Obligatorio', 'Corto'] } },
    });
  });

  it('forgets a field error once its value changes, keeps the others', () => {
    const errors = { dateTo: ['x'], name: ['y'] };
    const submitted = { dateTo: '2026-01-01', name: 'A' };
    expect(dropChangedErrors(errors, submitted, { dateTo: '2026-02-01', name: 'A' })).toEqual({ name: ['y'] });
    expect(dropChangedErrors(errors, submitted, { ...submitted })).toBe(errors);
  });

  it('lists the errors that have no field in the form (e.g. a file part)', () => {
    expect(errorsOutside({ image: ['Too large'], name: ['Taken'] }, formSchemaOf(demoBranchOffice()))).toEqual({ image: ['Too large'] });
  });
});
