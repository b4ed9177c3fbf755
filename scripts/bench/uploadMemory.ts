/**
 * Peak memory of the server under hostile uploads (issue 21 item 3), in process with the test app (embedded
 * database, fixture companies): the security test's ZIP — 240 pictures of 1 MiB, about 270 KB compressed — sent
 * BENCH_UPLOADS times at once (default 6: four from one company, the rest from another, as the per-company slots
 * allow), then the same number of spreadsheets (ZIPs) of 240 MB of XML. Prints RSS before, the peak (sampled every 5 ms, and the
 * process's high-water mark: run the pictures first, the spreadsheets' 240 MB input raises it) and each answer's status.
 *   node --expose-gc --import tsx scripts/bench/uploadMemory.ts
 */
import { zipSync } from 'fflate';
import { multipartBody } from '../../tests/helpers/multipartBody';
import { createTestApp } from '../../tests/helpers/testApp';

const MIB = 1024 * 1024;
const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 6);
const mb = (bytes: number) => `${(bytes / MIB).toFixed(0)} MB`;

function pictureBomb(): Uint8Array {
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
  const picture = Buffer.concat([png, Buffer.alloc(MIB - png.length)]);
  return zipSync(Object.fromEntries(Array.from({ length: 240 }, (_, i) => [`x${i}.png`, picture])), { level: 9 });
}

async function main() {
  const t = await createTestApp();
  const bombs = {
    pictures: { url: '/api/users/pictures/import', zip: pictureBomb, filename: 'fotos.zip' },
    spreadsheet: { url: '/api/users/import/parse', zip: () => zipSync({ 'xl/worksheets/sheet1.xml': new Uint8Array(240 * MIB) }, { level: 9 }), filename: 'people.xlsx' },
  };
  for (const [name, made] of Object.entries(bombs)) {
    const bomb = { ...made, zip: made.zip() };
    // what building the bomb allocated is not the server's
    global.gc?.();
    await new Promise((resolve) => setTimeout(resolve, 200));
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
    const started = performance.now();
    const answers = await Promise.all(Array.from({ length: UPLOADS }, (_, i) => {
      const { payload, headers } = multipartBody(undefined, { file: { bytes: Buffer.from(bomb.zip), filename: bomb.filename, contentType: 'application/zip' } });
      return t.call('POST', bomb.url, { token: t.tokenFor(i < 4 ? 'owner' : 'demoowner'), payload, headers });
    }));
    clearInterval(sampler);
    // synchronous inflating blocks the sampler: the process's own high-water mark catches what it misses
    peak = Math.max(peak, process.resourceUsage().maxRSS * 1024);
    const statuses = answers.map((a) => `${a.status}${a.body?.code ? ` ${a.body.code}` : ''}`);
    console.log(`${name} bomb (${(bomb.zip.length / 1024).toFixed(0)} KB) × ${UPLOADS} at once: RSS ${mb(before)} → peak ${mb(peak)} (+${mb(peak - before)}) in ${((performance.now() - started) / 1000).toFixed(1)} s; answers ${statuses.join(', ')}`);
  }
  await t.close();
}
void main();
