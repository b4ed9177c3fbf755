import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, expectError } from '../../helpers/expectations';
import { multipartBody, pngOfSize } from '../../helpers/multipartBody';
import { createTestApp, type TestApp } from '../../helpers/testApp';

type Row = { id: string; title?: string; name?: string; file?: string | null; image?: string | null; kind?: string };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const pdf = (size = 400) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(size)]);
const send = (method: 'POST' | 'PATCH', url: string, data: unknown, files: Parameters<typeof multipartBody>[1], username = 'owner') => {
  const { payload, headers } = multipartBody(data, files);
  return t.call(method, url, { token: t.tokenFor(username), payload, headers });
};

describe('categories (/communication/categories)', () => {
  it('are unique by name in the company, and one in use is not deleted', async () => {
    const owner = t.tokenFor('owner');
    const rrhh = dataOf<Row>(await t.call('POST', '/api/communication/categories', { token: owner, body: { name: 'RR. HH.', color: '#722ed1' } }), 201);
    expectError(await t.call('POST', '/api/communication/categories', { token: owner, body: { name: 'rr. hh.' } }), 409, 'POST_CATEGORY_EXISTS', 'name');
    await t.call('POST', '/api/communication/posts', { token: owner, body: { title: 'Con categoría', body: '<p>x</p>', categoryId: rrhh.id } });
    expectError(await t.call('DELETE', `/api/communication/categories/${rrhh.id}`, { token: owner }), 409, 'POST_CATEGORY_IN_USE', 'id');
    const spare = dataOf<Row>(await t.call('POST', '/api/communication/categories', { token: owner, body: { name: 'Eventos' } }), 201);
    expect((await t.call('DELETE', `/api/communication/categories/${spare.id}`, { token: owner })).status).toBe(200);
    const page = dataOf<{ categories: Row[] }>(await t.call('POST', '/api/communication/categories/getFiltered', { token: t.tokenFor('viewer'), body: {} }));
    expect(page.categories.map((c) => c.name)).toEqual(['RR. HH.']);
    // another company's category is not ours to use
    const theirs = dataOf<Row>(await t.call('POST', '/api/communication/categories', { token: t.tokenFor('demoowner'), body: { name: 'RR. HH.' } }), 201);
    expectError(await t.call('POST', '/api/communication/posts', { token: owner, body: { title: 'x', body: '<p>x</p>', categoryId: theirs.id } }), 400, 'REF_NOT_FOUND', 'categoryId');
  });
});

describe('flyers', () => {
  it('take an image checked by its bytes, and show in the feed while visible', async () => {
    const flyer = dataOf<Row>(await send('POST', '/api/communication/flyers', { title: 'Campaña de la gripe', link: 'https://acme.test/gripe' }, { image: { bytes: pngOfSize(500), filename: 'f.png', contentType: 'image/png' } }), 201);
    expect(flyer.image).toMatch(/^\/api\/files\/.+\.png\?exp=\d+&sig=[\w-]+$/);
    expectError(await send('POST', '/api/communication/flyers', { title: 'Falso' }, { image: { bytes: pdf(), filename: 'f.png', contentType: 'image/png' } }), 400, 'INVALID_FILE', 'image');
    expectError(await send('POST', '/api/communication/flyers', { title: 'Grande' }, { image: { bytes: pngOfSize(1_048_577), filename: 'f.png', contentType: 'image/png' } }), 413, 'IMAGE_TOO_LARGE', 'image');
    const past = new Date(Date.now() - 3_600_000).toISOString();
    await t.call('POST', '/api/communication/flyers', { token: t.tokenFor('owner'), body: { title: 'Caducado', expiresAt: past } });
    const feed = dataOf<{ items: { kind: string; title: string; link?: string }[] }>(await t.call('GET', '/api/communication/feed', { token: t.tokenFor('viewer') })).items;
    expect(feed).toContainEqual(expect.objectContaining({ kind: 'flyer', title: 'Campaña de la gripe', link: 'https://acme.test/gripe' }));
    expect(feed.map((i) => i.title)).not.toContain('Caducado');
  });

  it('a viewer does not create one; an administrator of some units addresses only them', async () => {
    expectError(await t.call('POST', '/api/communication/flyers', { token: t.tokenFor('viewer'), body: { title: 'x' } }), 403, 'FORBIDDEN');
    expectError(await t.call('POST', '/api/communication/flyers', { token: t.tokenFor('admin'), body: { title: 'x' } }), 403, 'FORBIDDEN', 'audience');
  });
});

