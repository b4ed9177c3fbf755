import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, expectError } from '../../helpers/expectations';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { createArticle, createType, listArticles, move, type Article } from './inventoryHelpers';

let t: TestApp;
let laptops: string;
let phones: string;
let laptop: Article;
let phone: Article;
let keys: Article;
beforeAll(async () => {
  t = await createTestApp();
  laptops = await createType(t, 'Portátil');
  phones = await createType(t, 'Móvil');
  laptop = await createArticle(t, { title: 'Lenovo ThinkPad T14', typeId: laptops, code: 'PT-0001', purchaseDate: '2025-03-01', value: 1099.5 });
  phone = await createArticle(t, { title: 'Samsung Galaxy A54', typeId: phones, code: 'MV-0001' });
  keys = await createArticle(t, { title: 'Lenovo dock', typeId: laptops, code: 'PT-0002' });
  await move(t, 'owner', laptop.id, { to: 'ASSIGNED', userId: t.fx.users.ana.id });
  await move(t, 'owner', keys.id, { to: 'MANTAINANCE' });
});
afterAll(async () => {
  await t?.close();
});

const ids = (page: { articles: Article[] }) => page.articles.map((a) => a.id).sort();

describe('article types', () => {
  it('are unique by title in the company, and one in use is not deleted', async () => {
    const owner = t.tokenFor('owner');
    expectError(await t.call('POST', '/api/inventory/types', { token: owner, body: { title: 'portátil' } }), 409, 'ARTICLE_TYPE_TITLE_EXISTS', 'title');
    const page = dataOf<{ articleTypes: { title: string; color: string }[]; count: number }>(await t.call('POST', '/api/inventory/types/getFiltered', { token: owner, body: { q: 'port' } }));
    expect(page.articleTypes).toEqual([expect.objectContaining({ title: 'Portátil', color: '#1677ff' })]);
    expectError(await t.call('DELETE', `/api/inventory/types/${laptops}`, { token: owner }), 409, 'ARTICLE_TYPE_IN_USE', 'id');
    const spare = await createType(t, 'Herramientas');
    expect((await t.call('DELETE', `/api/inventory/types/${spare}`, { token: owner })).status).toBe(200);
    // another company may use the same name
    expect((await t.call('POST', '/api/inventory/types', { token: t.tokenFor('demoowner'), body: { title: 'Portátil' } })).status).toBe(201);
  });

  it('an article’s serial number is unique in the company and its type must be the company’s', async () => {
    expectError(await t.call('POST', '/api/inventory', { token: t.tokenFor('owner'), body: { title: 'Otro', typeId: laptops, code: 'pt-0001' } }), 409, 'ARTICLE_CODE_EXISTS', 'code');
    const demoType = dataOf<{ id: string }>(await t.call('POST', '/api/inventory/types', { token: t.tokenFor('demoowner'), body: { title: 'Llaves' } }), 201).id;
    expectError(await t.call('POST', '/api/inventory', { token: t.tokenFor('owner'), body: { title: 'Otro', typeId: demoType } }), 400, 'REF_NOT_FOUND', 'typeId');
  });
});

