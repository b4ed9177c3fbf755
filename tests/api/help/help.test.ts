import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { dataOf, expectError } from '../../helpers/expectations';
import { createTestApp, type TestApp } from '../../helpers/testApp';

type Summary = { slug: string; title: string; kind: string; required?: boolean };
type Unread = { handbookId: string; userId: string; lastName: string };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const search = async (token: string, query: Record<string, string>) =>
  dataOf<{ articles: Summary[] }>(await t.call('GET', '/api/help/articles', { token, query })).articles;

describe('help articles', () => {
  it('the same search finds the article in each language, accents ignored', async () => {
    const token = t.tokenFor('viewer');
    expect((await search(token, { locale: 'es-ES', q: 'vacaciones' }))[0].slug).toBe('absences');
    expect((await search(token, { locale: 'en-US', q: 'vacation' }))[0].slug).toBe('absences');
    expect((await search(token, { locale: 'pt-BR', q: 'ferias' }))[0].slug).toBe('absences');
    expect((await search(token, { locale: 'es-ES', q: 'NOMINA recibos' }))[0].slug).toBe('documents');
    const all = await search(token, { locale: 'en-US' });
    expect(all.filter((a) => a.kind === 'tutorial').length).toBe(12);
    expect(all.some((a) => a.kind === 'faq')).toBe(true);
  });

  it('an article comes as sanitized HTML with its screenshot; an unknown slug is 404', async () => {
    const token = t.tokenFor('manager');
    const { article } = dataOf<{ article: { title: string; html: string } }>(await t.call('GET', '/api/help/articles/shifts', { token, query: { locale: 'pt-BR' } }));
    expect(article.title).toBe('Turnos e modelos de turno');
    expect(article.html).toContain('<img src="/api/help/screenshots/shifts.png"');
    expect(article.html).not.toContain('<script');
    expectError(await t.call('GET', '/api/help/articles/nope', { token }), 404, 'NOT_FOUND');
    expect((await t.call('GET', '/api/help/articles')).status).toBe(401);
  });
});

describe('handbooks', () => {
  it('are searchable by their company only, read confirmations feed the not-read list and its XLSX', async () => {
    const owner = t.tokenFor('owner');
    const created = dataOf<{ id: string }>(await t.call('POST', '/api/communication/resources', {
      token: owner, body: { title: 'Manual de acogida', kind: 'LINK', url: 'https://example.com/manual', description: 'Normas de **seguridad** y prevención', handbook: true, required: true },
    }), 201);
    // searchable for the company's people, in any language; not for another company
    expect((await search(t.tokenFor('manager'), { locale: 'en-US', q: 'prevencion' })).map((a) => a.slug)).toEqual([`handbook-${created.id}`]);
    expect(await search(t.tokenFor('demoowner'), { q: 'prevencion' })).toEqual([]);
    expectError(await t.call('GET', `/api/help/articles/handbook-${created.id}`, { token: t.tokenFor('demoowner') }), 404, 'NOT_FOUND');
    expectError(await t.call('POST', `/api/handbooks/${created.id}/read`, { token: t.tokenFor('demoowner'), body: { userId: t.fx.users.demoworker.id } }), 404, 'NOT_FOUND');

    const unread = async (token = owner) => dataOf<{ rows: Unread[] }>(await t.call('GET', '/api/handbooks/unread', { token })).rows.filter((r) => r.handbookId === created.id);
    const before = await unread();
    expect(before.map((r) => r.userId)).toContain(t.fx.users.ana.id);
    expect(before.map((r) => r.userId)).not.toContain(t.fx.users.gone.id);

    const first = dataOf<{ created: boolean; readAt: string }>(await t.call('POST', `/api/handbooks/${created.id}/read`, { token: owner, body: { userId: t.fx.users.ana.id } }));
    expect(first.created).toBe(true);
    const again = dataOf<{ created: boolean; readAt: string }>(await t.call('POST', `/api/handbooks/${created.id}/read`, { token: owner, body: { userId: t.fx.users.ana.id } }));
    expect(again).toMatchObject({ created: false, readAt: first.readAt });
    expect((await unread()).map((r) => r.userId)).not.toContain(t.fx.users.ana.id);
    expect((await unread()).length).toBe(before.length - 1);
    // another company's person is not one of ours
    expectError(await t.call('POST', `/api/handbooks/${created.id}/read`, { token: owner, body: { userId: t.fx.users.demoworker.id } }), 404, 'NOT_FOUND');

    const counts = dataOf<{ handbooks: { id: string; readCount: number }[] }>(await t.call('GET', '/api/handbooks', { token: owner }));
    expect(counts.handbooks.find((h) => h.id === created.id)?.readCount).toBe(1);

    const file = await t.app.inject({ method: 'GET', url: '/api/handbooks/unread/export', headers: { authorization: `Bearer ${owner}`, 'accept-language': 'en-US' } });
    expect(file.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).getCell(1).value).toBe('Handbook');
    expect(sheet.rowCount - 1).toBe(before.length - 1);
  });
});
