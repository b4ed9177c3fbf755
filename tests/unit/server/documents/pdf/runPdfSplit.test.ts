import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SplitProgress } from '../../../../../src/shared/documents/matching';
import { extractPageTexts } from '../../../../../src/server/documents/pdf/extractPageTexts';
import type { MatchPerson } from '../../../../../src/server/documents/pdf/match/peopleIndex';
import { runPdfSplit } from '../../../../../src/server/documents/pdf/runner/runPdfSplit';
import { encrypt, payroll, plainPdf } from './pdfFixtures';

const people: MatchPerson[] = [
  { id: 'maria', firstName: 'María', lastName: 'García López', numberOfDocument: '12345678Z' },
  { id: 'jose', firstName: 'José Luis', lastName: 'Núñez de la Fuente', numberOfDocument: 'X1234567L' },
  { id: 'ana', firstName: 'Ana', lastName: 'Martín Gil', numberOfDocument: '34567890V' },
  { id: 'carmen', firstName: 'Carmen', lastName: 'Navarro Ruiz', numberOfDocument: '56789012B' },
];

describe('the split runner (worker thread)', { timeout: 60_000 }, () => {
  let dir: string;
  let upload: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-split-'));
    upload = path.join(dir, 'nominas.pdf');
    fs.writeFileSync(upload, await payroll([
      { firstName: 'María', lastName: 'García López', numberOfDocument: '12345678Z' },
      { firstName: 'José Luis', lastName: 'Núñez de la Fuente', numberOfDocument: 'X1234567L', pages: 2 },
      { firstName: 'Ana', lastName: 'Martín Gil', numberOfDocument: null, nameOrder: 'firstNameFirst' },
      { firstName: 'Roberto', lastName: 'Pérez Sanz', numberOfDocument: '87654321X' },
    ]));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const partsIn = (folder: string) => (fs.existsSync(folder) ? fs.readdirSync(folder).filter((f) => f.startsWith('part-')).sort() : []);

  it('splits and matches a payroll, writing one PDF per person and reporting progress', async () => {
    const outputDir = path.join(dir, 'run');
    const progress: SplitProgress[] = [];
    const result = await runPdfSplit({ input: upload, people, outputDir, onProgress: (p) => progress.push(p) });
    if (!result.ok) throw new Error(result.code);

    expect(result.pages).toBe(5);
    expect(result.documents.map(({ pages, userId, reason, confidence }) => ({ pages, userId, reason, confidence }))).toEqual([
      { pages: [1], userId: 'maria', reason: 'DOCUMENT_NUMBER_AND_NAME', confidence: 0.99 },
      { pages: [2, 3], userId: 'jose', reason: 'DOCUMENT_NUMBER_AND_NAME', confidence: 0.99 },
      { pages: [4], userId: 'ana', reason: 'NAME', confidence: 0.6 },
      { pages: [5], userId: null, reason: 'NONE', confidence: 0 },
    ]);
    expect(partsIn(outputDir)).toEqual(['part-0001.pdf', 'part-0002.pdf', 'part-0003.pdf', 'part-0004.pdf']);
    const second = fs.readFileSync(result.documents[1].file);
    expect(result.documents[1].bytes).toBe(second.length);
    expect((await PDFDocument.load(second)).getPageCount()).toBe(2);
    expect((await extractPageTexts(new Uint8Array(second)))[0]).toContain('NÚÑEZ DE LA FUENTE, JOSÉ LUIS');

    expect(new Set(progress.map((p) => p.phase))).toEqual(new Set(['inspect', 'extract', 'match', 'split']));
    expect(progress.at(-1)).toEqual({ phase: 'split', done: 4, total: 4 });
    expect(progress.filter((p) => p.phase === 'extract').at(-1)).toEqual({ phase: 'extract', done: 5, total: 5 });
  });

  it('takes the bytes of an upload as well as a path', async () => {
    const result = await runPdfSplit({ input: await plainPdf('María García López'), people, outputDir: path.join(dir, 'bytes') });
    expect(result).toMatchObject({ ok: true, pages: 1, documents: [{ pages: [1], userId: 'maria', reason: 'NAME' }] });
  });

  it('refuses a bad file with its code and leaves no part behind', async () => {
    const outputDir = path.join(dir, 'bad');
    expect(await runPdfSplit({ input: encrypt(await plainPdf()), people, outputDir })).toEqual({ ok: false, code: 'PDF_ENCRYPTED' });
    expect(await runPdfSplit({ input: upload, people, outputDir, maxBytes: 1_000 })).toEqual({ ok: false, code: 'FILE_TOO_LARGE' });
    const empty = path.join(dir, 'empty.pdf');
    fs.writeFileSync(empty, '');
    expect(await runPdfSplit({ input: empty, people, outputDir })).toEqual({ ok: false, code: 'FILE_EMPTY' });
    expect(await runPdfSplit({ input: new TextEncoder().encode('PK\u0003\u0004 not a pdf'), people, outputDir })).toEqual({ ok: false, code: 'INVALID_FILE' });
    expect(partsIn(outputDir)).toEqual([]);
  });

  it('stops when cancelled, rejecting with the reason and removing the parts written', async () => {
    const outputDir = path.join(dir, 'cancelled');
    const controller = new AbortController();
    const run = runPdfSplit({
      input: upload, people, outputDir, signal: controller.signal,
      onProgress: (p) => { if (p.phase === 'split') controller.abort(new Error('cancelled by the administrator')); },
    });
    await expect(run).rejects.toThrow('cancelled by the administrator');
    expect(partsIn(outputDir)).toEqual([]);
    await expect(runPdfSplit({ input: upload, people, outputDir, signal: controller.signal })).rejects.toThrow('cancelled by the administrator');
  });
});