describe('the inventory list', () => {
  it('filters by status, type, assignee and searches title and code', async () => {
    expect(ids(await listArticles(t, 'viewer', { filters: { status: { in: ['ASSIGNED'] } } }))).toEqual([laptop.id]);
    expect(ids(await listArticles(t, 'viewer', { filters: { status: { in: ['MANTAINANCE', 'AVAILABLE'] } } }))).toEqual([phone.id, keys.id].sort());
    expect(ids(await listArticles(t, 'viewer', { filters: { typeId: { in: [phones] } } }))).toEqual([phone.id]);
    expect(ids(await listArticles(t, 'viewer', { filters: { assigneeId: t.fx.users.ana.id } }))).toEqual([laptop.id]);
    expect(ids(await listArticles(t, 'viewer', { q: 'lenovo' }))).toEqual([laptop.id, keys.id].sort());
    expect(ids(await listArticles(t, 'viewer', { q: 'MV-0001' }))).toEqual([phone.id]);
    const sorted = await listArticles(t, 'viewer', { sort: [{ field: 'title', order: 'asc' }] });
    expect(sorted.articles.map((a) => a.title)).toEqual(['Lenovo dock', 'Lenovo ThinkPad T14', 'Samsung Galaxy A54']);
  });

  it('exports what the list shows as XLSX, with names and states in the caller’s language', async () => {
    const res = await t.app.inject({
      method: 'POST', url: '/api/inventory/export',
      headers: { authorization: `Bearer ${t.tokenFor('viewer')}`, 'accept-language': 'es-ES', 'content-type': 'application/json' },
      payload: JSON.stringify({ q: 'lenovo', sort: [{ field: 'title', order: 'desc' }] }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="inventario-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect((sheet.getRow(1).values as unknown[]).slice(1, 6)).toEqual(['Artículo', 'Tipo', 'Nº de serie / código', 'Estado', 'Asignado a']);
    expect(sheet.rowCount).toBe(3);
    expect((sheet.getRow(2).values as unknown[]).slice(1, 6)).toEqual(['Lenovo ThinkPad T14', 'Portátil', 'PT-0001', 'Asignado', 'Ana Arriaga']);
    expect((sheet.getRow(3).values as unknown[]).slice(1, 5)).toEqual(['Lenovo dock', 'Portátil', 'PT-0002', 'En reparación']);
    expect(sheet.getRow(2).getCell(8).value).toBe(1099.5);
  });
});

describe('who may see and move articles', () => {
  it('answers 404 for another company’s articles and types, and lists none of them', async () => {
    const demo = 'demoowner';
    expectError(await t.call('GET', `/api/inventory/${laptop.id}`, { token: t.tokenFor(demo) }), 404, 'NOT_FOUND');
    expectError(await t.call('PATCH', `/api/inventory/${laptop.id}`, { token: t.tokenFor(demo), body: { notes: 'x' } }), 404, 'NOT_FOUND');
    expectError(await t.call('DELETE', `/api/inventory/${phone.id}`, { token: t.tokenFor(demo) }), 404, 'NOT_FOUND');
    expectError(await move(t, demo, phone.id, { to: 'MANTAINANCE' }), 404, 'NOT_FOUND');
    expectError(await move(t, demo, laptop.id, { to: 'AVAILABLE' }), 404, 'NOT_FOUND');
    expectError(await t.call('GET', `/api/inventory/types/${laptops}`, { token: t.tokenFor(demo) }), 404, 'NOT_FOUND');
    expect((await listArticles(t, demo, {})).count).toBe(0);
  });

  it('lets a viewer read and export but not write or move', async () => {
    expect(dataOf<Article>(await t.call('GET', `/api/inventory/${phone.id}`, { token: t.tokenFor('viewer') })).id).toBe(phone.id);
    expectError(await t.call('POST', '/api/inventory', { token: t.tokenFor('viewer'), body: { title: 'x', typeId: laptops } }), 403, 'FORBIDDEN');
    expectError(await t.call('PATCH', `/api/inventory/${phone.id}`, { token: t.tokenFor('viewer'), body: { notes: 'x' } }), 403, 'FORBIDDEN');
    expectError(await t.call('DELETE', `/api/inventory/${phone.id}`, { token: t.tokenFor('viewer') }), 403, 'FORBIDDEN');
    expectError(await t.call('POST', '/api/inventory/types', { token: t.tokenFor('viewer'), body: { title: 'x' } }), 403, 'FORBIDDEN');
    expectError(await move(t, 'viewer', phone.id, { to: 'MANTAINANCE' }), 403, 'FORBIDDEN');
  });

  it('a manager reads the inventory but moves nothing; an administrator assigns only inside their units', async () => {
    expect((await listArticles(t, 'manager', {})).count).toBe(3);
    expectError(await move(t, 'manager', phone.id, { to: 'ASSIGNED', userId: t.fx.users.luis.id }), 403, 'FORBIDDEN');
    expectError(await move(t, 'admin', phone.id, { to: 'ASSIGNED', userId: t.fx.users.luis.id }), 403, 'FORBIDDEN');
    expect(dataOf<Article>(await move(t, 'admin', phone.id, { to: 'ASSIGNED', userId: t.fx.users.collaborator.id })).assigneeId).toBe(t.fx.users.collaborator.id);
  });

  it('a collaborator (role user) has no access to the inventory', async () => {
    expect([401, 403]).toContain((await t.call('POST', '/api/inventory/getFiltered', { token: t.tokenFor('ana'), body: {} })).status);
  });
});
