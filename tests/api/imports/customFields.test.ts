import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../../src/server/db/schema';
import type { ImportParse, ImportValidation, ImportValues } from '../../../src/shared/imports';
import { dataOf, expectError } from '../../helpers/expectations';
import { multipartBody } from '../../helpers/multipartBody';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { finishedJob, validRow } from './importHelpers';

/** Company B (slug demo) has the demo overlay: emergencyContact, emergencyPhone, uniformSize (x-labels in 3 locales). */
let t: TestApp;
let demo: string;
beforeAll(async () => {
  t = await createTestApp();
  demo = t.tokenFor('demoowner');
});
afterAll(async () => {
  await t?.close();
});

const demoRow = (n: number, patch: ImportValues = {}) => validRow(n, { mainBranch: 'Demo Shop', ...patch });
const validate = async (rows: ImportValues[], token = demo) =>
  dataOf<ImportValidation>(await t.call('POST', '/api/users/import/validate', { token, body: { rows } }));

describe("collaborator import and export with the company's custom fields", () => {
  it('the template has a column per custom field, headed by its own label in the caller language', async () => {
    for (const [locale, header] of [['es-ES', 'Talla de uniforme'], ['en-US', 'Uniform size'], ['pt-BR', 'Tamanho do uniforme']]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/users/import/template?format=xlsx', headers: { authorization: `Bearer ${demo}`, 'accept-language': locale } });
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const headers = (book.worksheets[0].getRow(1).values as unknown[]).filter(Boolean);
      expect(headers).toContain(header);
    }
    const csv = await t.app.inject({ method: 'GET', url: '/api/users/import/template?format=csv', headers: { authorization: `Bearer ${t.tokenFor('owner')}`, 'accept-language': 'en-US' } });
    expect(csv.body).not.toMatch(/Uniform size/); // a company without the field does not get it
  });

  it('reads the custom columns of a file by their label in any language', async () => {
    const csv = Buffer.from('Nombre;Apellidos;Tipo de documento;Número de documento;Sucursal principal;Uniform size;Contato de emergência\nAna;Ruiz;DNI;12345678Z;Demo Shop;M (medium);Luis\n');
    const { payload, headers } = multipartBody(undefined, { file: { bytes: csv, filename: 'p.csv', contentType: 'text/csv' } });
    const parsed = dataOf<ImportParse>(await t.call('POST', '/api/users/import/parse', { token: demo, payload, headers }));
    expect(parsed.unknownHeaders).toEqual([]);
    expect(parsed.rows[0].values).toMatchObject({ uniformSize: 'M (medium)', emergencyContact: 'Luis' });
  });

  it('checks custom cells by the effective schema and refuses columns the company does not have', async () => {
    const checked = await validate([
      demoRow(1, { uniformSize: 'XXXL' }),
      demoRow(2, { emergencyPhone: 'call me' }),
      demoRow(4, { uniformSize: 'Talla M' }),
      demoRow(5, { uniformSize: 'L (grande)', emergencyPhone: '+34 600 000 000' }),
    ]);
    const errorsOf = (index: number) => checked.rows.find((r) => r.index === index)?.errors.map((e) => [e.field, e.code]);
    expect(errorsOf(0)).toEqual([['uniformSize', 'enum']]);
    expect(errorsOf(1)).toEqual([['emergencyPhone', 'pattern']]);
    expect(errorsOf(2)).toEqual([['uniformSize', 'enum']]);
    expect(errorsOf(3)).toBeUndefined();
    expect(checked.rows[0].errors[0].message).toBeTruthy();
    // a column the company does not have is an unknown field, as everywhere in the API
    const unknown = await t.call('POST', '/api/users/import/validate', { token: demo, body: { rows: [demoRow(3, { shoeSize: '42' })] } });
    expectError(unknown, 400, 'VALIDATION_ERROR', 'rows.0.shoeSize');
    const other = await t.call('POST', '/api/users/import/validate', { token: t.tokenFor('owner'), body: { rows: [validRow(6, { uniformSize: 'M' })] } });
    expectError(other, 400, 'VALIDATION_ERROR', 'rows.0.uniformSize');
  });

  it('stores the custom values of imported rows (enum labels as their value) and exports them with their labels', async () => {
    const rows = [demoRow(7, { uniformSize: 'XL (muy grande)', emergencyContact: 'Eva (hermana)' }), demoRow(8)];
    const started = dataOf<{ jobId: string }>(await t.call('POST', '/api/users/import', { token: demo, body: { rows } }), 202);
    expect((await finishedJob(t, started.jobId, demo)).status).toBe('completed');
    const [stored] = await t.db.select().from(users).where(eq(users.numberOfDocument, rows[0].numberOfDocument!));
    expect(stored.extra).toEqual({ uniformSize: 'XL', emergencyContact: 'Eva (hermana)' });
    const bare = dataOf<{ users: Record<string, unknown>[] }>(await t.call('POST', '/api/users/getFiltered', { token: demo, body: { filters: { numberOfDocument: rows[1].numberOfDocument } } }));
    expect(bare.users[0]).toMatchObject({ uniformSize: null, emergencyContact: null, emergencyPhone: null });

    const res = await t.app.inject({ method: 'POST', url: '/api/users/export', headers: { authorization: `Bearer ${demo}`, 'accept-language': 'en-US', 'content-type': 'application/json' }, payload: JSON.stringify({ sort: [{ field: 'uniformSize', order: 'asc' }] }) });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const headers = sheet.getRow(1).values as unknown[];
    const col = headers.indexOf('Uniform size');
    expect(col).toBeGreaterThan(0);
    expect(headers).toContain('Emergency contact');
    expect(sheet.getRow(2).getCell(col).value).toBe('XL (extra large)');
  });
});