describe('notes', () => {
  it('show in the feed while visible, pinned ones first, and keep a category in use', async () => {
    const owner = t.tokenFor('owner');
    const category = dataOf<Row>(await t.call('POST', '/api/communication/categories', { token: owner, body: { name: 'Avisos' } }), 201);
    await t.call('POST', '/api/communication/notes', { token: owner, body: { title: 'Comedor cerrado', text: 'Hoy cierra a las 15:00' } });
    const pinned = dataOf<Row>(await t.call('POST', '/api/communication/notes', { token: owner, body: { title: 'Uniformes', text: 'Recogida en recepción', pinned: true, color: '#d9f7be', categoryId: category.id } }), 201);
    expectError(await t.call('POST', '/api/communication/notes', { token: owner, body: { title: 'Sin texto' } }), 400, 'VALIDATION_ERROR', 'text');
    const feed = dataOf<{ items: { kind: string; title: string; pinned?: boolean; color?: string }[] }>(await t.call('GET', '/api/communication/feed', { token: t.tokenFor('viewer') })).items;
    expect(feed[0]).toMatchObject({ kind: 'note', title: 'Uniformes', pinned: true, color: '#d9f7be' });
    expect(feed.map((i) => i.title)).toContain('Comedor cerrado');
    expectError(await t.call('DELETE', `/api/communication/categories/${category.id}`, { token: owner }), 409, 'POST_CATEGORY_IN_USE', 'id');
    expectError(await t.call('PATCH', `/api/communication/notes/${pinned.id}`, { token: t.tokenFor('viewer'), body: { pinned: false } }), 403, 'FORBIDDEN');
  });
});

describe('resources (files and links)', () => {
  it('a link needs its address, a file its file (PDF or image by content, up to 20 MB)', async () => {
    const owner = t.tokenFor('owner');
    expectError(await t.call('POST', '/api/communication/resources', { token: owner, body: { title: 'Manual', kind: 'LINK' } }), 400, 'RESOURCE_URL_REQUIRED', 'url');
    expectError(await t.call('POST', '/api/communication/resources', { token: owner, body: { title: 'Manual', kind: 'FILE' } }), 400, 'RESOURCE_FILE_REQUIRED', 'file');
    const link = dataOf<Row>(await t.call('POST', '/api/communication/resources', { token: owner, body: { title: 'Portal del empleado', kind: 'LINK', url: 'https://acme.test/portal' } }), 201);
    expect(link.kind).toBe('LINK');
    const file = dataOf<Row>(await send('POST', '/api/communication/resources', { title: 'Manual de acogida', kind: 'FILE' }, { file: { bytes: pdf(), filename: 'manual.pdf', contentType: 'application/pdf' } }), 201);
    expect(file.file).toMatch(/^\/api\/files\/.+\.pdf\?exp=\d+&sig=[\w-]+$/);
    const served = await t.call('GET', String(file.file));
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toContain('application/pdf');
    expectError(await send('POST', '/api/communication/resources', { title: 'Texto', kind: 'FILE' }, { file: { bytes: Buffer.from('hola'), filename: 'a.pdf', contentType: 'application/pdf' } }), 400, 'INVALID_FILE', 'file');
    expectError(await send('POST', '/api/communication/resources', { title: 'Enorme', kind: 'FILE' }, { file: { bytes: pdf(20_971_520), filename: 'a.pdf', contentType: 'application/pdf' } }), 413, 'FILE_TOO_LARGE', 'file');
    // replacing the file keeps the resource and drops the old bytes
    const replaced = dataOf<Row>(await send('PATCH', `/api/communication/resources/${file.id}`, { title: 'Manual de acogida 2026' }, { file: { bytes: pdf(800), filename: 'm2.pdf', contentType: 'application/pdf' } }));
    expect(replaced.file).not.toBe(file.file);
    expect((await t.call('GET', String(file.file))).status).toBe(404);
  });

  it("another company's resource is 404 and a viewer's write is 403", async () => {
    const theirs = dataOf<Row>(await t.call('POST', '/api/communication/resources', { token: t.tokenFor('demoowner'), body: { title: 'Suyo', kind: 'LINK', url: 'https://demo.test' } }), 201);
    expect((await t.call('GET', `/api/communication/resources/${theirs.id}`, { token: t.tokenFor('owner') })).status).toBe(404);
    expect((await t.call('DELETE', `/api/communication/resources/${theirs.id}`, { token: t.tokenFor('owner') })).status).toBe(404);
    expectError(await t.call('POST', '/api/communication/resources', { token: t.tokenFor('viewer'), body: { title: 'x', kind: 'LINK', url: 'https://a.test' } }), 403, 'FORBIDDEN');
  });
});
