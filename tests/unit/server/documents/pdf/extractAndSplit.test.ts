import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { extractPageTexts } from '../../../../../src/server/documents/pdf/extractPageTexts';
import { pageText } from '../../../../../src/server/documents/pdf/pageText';
import { splitPdf } from '../../../../../src/server/documents/pdf/splitPdf';
import { payroll } from './pdfFixtures';

const people = [
  { firstName: 'María', lastName: 'García López', numberOfDocument: '12345678Z' },
  { firstName: 'José Luis', lastName: 'Núñez de la Fuente', numberOfDocument: 'X1234567L', pages: 2 as const, nameOrder: 'firstNameFirst' as const },
  { firstName: 'Ana', lastName: 'Martín', numberOfDocument: null },
];

describe('reading the text of each page', { timeout: 30_000 }, () => {
  it('gives one text per page with names, accents and numbers as printed', async () => {
    const texts = await extractPageTexts(await payroll(people));
    expect(texts).toHaveLength(4);
    expect(texts[0]).toContain('GARCÍA LÓPEZ, MARÍA');
    expect(texts[0]).toContain('NIF: 12345678Z');
    expect(texts[0]).toMatch(/Página 1 de 1$/);
    expect(texts[1]).toContain('José Luis Núñez de la Fuente');
    expect(texts[1]).toContain('Página 1 de 2');
    expect(texts[2]).not.toContain('Núñez');
    expect(texts[2]).toContain('Página 2 de 2');
    expect(texts[3]).toContain('MARTÍN, ANA');
    expect(texts[3]).toContain('NIF: —');
  });

  it('leaves the thread\'s Array.prototype.push native after loading pdf.js (its legacy build swaps in a slow one)', async () => {
    await extractPageTexts(await payroll(people.slice(0, 1)));
    expect(Function.prototype.toString.call(Array.prototype.push)).toContain('[native code]');
  });

  it('puts pieces in reading order whatever order they were drawn in', () => {
    const piece = (str: string, x: number, y: number, width = str.length * 5) => ({ str, x, y, width, height: 10 });
    expect(pageText([
      piece('12345678Z', 80, 700), piece('NIF:', 40, 700.4), piece('Página 1 de 1', 400, 40),
      piece('GARCÍA LÓPEZ,', 40, 720), piece('MARÍA', 110, 720), piece('', 0, 0), piece('   ', 5, 5),
    ])).toBe('GARCÍA LÓPEZ, MARÍA\nNIF: 12345678Z\nPágina 1 de 1');
    // pieces that touch are one word; ligatures are composed back to letters
    expect(pageText([piece('Nú', 40, 700, 10), piece('ñez', 50, 700), piece('ﬁn', 80, 700)])).toBe('Núñez fin');
  });
});

describe('splitting a PDF into documents', { timeout: 30_000 }, () => {
  it('copies the pages of each group into its own PDF, in order', async () => {
    const source = await payroll(people);
    const parts: Uint8Array[] = [];
    for await (const part of splitPdf(source, [{ pages: [1] }, { pages: [2, 3] }, { pages: [4] }])) parts.push(part);
    expect(parts).toHaveLength(3);
    const pageCounts = await Promise.all(parts.map(async (p) => (await PDFDocument.load(p)).getPageCount()));
    expect(pageCounts).toEqual([1, 2, 1]);
    const second = await extractPageTexts(parts[1]);
    expect(second[0]).toContain('José Luis Núñez de la Fuente');
    expect(second[1]).toContain('Página 2 de 2');
    expect((await extractPageTexts(parts[2]))[0]).toContain('MARTÍN, ANA');
  });

  it('refuses page numbers the document does not have', async () => {
    const parts = splitPdf(await payroll(people.slice(0, 1)), [{ pages: [2] }]);
    await expect(parts.next()).rejects.toThrow(RangeError);
  });
});
