import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XLSX_BOUNDS } from '../../../src/server/areas/imports/readSpreadsheet';
import type { PicturesReport } from '../../../src/shared/imports';
import { HEAVY_UPLOADS_PER_COMPANY, HEAVY_UPLOADS_PER_PROCESS, takeUploadSlot } from '../../../src/server/http/uploadSlots';
import { expectError } from '../../helpers/expectations';
import { multipartBody, pngOfSize } from '../../helpers/multipartBody';
import { createTestApp, type TestApp } from '../../helpers/testApp';

const MIB = 1024 * 1024;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const send = (url: string, zip: Uint8Array, username = 'owner', filename = 'fotos.zip') => {
  const { payload, headers } = multipartBody(undefined, { file: { bytes: Buffer.from(zip), filename, contentType: 'application/zip' } });
  return t.call<{ data: PicturesReport }>('POST', url, { token: t.tokenFor(username), payload, headers });
};
const pictures = (zip: Uint8Array, username = 'owner') => send('/api/users/pictures/import', zip, username);

/** The ZIP of the security test: 240 pictures of 1 MiB each (zeros after a PNG header), about 270 KB compressed. */
const hostileZip = () => zipSync(Object.fromEntries(Array.from({ length: 240 }, (_, i) => [`x${i}.png`, pngOfSize(MIB)])), { level: 9 });

describe('hostile uploads are bounded', () => {
  it('a ZIP of pictures that inflates past its bound is refused with 413 ZIP_TOO_LARGE on `file`', async () => {
    const zip = hostileZip();
    expect(zip.length).toBeLessThan(400 * 1024);
    expectError(await pictures(zip), 413, 'ZIP_TOO_LARGE', 'file');
  });

  it('an entry whose ZIP understates its size is reported too large, not stored cut', async () => {
    const zip = zipSync({ 'DOC-ana.png': pngOfSize(2 * MIB) }, { level: 9 });
    // the local header (offset 22) and the central directory say 1,000 bytes: the ZIP lies
    const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
    view.setUint32(22, 1000, true);
    const central = Buffer.from(zip).lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    view.setUint32(central + 24, 1000, true);
    const res = await pictures(zip);
    expect(res.status, res.raw).toBe(200);
    expect(res.body.data).toMatchObject({ matched: [], tooLarge: ['DOC-ana.png'] });
  });

  it('a spreadsheet (a ZIP) beyond its bounds is refused before exceljs reads it', async () => {
    const parts = zipSync(Object.fromEntries(Array.from({ length: XLSX_BOUNDS.maxEntries + 1 }, (_, i) => [`xl/part${i}.xml`, new Uint8Array(1)])));
    expectError(await send('/api/users/import/parse', parts, 'owner', 'people.xlsx'), 413, 'ZIP_TOO_MANY_ENTRIES', 'file');
  });
});

describe('heavy uploads at once', () => {
  const small = () => zipSync({ 'nothing.txt': new Uint8Array(10) });

  it(`one company runs ${HEAVY_UPLOADS_PER_COMPANY} at most: the next is 429 with Retry-After, other companies go on`, async () => {
    const held = Array.from({ length: HEAVY_UPLOADS_PER_COMPANY }, () => takeUploadSlot(t.fx.companyA.id));
    try {
      const res = await pictures(small());
      expectError(res, 429, 'TOO_MANY_REQUESTS');
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect((await pictures(small(), 'demoowner')).status).toBe(200);
    } finally {
      held.forEach((release) => release());
    }
    expect((await pictures(small())).status).toBe(200);
  });

  it(`the process runs ${HEAVY_UPLOADS_PER_PROCESS} at most: the ${HEAVY_UPLOADS_PER_PROCESS + 1}th is 429, whoever sends it`, async () => {
    const held = Array.from({ length: HEAVY_UPLOADS_PER_PROCESS }, (_, i) => takeUploadSlot(`other-company-${i}`));
    try {
      expectError(await pictures(small(), 'demoowner'), 429, 'TOO_MANY_REQUESTS');
      expectError(await send('/api/users/import/parse', small(), 'owner', 'people.xlsx'), 429, 'TOO_MANY_REQUESTS');
    } finally {
      held.forEach((release) => release());
    }
  });
});
