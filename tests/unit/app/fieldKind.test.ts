import { describe, expect, it } from 'vitest';
import { fieldKind } from '../../../src/app/engine/schema/fieldKind';
import { localizeSchema } from '../../../src/app/engine/schema/localizeSchema';
import { demoBranchOffice, loadSchema, spanishT } from './schemaFixtures';

const kinds = (id: string) => Object.fromEntries(Object.entries(loadSchema(id).properties!).map(([f, p]) => [f, fieldKind(p)]));

describe('fieldKind on the shipped schemas', () => {
  it('special day: dates, enum, enum array, ref array, booleans, long text', () => {
    expect(kinds('special-day')).toEqual({
      name: 'string',
      dateFrom: 'date',
      dateTo: 'date',
      isRecurring: 'boolean',
      category: 'enum',
      countries: 'enumArray',
      branches: 'refArray',
      description: 'text',
      isDeductedFromVacation: 'boolean',
      impactedPayroll: 'boolean',
    });
  });

  it('accident: a list of objects (its people) is an objectArray, shown as a table, never as tags', () => {
    const k = kinds('accident');
    expect([k.people, k.attachments, k.unit, k.occurredAt]).toEqual(['objectArray', 'objectArray', 'ref', 'datetime']);
  });

  it('shift template: HH:mm pattern is a time, #rrggbb pattern a colour, nullable uuid with x-ref a ref', () => {
    const k = kinds('shift-template');
    expect([k.startTime, k.endTime, k.color, k.workshiftType, k.breakMinutes, k.type]).toEqual(['time', 'time', 'color', 'ref', 'number', 'enum']);
  });

  it('branch office: x-file image, nullable numbers, and the overlay field as a string', () => {
    const props = demoBranchOffice().properties!;
    expect(fieldKind(props.image)).toBe('image');
    expect(fieldKind(props.latitude)).toBe('number');
    expect(fieldKind(props.parentOrganization)).toBe('ref');
    expect(fieldKind(props.costCenter)).toBe('string');
  });

  it('users: email format, and x-enumSource makes an enum before and after localization', () => {
    expect(kinds('user').email).toBe('email');
    const hierarchy = loadSchema('hierarchy');
    expect(fieldKind(hierarchy.properties!.type)).toBe('enum');
    const localized = localizeSchema(hierarchy, { ns: 'hierarchies', t: spanishT(), customFields: { hierarchies: ['Sector'] } });
    expect(fieldKind(localized.properties!.type)).toBe('enum');
  });

  it('a uuid without x-ref is hidden; a declared textarea is long text', () => {
    expect(fieldKind({ type: 'string', format: 'uuid' })).toBe('hidden');
    expect(fieldKind({ type: 'string', maxLength: 100 }, { 'ui:widget': 'textarea' })).toBe('text');
  });
});
