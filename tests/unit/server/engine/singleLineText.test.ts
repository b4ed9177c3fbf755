import { describe, expect, it } from 'vitest';
import { singleLineProblems } from '../../../../src/server/engine/singleLineText';

const schema = {
  type: 'object',
  properties: {
    name: { type: 'string', maxLength: 120 },
    note: { type: ['string', 'null'], maxLength: 120, 'x-multiline': true },
    description: { type: 'string', maxLength: 500 },
    tags: { type: 'array', items: { type: 'string' } },
    columns: { type: 'array', items: { type: 'object', properties: { header: { type: 'string' } } } },
  },
};

describe('one-line text fields', () => {
  it('refuse a line break, a carriage return or a tab, naming the field (in arrays and nested objects too)', () => {
    expect(singleLineProblems(schema, { name: 'a\nb', tags: ['ok', 'x\ty'], columns: [{ header: 'fine' }, { header: 'two\rlines' }] }).map((e) => `${e.field}:${e.code}`))
      .toEqual(['name:singleLine', 'tags.1:singleLine', 'columns.1.header:singleLine']);
  });

  it('let long text and fields marked x-multiline keep them, and ignore what is not text', () => {
    expect(singleLineProblems(schema, { note: 'a\nb', description: 'line\n\tline', name: 'Ana', unknown: 'x\ny', tags: null as unknown as string[] })).toEqual([]);
  });
});
