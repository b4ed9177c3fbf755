import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, expectError } from '../../helpers/expectations';
import { multipartBody, pngOfSize } from '../../helpers/multipartBody';
import { createTestApp, type TestApp } from '../../helpers/testApp';

type Post = { id: string; title: string; body: string; status: string; authorId: string; publishAt: string | null; publishedAt: string | null; binnedAt: string | null; image: string | null };
type FeedItem = { kind: string; id: string; title: string; banner?: boolean };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const create = async (body: Record<string, unknown>, username = 'owner') =>
  dataOf<Post>(await t.call('POST', '/api/communication/posts', { token: t.tokenFor(username), body: { body: '<p>Hola</p>', ...body } }), 201);
const move = (id: string, to: string, username = 'owner') =>
  t.call('POST', `/api/communication/posts/${id}/move`, { token: t.tokenFor(username), body: { to } });
const feed = async (username: string) =>
  dataOf<{ items: FeedItem[] }>(await t.call('GET', '/api/communication/feed', { token: t.tokenFor(username) })).items.map((i) => i.title);
const hoursFromNow = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();

describe('posts: draft → published → paper bin', () => {
  it('a new post is a draft by its author; the status is not for the body to say', async () => {
    const post = await create({ title: 'Borrador' });
    expect(post).toMatchObject({ status: 'DRAFT', authorId: t.fx.users.owner.id, publishedAt: null });
    expectError(await t.call('POST', '/api/communication/posts', { token: t.tokenFor('owner'), body: { title: 'x', body: '<p>x</p>', status: 'PUBLISHED' } }), 400, 'VALIDATION_ERROR', 'status');
  });

  it('publishing moves a draft to published and onto the billboard; unsubscribing moves it to the bin; restore makes it a draft', async () => {
    const post = await create({ title: 'Cierre por inventario' });
    expect(await feed('viewer')).not.toContain('Cierre por inventario');
    const published = dataOf<Post>(await move(post.id, 'PUBLISHED'));
    expect(published.status).toBe('PUBLISHED');
    expect(published.publishedAt).toBeTruthy();
    expect(published.publishAt).toBe(published.publishedAt);
    expect(await feed('viewer')).toContain('Cierre por inventario');

    const binned = dataOf<Post>(await move(post.id, 'BIN'));
    expect(binned).toMatchObject({ status: 'BIN' });
    expect(binned.binnedAt).toBeTruthy();
    expect(await feed('viewer')).not.toContain('Cierre por inventario');

    const restored = dataOf<Post>(await move(post.id, 'DRAFT'));
    expect(restored).toMatchObject({ status: 'DRAFT', binnedAt: null, publishedAt: null });
    // every move is in the post's history
    const audit = dataOf<{ entries?: unknown[] } | unknown[]>(await t.call('GET', `/api/audit?entity=posts&entityId=${post.id}`, { token: t.tokenFor('owner') }));
    expect(JSON.stringify(audit)).toContain('BIN');
  });

  it('refuses any other move with 409 INVALID_POST_TRANSITION naming both states, and PATCH cannot change the status', async () => {
    const post = await create({ title: 'Sin saltos' });
    const res = await move(post.id, 'DRAFT');
    expectError(res, 409, 'INVALID_POST_TRANSITION', 'to');
    expect(res.body.message).toContain('Draft');
    await move(post.id, 'PUBLISHED');
    expectError(await move(post.id, 'PUBLISHED'), 409, 'INVALID_POST_TRANSITION', 'to');
    const patched = await t.call('PATCH', `/api/communication/posts/${post.id}`, { token: t.tokenFor('owner'), body: { status: 'DRAFT' } });
    expect(patched.status).toBe(400);
    expect(dataOf<Post>(await t.call('GET', `/api/communication/posts/${post.id}`, { token: t.tokenFor('owner') })).status).toBe('PUBLISHED');
  });

  it('only a post in the paper bin is deleted for good', async () => {
    const post = await create({ title: 'Para borrar' });
    expectError(await t.call('DELETE', `/api/communication/posts/${post.id}`, { token: t.tokenFor('owner') }), 409, 'POST_NOT_IN_BIN', 'status');
    await move(post.id, 'BIN');
    expect((await t.call('DELETE', `/api/communication/posts/${post.id}`, { token: t.tokenFor('owner') })).status).toBe(200);
    expect((await t.call('GET', `/api/communication/posts/${post.id}`, { token: t.tokenFor('owner') })).status).toBe(404);
  });

  it('lists filter by status (the billboard tabs)', async () => {
    const drafts = dataOf<{ posts: Post[]; count: number }>(await t.call('POST', '/api/communication/posts/getFiltered', { token: t.tokenFor('viewer'), body: { filters: { status: { in: ['DRAFT'] } } } }));
    expect(drafts.posts.length).toBeGreaterThan(0);
    expect(drafts.posts.every((p) => p.status === 'DRAFT')).toBe(true);
  });
});

