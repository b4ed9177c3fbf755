import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportParse, ImportValidation } from '../../../src/shared/imports';
import { multipartBody } from '../../helpers/multipartBody';
import { createTestApp, type TestApp } from '../../helpers/testApp';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('import files: the template and reading XLSX or CSV', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const parse = (bytes: Buffer, filename: string, username = 'owner') => {
    const { payload, headers } = multipartBody(undefined, { file: { bytes, filename, contentType: 'application/octet-stream' } });
    return t.call<{ data: ImportParse }>('POST', '/api/users/import/parse', { token: t.tokenFor(username), payload, headers });
  };
  const template = (format: string, username = 'owner', locale = 'es-ES') =>
    t.app.inject({ method: 'GET', url: `/api/users/import/template?format=${format}`, headers: { authorization: `Bearer ${t.tokenFor(username)}`, 'accept-language': locale } });

  it('the Excel template, filled as it comes, reads back as one valid row naming one of the caller\'s units', async () => {
    const res = await template('xlsx');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX);
    expect(res.headers['content-disposition']).toBe('attachment; filename="plantilla-colaboradores.xlsx"');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0].getRow(1).getCell(1).value).toBe('Nombre *');
    expect(book.worksheets[0].getRow(1).getCell(4).value).toBe('Número de documento *');

    const parsed = await parse(res.rawPayload, 'plantilla.xlsx');
    expect(parsed.status).toBe(200);
    expect(parsed.body.data.missingColumns).toEqual([]);
    expect(parsed.body.data.rows).toEqual([{ line: 2, values: expect.objectContaining({ firstName: 'Lucía', numberOfDocument: '12345678Z', mainBranch: 'Bilbao Store' }) }]);
    const checked = await t.call<{ data: ImportValidation }>('POST', '/api/users/import/validate', { token: t.tokenFor('owner'), body: { rows: parsed.body.data.rows.map((r) => r.values) } });
    expect(checked.body.data).toMatchObject({ valid: 1, invalid: 0 });
  });

  it('lists only the units the caller may import into', async () => {
    const res = await template('xlsx', 'admin');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const units = (book.worksheets[1].getColumn(2).values as unknown[]).slice(2);
    expect(units.sort()).toEqual(['Bilbao Store', 'North Region', 'Santander Store']);
  });

  it('the CSV template speaks the caller\'s language and separator', async () => {
    const en = await template('csv', 'owner', 'en-US');
    expect(en.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(en.body.split('\r\n')[0]).toBe('\uFEFFFirst name *,Last name *,Document type *,Document number *,Email,Main branch *,Position,External ID,Phone,Birth date,Contract start,Disability (%),Document expiration');
    const es = await template('csv');
    expect(es.body.split('\r\n')[0].startsWith('\uFEFFNombre *;Apellidos *;')).toBe(true);
  });

  it('reads an XLSX as a person sees it: dates, links, numbers, formulas; other headers are reported', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Hoja1');
    sheet.addRow(['First name', 'Apellidos', 'numberOfDocument', 'Correo electrónico', 'Birth date', 'Disability (%)', 'Notas']);
    sheet.addRow(['Ana', { richText: [{ text: 'Ruiz ' }, { text: 'Gil' }] }, 12345678, { text: 'ana@x.test', hyperlink: 'mailto:ana@x.test' }, new Date(Date.UTC(1990, 3, 21)), { formula: '30+3', result: 33 }, 'nota']);
    sheet.addRow([]);
    const parsed = await parse(Buffer.from(await book.xlsx.writeBuffer()), 'people.xlsx');
    expect(parsed.body.data).toEqual({
      rows: [{ line: 2, values: { firstName: 'Ana', lastName: 'Ruiz Gil', numberOfDocument: '12345678', email: 'ana@x.test', birthDate: '1990-04-21', disability: '33' } }],
      unknownHeaders: ['Notas'],
      missingColumns: ['typeOfDocument', 'mainBranch'],
    });
  });

  it('reads a CSV saved by Spanish Excel (Windows-1252, semicolons)', async () => {
    const csv = Buffer.from('Nombre;Apellidos;Tipo de documento\r\nJosé;Núñez Peña;DNI\r\n', 'latin1');
    const parsed = await parse(csv, 'personas.csv');
    expect(parsed.body.data.rows).toEqual([{ line: 2, values: { firstName: 'José', lastName: 'Núñez Peña', typeOfDocument: 'DNI' } }]);
  });

  it('refuses what is no spreadsheet, too many rows, and callers who may not import', async () => {
    const binary = await parse(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0]), 'old.xls');
    expect(binary.status).toBe(400);
    expect(binary.body.code).toBe('INVALID_FILE');
    const brokenZip = await parse(Buffer.from('PK\u0003\u0004 not really a workbook'), 'broken.xlsx');
    expect(brokenZip.body.code).toBe('INVALID_FILE');
    const many = await parse(Buffer.from(`firstName\n${'Ana\n'.repeat(10_001)}`), 'many.csv');
    expect(many.status).toBe(400);
    expect(many.body.code).toBe('IMPORT_TOO_MANY_ROWS');
    expect((await parse(Buffer.from('firstName\nAna\n'), 'a.csv', 'viewer')).status).toBe(403);
    expect((await template('xlsx', 'viewer')).statusCode).toBe(403);
    const noFile = await t.call('POST', '/api/users/import/parse', { token: t.tokenFor('owner'), ...multipartBody({ a: 1 }) });
    expect(noFile.status).toBe(400);
  });
});
