import { PDFDocument, StandardFonts } from 'pdf-lib';
import { buildPayrollPdf, type PayrollCompany, type PayrollPerson } from '../../../../../src/server/documents/pdf/payroll/buildPayrollPdf';

export const COMPANY: PayrollCompany = {
  name: 'Alameda Retail y Logística S.L.', taxId: 'B12345674', address: 'Calle de Alcalá 120, 28009 Madrid', contributionAccount: '28/1234567/89',
};

export const payroll = (people: PayrollPerson[]) => buildPayrollPdf(people, { period: '2026-03', company: COMPANY });

/** A one-page PDF saved with a classic cross-reference table (so an incremental update can be appended). */
export async function plainPdf(text = 'Hola'): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([300, 300]).drawText(text, { x: 20, y: 200, font, size: 12 });
  return doc.save({ useObjectStreams: false });
}

/**
 * The PDF with an incremental update that declares it encrypted (standard security handler, RC4 40-bit) with a
 * user password: what a payroll program's "protect with password" produces, as far as any reader can tell before
 * decrypting — pdf-lib sees the /Encrypt entry, pdf.js asks for the password.
 */
export function encrypt(pdf: Uint8Array): Uint8Array {
  const text = Buffer.from(pdf).toString('latin1');
  const size = Number(/\/Size (\d+)/.exec(text.slice(text.lastIndexOf('trailer')))![1]);
  const root = /\/Root (\d+ \d+ R)/.exec(text.slice(text.lastIndexOf('trailer')))![1];
  const prev = Number(/startxref\s+(\d+)/.exec(text.slice(text.lastIndexOf('startxref')))![1]);
  const hex = (seed: number) => Array.from({ length: 32 }, (_, i) => ((seed * 31 + i * 17) % 256).toString(16).padStart(2, '0')).join('');
  const objectAt = pdf.length + 1;
  const object = `\n${size} 0 obj\n<< /Filter /Standard /V 1 /R 2 /Length 40 /P -44 /O <${hex(3)}> /U <${hex(5)}> >>\nendobj\n`;
  const xrefAt = pdf.length + object.length;
  const id = hex(7).slice(0, 32);
  const update = `${object}xref\n${size} 1\n${String(objectAt).padStart(10, '0')} 00000 n \ntrailer\n` +
    `<< /Size ${size + 1} /Root ${root} /Encrypt ${size} 0 R /ID [<${id}> <${id}>] /Prev ${prev} >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return new Uint8Array(Buffer.concat([Buffer.from(pdf), Buffer.from(update, 'latin1')]));
}

/** The first bytes of a PNG: a file that is no PDF. */
export const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);
