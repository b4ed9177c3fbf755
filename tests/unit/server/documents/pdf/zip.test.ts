import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readPdfZip } from '../../../../../src/server/documents/pdf/zip/readPdfZip';
import { writeZip } from '../../../../../src/server/documents/pdf/zip/writeZip';
import { isUnsafeZipPath, zipNameAllocator } from '../../../../../src/server/documents/pdf/zip/zipEntryNames';
import { plainPdf, PNG } from './pdfFixtures';

describe('reading an uploaded ZIP of PDFs', () => {
  it('gives the PDFs, skips other files and ignores system junk', async () => {
    const pdf = await plainPdf();
    const zip = zipSync({ 'nominas/marzo.pdf': pdf, 'nominas/ABRIL.PDF': pdf, 'leeme.txt': new Uint8Array([65]), '__MACOSX/._marzo.pdf': PNG, 'nominas/.DS_Store': PNG });
    const contents = readPdfZip(zip);
    expect(contents).toMatchObject({ ok: true, skipped: ['leeme.txt'] });
    if (contents.ok) expect(contents.files.map((f) => [f.name, f.bytes.length])).toEqual([['nominas/ABRIL.PDF', pdf.length], ['nominas/marzo.pdf', pdf.length]]);
  });

  it('refuses a ZIP whose entries climb out of the folder, naming the entry', async () => {
    const pdf = await plainPdf();
    for (const name of ['../../etc/cron.d/evil.pdf', 'nominas/../../evil.pdf', '/etc/evil.pdf', 'C:\\Windows\\evil.pdf', '..\\evil.pdf']) {
      expect(readPdfZip(zipSync({ 'ok.pdf': pdf, [name]: pdf })), name).toEqual({ ok: false, code: 'ZIP_UNSAFE_PATH', entry: name });
    }
  });

  it('refuses empty, oversized, bomb-like and non-ZIP files', async () => {
    const pdf = await plainPdf();
    expect(readPdfZip(new Uint8Array())).toEqual({ ok: false, code: 'FILE_EMPTY' });
    expect(readPdfZip(zipSync({ 'leeme.txt': new Uint8Array([65]) }))).toEqual({ ok: false, code: 'FILE_EMPTY' });
    expect(readPdfZip(zipSync({ 'a.pdf': pdf }), { maxBytes: 100 })).toEqual({ ok: false, code: 'FILE_TOO_LARGE' });
    expect(readPdfZip(zipSync({ 'a.pdf': new Uint8Array(1_000_000) }), { maxInflatedBytes: 999_999 })).toEqual({ ok: false, code: 'FILE_TOO_LARGE' });
    expect(readPdfZip(zipSync({ 'a.pdf': pdf, 'b.pdf': pdf, 'c.pdf': pdf }), { maxEntries: 2 })).toEqual({ ok: false, code: 'FILE_TOO_LARGE' });
    expect(readPdfZip(pdf)).toEqual({ ok: false, code: 'INVALID_FILE' });
    const cut = zipSync({ 'a.pdf': pdf });
    expect(readPdfZip(cut.slice(0, cut.length - 30))).toEqual({ ok: false, code: 'INVALID_FILE' });
  });

  it('tells unsafe paths from ordinary ones', () => {
    expect(['nóminas/marzo 2026.pdf', 'a..b.pdf', 'x/..y/z.pdf', 'recibos/./a.pdf'].filter(isUnsafeZipPath)).toEqual([]);
    expect(['', 'a/\u0000.pdf', 'D:evil.pdf', '\\\\server\\share\\x.pdf'].every(isUnsafeZipPath)).toBe(true);
  });
});

describe('writing a ZIP of slips', () => {
  it('streams the files to disk under safe, unique names', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zip-'));
    try {
      const name = zipNameAllocator();
      const pdf = await plainPdf();
      const target = path.join(dir, 'recibos.zip');
      const written = await writeZip([
        { name: name('García López, María', 'pdf'), data: pdf },
        { name: name('garcía lópez, maría', '.pdf'), data: async () => pdf },
        { name: name('../../etc/passwd', 'pdf'), data: pdf },
        { name: name('a/b\\c:d*?"<>|', 'pdf'), data: pdf },
        { name: name('   ', 'pdf'), data: pdf },
      ], target);
      expect(written.files).toBe(5);
      expect(fs.statSync(target).size).toBe(written.bytes);
      const files = unzipSync(new Uint8Array(fs.readFileSync(target)));
      expect(Object.keys(files)).toEqual(['García López, María.pdf', 'garcía lópez, maría (2).pdf', 'etc passwd.pdf', 'a b c d.pdf', 'documento.pdf']);
      expect(Object.keys(files).some(isUnsafeZipPath)).toBe(false);
      expect(files['documento.pdf']).toEqual(pdf);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('waits for a slow reader instead of buffering everything', async () => {
    const out = new PassThrough({ highWaterMark: 1024 });
    let read = 0;
    const pdf = await plainPdf();
    const writing = writeZip((function* () {
      for (let i = 0; i < 50; i++) yield { name: `${i}.pdf`, data: pdf };
    })(), out);
    // nothing reads yet: the writer stops at the stream's limit
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(out.readableLength).toBeLessThan(pdf.length * 3);
    out.on('data', (chunk: Buffer) => (read += chunk.length));
    const written = await writing;
    expect(written.files).toBe(50);
    await new Promise((resolve) => setImmediate(resolve));
    expect(read).toBe(written.bytes);
  });
});
