import { describe, expect, it } from 'vitest';
import { columnOfHeader, IMPORT_COLUMNS, parseCsv, tableToRows, toCsv } from '../../../../src/shared/imports';
import en from '../../../../src/shared/i18n/en-US/imports.json';
import es from '../../../../src/shared/i18n/es-ES/imports.json';
import pt from '../../../../src/shared/i18n/pt-BR/imports.json';

describe('CSV as spreadsheets write it', () => {
  it('reads quotes, doubled quotes, line breaks inside quotes, CRLF and a byte order mark', () => {
    expect(parseCsv('\uFEFFa,b,c\r\n"x, y","say ""hi""","two\nlines"\r\n1,,3')).toEqual([
      ['a', 'b', 'c'], ['x, y', 'say "hi"', 'two\nlines'], ['1', '', '3'],
    ]);
  });

  it('finds the delimiter of Spanish Excel (;) and of tab-separated files', () => {
    expect(parseCsv('Nombre;Apellidos\nAna;"Ruiz; Gil"')).toEqual([['Nombre', 'Apellidos'], ['Ana', 'Ruiz; Gil']]);
    expect(parseCsv('a\tb\n1\t2\n')).toEqual([['a', 'b'], ['1', '2']]);
  });

  it('writes what it reads back', () => {
    const rows = [['Nombre', 'Nota'], ['Ana', 'dice "hola"; adiós'], ['Luis', 'dos\nlíneas']];
    expect(parseCsv(toCsv(rows, ';'))).toEqual(rows);
  });
});

describe('headers of any language', () => {
  it('every column is found by its key and by its label in every locale, with or without a required mark', () => {
    for (const column of IMPORT_COLUMNS) {
      expect(columnOfHeader(column)).toBe(column);
      for (const texts of [es, en, pt]) {
        const label = (texts.columns as Record<string, string>)[column];
        expect(columnOfHeader(label), label).toBe(column);
        expect(columnOfHeader(` ${label.toUpperCase()} *`), label).toBe(column);
      }
    }
  });

  it('maps rows to columns, skips blank lines, lists unknown headers and missing required columns', () => {
    const parsed = tableToRows([
      ['Nombre', 'Last name', 'Color favorito', 'numberOfDocument'],
      ['Ana', 'Ruiz', 'azul', '12345678Z'],
      ['', ' ', '', ''],
      [' Luis ', 'Gil'],
    ]);
    expect(parsed.rows).toEqual([
      { line: 2, values: { firstName: 'Ana', lastName: 'Ruiz', numberOfDocument: '12345678Z' } },
      { line: 4, values: { firstName: 'Luis', lastName: 'Gil' } },
    ]);
    expect(parsed.unknownHeaders).toEqual(['Color favorito']);
    expect(parsed.missingColumns).toEqual(['typeOfDocument', 'mainBranch']);
  });
});
