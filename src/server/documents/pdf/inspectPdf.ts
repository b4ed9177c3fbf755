import { ParseSpeeds, PDFDocument } from 'pdf-lib';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { MAX_PDF_BYTES } from '../../../shared/documents/limits';
import { isPasswordError, openWithPdfjs } from './pdfjsNode';

/** Why an uploaded file is refused (codes of src/shared/errorCodes.ts, localized in errors.json). */
export type PdfRefusal = 'FILE_EMPTY' | 'FILE_TOO_LARGE' | 'INVALID_FILE' | 'PDF_ENCRYPTED' | 'PDF_DAMAGED';

/** The HTTP status a route answers each refusal with. */
export const PDF_REFUSAL_STATUS: Record<PdfRefusal, number> = {
  FILE_EMPTY: 400, FILE_TOO_LARGE: 413, INVALID_FILE: 400, PDF_ENCRYPTED: 400, PDF_DAMAGED: 400,
};

export type PdfInspection = { ok: true; pages: number } | { ok: false; code: PdfRefusal };

export interface InspectOptions {
  /** default MAX_PDF_BYTES */
  maxBytes?: number;
}

/** `%PDF-`; readers accept it anywhere in the first KiB (some producers write a few bytes before it). */
const MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d];
const MAGIC_WINDOW = 1024;

function hasPdfMagic(bytes: Uint8Array): boolean {
  const end = Math.min(bytes.length, MAGIC_WINDOW) - MAGIC.length;
  for (let i = 0; i <= end; i++) if (MAGIC.every((b, k) => bytes[i + k] === b)) return true;
  return false;
}

/**
 * The cheap checks, before any parsing: what a route can answer at once, from the size and the first bytes.
 * null when the file may be a PDF.
 */
export function checkPdfBytes(bytes: Uint8Array, opts: InspectOptions = {}): PdfRefusal | null {
  if (bytes.length === 0) return 'FILE_EMPTY';
  if (bytes.length > (opts.maxBytes ?? MAX_PDF_BYTES)) return 'FILE_TOO_LARGE';
  return hasPdfMagic(bytes) ? null : 'INVALID_FILE';
}

/**
 * The PDF parsed by pdf-lib, which the split copies pages from. Any encryption is refused: pdf-lib cannot decrypt,
 * and pages copied out of an encrypted file would be unreadable. Invalid objects are refused too (rather than
 * guessed around): a part cut from a damaged file may be damaged in turn.
 */
export async function loadWithPdfLib(bytes: Uint8Array): Promise<{ ok: true; doc: PDFDocument } | { ok: false; code: PdfRefusal }> {
  try {
    // loaded despite encryption, to tell it apart (pdf-lib's EncryptedPDFError fails `instanceof`: ES5 classes)
    // Fastest: no pause every 100 objects to let other work run (a third faster; the split thread has no other work)
    const doc = await PDFDocument.load(bytes, {
      updateMetadata: false, throwOnInvalidObject: true, ignoreEncryption: true, parseSpeed: ParseSpeeds.Fastest,
    });
    if (doc.isEncrypted) return { ok: false, code: 'PDF_ENCRYPTED' };
    if (doc.getPageCount() === 0) return { ok: false, code: 'FILE_EMPTY' };
    return { ok: true, doc };
  } catch {
    return { ok: false, code: 'PDF_DAMAGED' };
  }
}

/** The PDF opened by pdf.js for its text, from a copy of the bytes (pdf.js takes the buffer it gets). */
export async function openForText(bytes: Uint8Array): Promise<{ ok: true; doc: PDFDocumentProxy } | { ok: false; code: PdfRefusal }> {
  try {
    return { ok: true, doc: await openWithPdfjs(bytes.slice()) };
  } catch (err) {
    return { ok: false, code: isPasswordError(err) ? 'PDF_ENCRYPTED' : 'PDF_DAMAGED' };
  }
}

/**
 * Is this upload a PDF both libraries read, and how many pages has it? Never throws on hostile input: every failure
 * is a refusal code. Empty (0 bytes or no page) FILE_EMPTY; over `maxBytes` FILE_TOO_LARGE; not a PDF by its magic
 * bytes INVALID_FILE; encrypted or password-protected PDF_ENCRYPTED; unreadable, or read differently by pdf-lib and
 * pdf.js, PDF_DAMAGED. Only off the HTTP thread: parsing a large file takes seconds, and loading pdf.js changes the
 * thread's globals (loadPdfjs.mjs). The split runner does it on its own thread; a route calls checkPdfBytes.
 */
export async function inspectPdf(bytes: Uint8Array, opts: InspectOptions = {}): Promise<PdfInspection> {
  const refused = checkPdfBytes(bytes, opts);
  if (refused) return { ok: false, code: refused };
  const parsed = await loadWithPdfLib(bytes);
  if (!parsed.ok) return parsed;
  const pages = parsed.doc.getPageCount();
  const text = await openForText(bytes);
  if (!text.ok) return text;
  const agree = text.doc.numPages === pages;
  await text.doc.destroy().catch(() => undefined);
  return agree ? { ok: true, pages } : { ok: false, code: 'PDF_DAMAGED' };
}
