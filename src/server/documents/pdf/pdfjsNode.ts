import path from 'node:path';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { loadPdfjs, PDFJS_DIR } from './loadPdfjs.mjs';

/** pdf.js reads these as file paths in Node; the trailing separator is required */
const folder = (name: string) => path.join(PDFJS_DIR, name) + path.sep;

/**
 * Opens a PDF with pdf.js for reading its text. Only on a thread of its own (the split runner's): loading pdf.js
 * changes the thread's globals (see loadPdfjs.mjs). pdf.js takes (detaches) the buffer it is given: pass a copy if
 * the bytes are needed afterwards. Options: standard fonts and character maps from the package (text of the 14
 * standard fonts and of CJK fonts), no `eval` (a hostile PDF's PostScript functions are interpreted, not compiled),
 * no font faces, no system fonts, only errors logged.
 */
export async function openWithPdfjs(data: Uint8Array): Promise<PDFDocumentProxy> {
  const lib = await loadPdfjs();
  return lib.getDocument({
    data,
    standardFontDataUrl: folder('standard_fonts'),
    cMapUrl: folder('cmaps'),
    cMapPacked: true,
    wasmUrl: folder('wasm'),
    iccUrl: folder('iccs'),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    isOffscreenCanvasSupported: false,
    verbosity: lib.VerbosityLevel.ERRORS,
  }).promise;
}

/** pdf.js reports a PDF that needs a password with a PasswordException (it crosses its worker boundary by name). */
export const isPasswordError = (err: unknown): boolean => err instanceof Error && err.name === 'PasswordException';
