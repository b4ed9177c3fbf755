import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { checkPdfBytes, inspectPdf } from '../../../../../src/server/documents/pdf/inspectPdf';
import { createPrng } from '../../../../../src/server/seed/prng';
import { encrypt, payroll, plainPdf, PNG } from './pdfFixtures';

const maria = { firstName: 'María', lastName: 'García López', numberOfDocument: '12345678Z' };

describe('inspecting an uploaded PDF', { timeout: 30_000 }, () => {
  it('counts the pages of a good PDF', async () => {
    expect(await inspectPdf(await payroll([maria, { ...maria, pages: 2 }]))).toEqual({ ok: true, pages: 3 });
  });

  it('refuses a 0-byte file, and a PDF without pages, as empty', async () => {
    expect(await inspectPdf(new Uint8Array())).toEqual({ ok: false, code: 'FILE_EMPTY' });
    const noPages = await (await PDFDocument.create()).save({ addDefaultPage: false });
    expect(await inspectPdf(noPages)).toEqual({ ok: false, code: 'FILE_EMPTY' });
  });

  it('refuses a file over the limit before reading it', async () => {
    const pdf = await plainPdf();
    expect(await inspectPdf(pdf, { maxBytes: pdf.length - 1 })).toEqual({ ok: false, code: 'FILE_TOO_LARGE' });
    expect(await inspectPdf(pdf, { maxBytes: pdf.length })).toEqual({ ok: true, pages: 1 });
  });

  it('refuses a file that is not a PDF by its first bytes, whatever its name', async () => {
    expect(await inspectPdf(PNG)).toEqual({ ok: false, code: 'INVALID_FILE' });
    expect(await inspectPdf(new TextEncoder().encode('Nombre;DNI\nMaría;12345678Z\n'))).toEqual({ ok: false, code: 'INVALID_FILE' });
    expect(checkPdfBytes(new TextEncoder().encode('%PDF-1.7\n'))).toBeNull();
  });

  it('refuses an encrypted PDF', async () => {
    expect(await inspectPdf(encrypt(await plainPdf()))).toEqual({ ok: false, code: 'PDF_ENCRYPTED' });
  });

  it('refuses a damaged PDF: garbage after the header, or cut short', async () => {
    expect(await inspectPdf(new TextEncoder().encode('%PDF-1.7\nthis is not a PDF at all'))).toEqual({ ok: false, code: 'PDF_DAMAGED' });
    const pdf = await payroll([maria, maria]);
    expect(await inspectPdf(pdf.slice(0, Math.floor(pdf.length / 2)))).toEqual({ ok: false, code: 'PDF_DAMAGED' });
  });

  it('never throws, whatever the bytes', async () => {
    const pdf = await plainPdf('Recibo de salarios');
    const prng = createPrng('hostile');
    for (let round = 0; round < 25; round++) {
      const bytes = pdf.slice();
      for (let k = 0; k < 1 + round; k++) bytes[prng.int(0, bytes.length - 1)] = prng.int(0, 255);
      const answer = await inspectPdf(round % 5 === 0 ? bytes.slice(0, prng.int(10, bytes.length)) : bytes);
      expect(answer.ok || ['PDF_DAMAGED', 'INVALID_FILE', 'FILE_EMPTY', 'PDF_ENCRYPTED'].includes(answer.code)).toBe(true);
    }
  });
});
