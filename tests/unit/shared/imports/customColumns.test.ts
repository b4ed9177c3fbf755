import { describe, expect, it } from 'vitest';
import { customCellValue, customImportColumns, tableToRows } from '../../../../src/shared/imports';

const size = {
  type: ['string', 'null'], enum: ['S', 'M', null], 'x-overlay': true,
  'x-labels': { 'es-ES': { title: 'Talla', enum: { M: 'Mediana' } }, 'en-US': { title: 'Size', enum: { M: 'Medium' } }, 'pt-BR': { title: 'Tamanho' } },
};
const schema = {
  properties: {
    firstName: { type: 'string' },
    size,
    badge: { type: 'integer', 'x-overlay': true, 'x-labels': { 'es-ES': { title: 'Placa' }, 'en-US': { title: 'Badge' }, 'pt-BR': { title: 'Crachá' } } },
    tags: { type: 'array', 'x-overlay': true },
  },
};

describe("the company's custom fields in the import file", () => {
  it('one column per custom field that fits a cell, headed in every locale', () => {
    expect(customImportColumns(schema)).toEqual([
      { key: 'size', labels: ['Talla', 'Size', 'Tamanho'] },
      { key: 'badge', labels: ['Placa', 'Badge', 'Crachá'] },
    ]);
  });

  it('headers name them by key or by label in any language', () => {
    const parsed = tableToRows([['Nombre', 'Tamanho', 'badge', 'Other'], ['Ana', 'M', '7', 'x']], customImportColumns(schema));
    expect(parsed.rows[0].values).toEqual({ firstName: 'Ana', size: 'M', badge: '7' });
    expect(parsed.unknownHeaders).toEqual(['Other']);
  });

  it('cells become values of the field type; enum labels of any locale become their value', () => {
    expect(customCellValue(size, 'medium')).toBe('M');
    expect(customCellValue(size, 'Mediana')).toBe('M');
    expect(customCellValue(size, 'XXL')).toBe('XXL');
    expect(customCellValue({ type: 'integer' }, '42')).toBe(42);
    expect(customCellValue({ type: 'number' }, '4,5')).toBe(4.5);
    expect(customCellValue({ type: 'boolean' }, 'Sí')).toBe(true);
    expect(customCellValue({ type: 'boolean' }, 'no')).toBe(false);
  });
});
