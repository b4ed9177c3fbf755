import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../../src/server/db/schema';
import { signFileUrl, WINDOW_S } from '../../../src/server/files/signedFileUrls';
import { dataOf } from '../../helpers/expectations';
import { multipartBody, pngOfSize } from '../../helpers/multipartBody';
import { createTestApp, type TestApp } from '../../helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
const bare = (url: string) => url.split('?')[0];
const parts = (url: string) => {
  const [, companyId, name] = /^\/api\/files\/([^/]+)\/([^?]+)/.exec(url)!;
  return { companyId, name };
};

async function uploadPostImage(): Promise<string> {
  const { payload, headers } = multipartBody(undefined, { image: { bytes: pngOfSize(300), filename: 'a.png', contentType: 'image/png' } });
  return dataOf<{ url: string }>(await t.call('POST', '/api/communication/posts/images', { token: t.tokenFor('owner'), payload, headers })).url;
}

describe('GET /api/files: only signed addresses, the company login pictures excepted', () => {
  it('serves a picture by the signed address an answer gave, and nothing by the bare address', async () => {
    const url = await uploadPostImage();
    expect(url).toMatch(/^\/api\/files\/[0-9a-f-]{36}\/[0-9a-f]{32}\.png\?exp=\d+&sig=[\w-]{32}$/);
    const served = await get(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect((await get(bare(url))).statusCode).toBe(404);
  });

  it('refuses a tampered, borrowed or expired signature with the same 404', async () => {
    const url = await uploadPostImage();
    const other = await uploadPostImage();
    const sig = new URL(url, 'http://x').searchParams.get('sig')!;
    const flipped = `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
    expect((await get(url.replace(sig, flipped))).statusCode).toBe(404);
    // the signature of one file does not open another
    expect((await get(`${bare(other)}?${url.split('?')[1]}`)).statusCode).toBe(404);
    // a later expiry with the old signature
    const exp = Number(new URL(url, 'http://x').searchParams.get('exp'));
    expect((await get(url.replace(`exp=${exp}`, `exp=${exp + WINDOW_S}`))).statusCode).toBe(404);
    // an address signed two days ago has expired
    const { companyId, name } = parts(url);
    expect((await get(signFileUrl(companyId, name, Date.now() - 2 * 86_400_000))).statusCode).toBe(404);
    const body = (await get(bare(url))).json() as { code: string };
    expect(body.code).toBe('NOT_FOUND');
  });

  it('keeps the company logo public for the login page', async () => {
    const url = await uploadPostImage();
    await t.db.update(companies).set({ image: bare(url) }).where(eq(companies.id, t.fx.companyA.id));
    expect((await get(bare(url))).statusCode).toBe(200);
    // the same picture of another company's address is not theirs
    expect((await get(bare(url).replace(t.fx.companyA.id, t.fx.companyB.id))).statusCode).toBe(404);
    await t.db.update(companies).set({ image: null }).where(eq(companies.id, t.fx.companyA.id));
    expect((await get(bare(url))).statusCode).toBe(404);
  });

  it('stores the plain address when a signed one comes back inside a body, and signs it again on the way out', async () => {
    const url = await uploadPostImage();
    const post = dataOf<{ id: string; body: string }>(await t.call('POST', '/api/communication/posts', { token: t.tokenFor('owner'), body: { title: 'Con foto', body: `<p>Hola</p><img src="${url.replace('&', '&amp;')}">` } }), 201);
    expect(post.body).toContain(`<img src="${url}" />`);
    const { rows } = (await t.db.execute(sql`select body from posts where id = ${post.id}`)) as unknown as { rows: { body: string }[] };
    expect(rows[0].body).toContain(`src="${bare(url)}"`);
    expect(rows[0].body).not.toContain('sig=');
  });
});