describe('the rich body, dates and audience', () => {
  it('keeps formatting and our own images, drops scripts, handlers and foreign images', async () => {
    const img = dataOf<{ url: string }>(await (() => {
      const { payload, headers } = multipartBody(undefined, { image: { bytes: pngOfSize(300), filename: 'a.png', contentType: 'image/png' } });
      return t.call('POST', '/api/communication/posts/images', { token: t.tokenFor('owner'), payload, headers });
    })());
    expect(img.url).toMatch(/^\/api\/files\/.+\.png\?exp=\d+&sig=[\w-]+$/);
    const post = await create({
      title: 'Rico',
      body: `<h2 onclick="x()">Título</h2><p><strong>Hola</strong> <a href="javascript:alert(1)">mal</a> <a href="https://acme.test">bien</a></p><script>alert(1)</script><img src="${img.url}"><img src="https://tracker.test/p.gif">`,
    });
    expect(post.body).toContain('<h2>Título</h2>');
    expect(post.body).toContain('<strong>Hola</strong>');
    expect(post.body).toContain('href="https://acme.test"');
    expect(post.body).toContain(`<img src="${img.url}" />`);
    expect(post.body).not.toMatch(/script|onclick|javascript|tracker/);
  });

  it('a body that is empty once cleaned is refused on the field', async () => {
    expectError(await t.call('POST', '/api/communication/posts', { token: t.tokenFor('owner'), body: { title: 'Vacío', body: '<script>alert(1)</script>' } }), 400, 'VALIDATION_ERROR', 'body');
  });

  it('an expiry before the publication and an audience of units without units are refused on their fields', async () => {
    expectError(await t.call('POST', '/api/communication/posts', { token: t.tokenFor('owner'), body: { title: 'Fechas', body: '<p>x</p>', publishAt: hoursFromNow(48), expiresAt: hoursFromNow(24) } }), 400, 'EXPIRY_BEFORE_PUBLICATION', 'expiresAt');
    expectError(await t.call('POST', '/api/communication/posts', { token: t.tokenFor('owner'), body: { title: 'Sedes', body: '<p>x</p>', audience: 'UNITS', unitIds: [] } }), 400, 'AUDIENCE_UNITS_REQUIRED', 'unitIds');
  });

  it('the feed shows a post between its publication date and its expiry, to its audience only', async () => {
    const later = await create({ title: 'Programada', publishAt: hoursFromNow(24) });
    await move(later.id, 'PUBLISHED');
    const sevilla = await create({ title: 'Solo Sevilla', audience: 'UNITS', unitIds: [t.fx.units.sevilla] });
    await move(sevilla.id, 'PUBLISHED');
    expect(await feed('owner')).toEqual(expect.arrayContaining(['Solo Sevilla']));
    expect(await feed('owner')).not.toContain('Programada');
    expect(await feed('manager')).toContain('Solo Sevilla');
    expect(await feed('admin')).not.toContain('Solo Sevilla');
  });

  it('the banner lists published banner posts that are live, for the dashboard', async () => {
    const banner = await create({ title: 'Aviso importante', banner: true, expiresAt: hoursFromNow(72) });
    const plain = await create({ title: 'Sin banner' });
    await move(banner.id, 'PUBLISHED');
    await move(plain.id, 'PUBLISHED');
    const shown = dataOf<{ posts: { id: string; title: string }[] }>(await t.call('GET', '/api/communication/banner', { token: t.tokenFor('viewer') })).posts;
    expect(shown.map((p) => p.title)).toEqual(['Aviso importante']);
  });
});

describe('who may do what', () => {
  it('a viewer reads but does not write or move; an administrator of some units speaks only to them', async () => {
    const post = await create({ title: 'De la empresa' });
    expectError(await t.call('POST', '/api/communication/posts', { token: t.tokenFor('viewer'), body: { title: 'x', body: '<p>x</p>' } }), 403, 'FORBIDDEN');
    expectError(await move(post.id, 'PUBLISHED', 'viewer'), 403, 'FORBIDDEN');
    expectError(await t.call('POST', '/api/communication/posts', { token: t.tokenFor('admin'), body: { title: 'x', body: '<p>x</p>' } }), 403, 'FORBIDDEN', 'audience');
    expectError(await t.call('POST', '/api/communication/posts', { token: t.tokenFor('admin'), body: { title: 'x', body: '<p>x</p>', audience: 'UNITS', unitIds: [t.fx.units.sevilla] } }), 403, 'FORBIDDEN', 'unitIds');
    expect((await t.call('POST', '/api/communication/posts', { token: t.tokenFor('admin'), body: { title: 'Norte', body: '<p>x</p>', audience: 'UNITS', unitIds: [t.fx.units.bilbao] } })).status).toBe(201);
    expectError(await move(post.id, 'PUBLISHED', 'admin'), 403, 'FORBIDDEN', 'audience');
  });

  it("another company's post is 404 for every call", async () => {
    const theirs = dataOf<Post>(await t.call('POST', '/api/communication/posts', { token: t.tokenFor('demoowner'), body: { title: 'Demo', body: '<p>x</p>' } }), 201);
    const owner = t.tokenFor('owner');
    expect((await t.call('GET', `/api/communication/posts/${theirs.id}`, { token: owner })).status).toBe(404);
    expect((await t.call('PATCH', `/api/communication/posts/${theirs.id}`, { token: owner, body: { title: 'Mío' } })).status).toBe(404);
    expect((await move(theirs.id, 'PUBLISHED')).status).toBe(404);
    expect((await t.call('DELETE', `/api/communication/posts/${theirs.id}`, { token: owner })).status).toBe(404);
    await t.call('POST', `/api/communication/posts/${theirs.id}/move`, { token: t.tokenFor('demoowner'), body: { to: 'PUBLISHED' } });
    expect(await feed('owner')).not.toContain('Demo');
  });
});
