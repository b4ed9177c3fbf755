import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, expectError } from '../../helpers/expectations';
import { createTestApp, type TestApp } from '../../helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const owner = t.tokenFor('owner');
  const category = dataOf<{ id: string }>(await t.call('POST', '/api/communication/categories', { token: owner, body: { name: 'Eventos' } }), 201);
  for (const title of ['Cena de Navidad', 'Horario de verano']) {
    await t.call('POST', '/api/communication/posts', { token: owner, body: { title, body: '<p>Hola <strong>equipo</strong></p>', categoryId: category.id, banner: title.startsWith('Cena') } });
  }
});
afterAll(async () => {
  await t?.close();
});

const exportSheet = async (resource: string, body: unknown, username = 'viewer', locale = 'es-ES') => {
  const res = await t.app.inject({ method: 'POST', url: `/api/resources/${resource}/export`, payload: body as object, headers: { authorization: `Bearer ${t.tokenFor(username)}`, 'accept-language': locale } });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-disposition']).toMatch(/attachment; filename=".+\.xlsx"/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as never);
  const sheet = book.worksheets[0];
  return sheet.getSheetValues().slice(1).map((row) => (row as unknown[]).slice(1));
};

describe('POST /resources/<name>/export (every list as an Excel file)', () => {
  it('writes the list’s columns in the caller’s language, references by name, enumerations as shown, for the same query', async () => {
    const rows = await exportSheet('posts', { q: 'cena', sort: [{ field: 'title', order: 'asc' }] });
    expect(rows[0]).toEqual(['Título', 'Categoría', 'Estado', 'Destinatarios', 'Publicar el', 'Caduca el', 'Banner informativo']);
    expect(rows.slice(1)).toEqual([['Cena de Navidad', 'Eventos', 'Borrador', 'Toda la empresa', null, null, 'Sí'].map((v) => v ?? undefined)]);
    const english = await exportSheet('posts', {}, 'viewer', 'en-US');
    expect(english[0][0]).toBe('Title');
    expect(english.slice(1).map((r) => r[0]).sort()).toEqual(['Cena de Navidad', 'Horario de verano']);
  });

  it('needs the list’s permission and shows only the caller’s company', async () => {
    expectError(await t.call('POST', '/api/resources/posts/export', { token: t.tokenFor('collaborator'), body: {} }), 403, 'NOT_ADMIN');
    expect((await t.call('POST', '/api/resources/posts/export', { body: {} })).status).toBe(401);
    const theirs = await exportSheet('posts', {}, 'demoowner');
    expect(theirs.length).toBe(1); // headers only
  });
});
