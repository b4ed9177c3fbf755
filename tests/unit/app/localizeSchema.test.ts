import { describe, expect, it } from 'vitest';
import { enumOptions, localizeSchema } from '../../../src/app/engine/schema/localizeSchema';
import { demoBranchOffice, loadSchema, spanishT } from './schemaFixtures';

const t = spanishT();

describe('localizeSchema', () => {
  it('translates titles and descriptions that are i18n keys, overlay ones included', () => {
    const out = localizeSchema(demoBranchOffice(), { ns: 'branchoffices', t });
    expect(out.properties!.name.title).toBe('Nombre');
    expect(out.properties!.parentOrganization.title).toBe('Unidad superior');
    expect(out.properties!.costCenter.title).toBe('Centro de coste');
    expect(out.properties!.costCenter.description).toMatch(/CC-0000/);
  });

  it("a company field takes its texts from its own x-labels, in the UI locale (es-ES when it has none)", () => {
    const prop = {
      type: ['string', 'null'], enum: ['S', 'M', null], 'x-overlay': true,
      'x-labels': { 'es-ES': { title: 'Talla', enum: { S: 'Pequeña' } }, 'en-US': { title: 'Size', description: 'Shirt size', enum: { S: 'Small' } }, 'pt-BR': { title: 'Tamanho' } },
    };
    const schema = { type: 'object', properties: { size: prop } };
    const en = localizeSchema(schema, { ns: 'users', t, locale: 'en-US' }).properties!.size;
    expect([en.title, en.description]).toEqual(['Size', 'Shirt size']);
    expect(en.oneOf).toEqual([{ const: 'S', title: 'Small' }, { const: 'M', title: 'M' }, { const: null, title: '' }]);
    expect(localizeSchema(schema, { ns: 'users', t, locale: 'pt-BR' }).properties!.size.title).toBe('Tamanho');
    expect(enumOptions(localizeSchema(schema, { ns: 'users', t }).properties!.size)[0]).toEqual({ value: 'S', label: 'Pequeña' });
  });

  it('turns enums into titled oneOf consts (RJSF 6 has no enumNames), arrays included', () => {
    const out = localizeSchema(loadSchema('special-day'), { ns: 'specialdays', t });
    expect(out.properties!.category.enum).toBeUndefined();
    expect(out.properties!.category.oneOf).toContainEqual({ const: 'regional', title: 'Autonómico' });
    expect(enumOptions(out.properties!.countries)).toContainEqual({ value: 'BR', label: 'Brasil' });
  });

  it('falls back to the raw value or text when a translation is missing', () => {
    const out = localizeSchema(
      { type: 'object', properties: { kind: { type: 'string', title: 'nothing.here', enum: ['A1'] }, free: { type: 'string', title: 'Plain title' } } },
      { ns: 'x', t },
    );
    expect(out.properties!.kind.title).toBe('nothing.here');
    expect(out.properties!.kind.oneOf).toEqual([{ const: 'A1', title: 'A1' }]);
    expect(out.properties!.free.title).toBe('Plain title');
  });

  it('fills x-enumSource from the company customFields lists (strings or objects)', () => {
    const schema = loadSchema('hierarchy');
    const withList = localizeSchema(schema, { ns: 'hierarchies', t, customFields: { hierarchies: ['position', { name: 'Sector' }, 'Departamento'] } });
    expect(enumOptions(withList.properties!.type)).toEqual([
      { value: 'position', label: 'position' },
      { value: 'Sector', label: 'Sector' },
      { value: 'Departamento', label: 'Departamento' },
    ]);
    const without = localizeSchema(schema, { ns: 'hierarchies', t, customFields: {} });
    expect(without.properties!.type.oneOf).toBeUndefined();
  });

  it('leaves its input untouched (the raw schema keeps its keys and enums for columns)', () => {
    const raw = loadSchema('special-day');
    const before = JSON.stringify(raw);
    localizeSchema(raw, { ns: 'specialdays', t });
    expect(JSON.stringify(raw)).toBe(before);
  });
});
