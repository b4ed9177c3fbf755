import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PDFDocumentProxy } from 'pdfjs-dist';

type PdfjsModule = typeof import('pdfjs-dist');

const PDFJS_DIR = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
/** pdf.js reads these as file paths in Node; the trailing separator is required */
const folder = (name: string) => path.join(PDFJS_DIR, name) + path.sep;

let loading: Promise<PdfjsModule> | undefined;

/**
 * pdf.js for Node: its legacy build (the modern one needs browser features Node 20 lacks). pdf.js parses in a
 * "worker"; without a browser Worker it runs the worker's code on the calling thread, which it finds in
 * `globalThis.pdfjsWorker` — loaded here once, so no dynamic import of a worker file happens behind our back (tsx,
 * vitest and worker threads resolve such paths differently). Text extraction needs no canvas.
 */
function pdfjs(): Promise<PdfjsModule> {
  loading ??= (async () => {
    const lib = (await import('pdfjs-dist/legacy/build/pdf.mjs')) as unknown as PdfjsModule;
    const scope = globalThis as { pdfjsWorker?: unknown };
    scope.pdfjsWorker ??= await import(pathToFileURL(path.join(PDFJS_DIR, 'legacy/build/pdf.worker.mjs')).href);
    return lib;
  })();
  return loading;
}

/**
 * Opens a PDF with pdf.js for reading its text. pdf.js takes (detaches) the buffer it is given: pass a copy if the
 * bytes are needed afterwards. Options: standard fonts and character maps from the package (text of the 14 standard
 * fonts and of CJK fonts), no `eval` (a hostile PDF's PostScript functions are interpreted, not compiled), no font
 * faces, no system fonts, only errors logged.
 */
export async function openWithPdfjs(data: Uint8Array): Promise<PDFDocumentProxy> {
  const lib = await pdfjs();
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
