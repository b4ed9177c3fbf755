import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, expectError } from '../../helpers/expectations';
import { createTestApp, type TestApp } from '../../helpers/testApp';

/** The collaborators report builder (Team › Reports, issue 23 item 3): columns, filters, grouping, saved views, export. */
type Report = { rows: Record<string, unknown>[]; count: number; groups: { value: unknown; count: number }[] | null };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const as = (user: string) => ({ token: t.tokenFor(user) });
const report = async (user: string, body: Record<string, unknown>) => dataOf<Report>(await t.call('POST', '/api/users/report', { ...as(user), body }));

describe('the collaborators report builder', () => {
  it('answers the chosen columns of the team list\'s matches, counted by a field', async () => {
    const r = await report('owner', { columns: ['lastName', 'numberOfDocument', 'mainBranch'], groupBy: 'mainBranch', sort: [{ field: 'lastName', order: 'asc' }], limit: 2 });
    expect(Object.keys(r.rows[0]).sort()).toEqual(['id', 'lastName', 'mainBranch', 'numberOfDocument']);
    expect(r.rows).toHaveLength(2);
    const byUnit = new Map(r.groups!.map((g) => [g.value, g.count]));
    expect(byUnit.get(t.fx.units.bilbao)).toBe(2);
    expect(byUnit.get(t.fx.units.sevilla)).toBe(1);
    expect(r.groups!.reduce((s, g) => s + g.count, 0)).toBe(r.count);
  });

  it('filters on any field and keeps a unit-scoped caller in their units', async () => {
    const bilbao = await report('owner', { columns: ['lastName'], filters: { mainBranch: t.fx.units.bilbao }, sort: [{ field: 'lastName', order: 'asc' }] });
    expect(bilbao.rows.map((r) => r.lastName)).toEqual(['Arriaga', 'Bilbaino']);
    const manager = await report('manager', { columns: ['lastName'], groupBy: 'mainBranch' });
    expect(manager.groups).toEqual([{ value: t.fx.units.sevilla, count: manager.count }]);
    expect((await report('demoowner', { columns: ['lastName'] })).rows.map((r) => r.lastName)).not.toContain('Arriaga');
  });

  it('refuses a column the record does not have', async () => {
    expectError(await t.call('POST', '/api/users/report', { ...as('owner'), body: { columns: ['lastName', 'salary'] } }), 400, 'VALIDATION_ERROR', 'columns.1');
    expectError(await t.call('POST', '/api/users/report', { ...as('owner'), body: { columns: ['lastName'], groupBy: 'passwordHash' } }), 400, 'VALIDATION_ERROR', 'groupBy');
  });

  it('saves views per user: another person does not see them', async () => {
    const view = dataOf<{ id: string; name: string }>(await t.call('POST', '/api/users/report/views', { ...as('admin'), body: { name: 'Contratos', columns: ['lastName', 'typeOfContract'], groupBy: 'typeOfContract' } }), 201);
    expect(dataOf<{ views: { id: string; name: string }[] }>(await t.call('GET', '/api/users/report/views', as('admin'))).views.map((v) => v.name)).toEqual(['Contratos']);
    expect(dataOf<{ views: unknown[] }>(await t.call('GET', '/api/users/report/views', as('owner'))).views).toEqual([]);
    expectError(await t.call('DELETE', `/api/users/report/views/${view.id}`, as('owner')), 404, 'NOT_FOUND');
    dataOf(await t.call('DELETE', `/api/users/report/views/${view.id}`, as('admin')));
    expect(dataOf<{ views: unknown[] }>(await t.call('GET', '/api/users/report/views', as('admin'))).views).toEqual([]);
  });

  it('exports the chosen columns in their order', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/users/report/export', headers: { authorization: `Bearer ${t.tokenFor('owner')}`, 'accept-language': 'en-US' }, payload: { columns: ['numberOfDocument', 'lastName'], filters: { mainBranch: t.fx.units.bilbao }, sort: [{ field: 'lastName', order: 'asc' }] } });
    expect(res.statusCode).toBe(200);
    const ExcelJS = (await import('exceljs')).default;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.getSheetValues().slice(1).map((r) => (r as unknown[]).slice(1))).toEqual([['Document number', 'Last name'], ['DOC-ana', 'Arriaga'], ['DOC-collaborator', 'Bilbaino']]);
  });

  it('exports the same report as a PDF: the chosen columns and the filters applied', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/users/report/export', headers: { authorization: `Bearer ${t.tokenFor('owner')}`, 'accept-language': 'en-US' }, payload: { format: 'pdf', columns: ['numberOfDocument', 'lastName'], filters: { mainBranch: t.fx.units.bilbao }, sort: [{ field: 'lastName', order: 'asc' }] } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/\.pdf"$/);
    const { extractPageTexts } = await import('../../../src/server/documents/pdf/extractPageTexts');
    const [page] = await extractPageTexts(new Uint8Array(res.rawPayload));
    expect(page).toContain('Collaborators report');
    expect(page).toMatch(/Document number\s*Last name/);
    expect(page).toContain('DOC-ana');
    expect(page).not.toContain('First name');
    expect(page).toMatch(/Main branch office\s*Bilbao/);
  });
});
