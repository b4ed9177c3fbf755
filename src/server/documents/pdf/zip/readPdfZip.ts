import { unzipSync } from 'fflate';
import { MAX_PDF_ZIP_BYTES, MAX_PDF_ZIP_ENTRIES } from '../../../../shared/documents/limits';
import { isNoise } from '../../../areas/imports/pictures/zipEntries';
import { isUnsafeZipPath } from './zipEntryNames';

export type PdfZipRefusal = 'FILE_EMPTY' | 'FILE_TOO_LARGE' | 'INVALID_FILE' | 'ZIP_UNSAFE_PATH';

export type PdfZipContents =
  | { ok: true; files: { name: string; bytes: Uint8Array }[]; skipped: string[] }
  /** `entry`: the offending name, for ZIP_UNSAFE_PATH */
  | { ok: false; code: PdfZipRefusal; entry?: string };

export interface PdfZipLimits {
  maxBytes?: number;
  maxEntries?: number;
  /** bytes inflated in total, by the sizes the ZIP declares (a ZIP bomb is refused before inflating) */
  maxInflatedBytes?: number;
}

class Refused extends Error {
  constructor(readonly code: PdfZipRefusal, readonly entry?: string) {
    super(code);
  }
}

const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b && (bytes[2] === 0x03 || bytes[2] === 0x05);

/**
 * The PDFs of an uploaded ZIP (an administrator sending a folder of certificates at once). Refused whole: empty
 * (FILE_EMPTY, also when it holds no PDF), too large or too many entries (FILE_TOO_LARGE), not a ZIP
 * (INVALID_FILE), any entry whose name climbs out of the folder (ZIP_UNSAFE_PATH, see isUnsafeZipPath). Files of
 * other types are listed in `skipped`; system junk (`__MACOSX/`, `.DS_Store`, `Thumbs.db`) is ignored, as the
 * pictures import does. Each PDF still goes through inspectPdf. Never throws on hostile input.
 */
export function readPdfZip(zip: Uint8Array, limits: PdfZipLimits = {}): PdfZipContents {
  if (zip.length === 0) return { ok: false, code: 'FILE_EMPTY' };
  if (zip.length > (limits.maxBytes ?? MAX_PDF_ZIP_BYTES)) return { ok: false, code: 'FILE_TOO_LARGE' };
  if (!isZip(zip)) return { ok: false, code: 'INVALID_FILE' };
  const skipped: string[] = [];
  let entries = 0;
  let inflated = 0;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(zip, {
      filter: (file) => {
        if (isUnsafeZipPath(file.name)) throw new Refused('ZIP_UNSAFE_PATH', file.name);
        if (isNoise(file.name)) return false;
        if (++entries > (limits.maxEntries ?? MAX_PDF_ZIP_ENTRIES)) throw new Refused('FILE_TOO_LARGE');
        if (!/\.pdf$/i.test(file.name)) {
          skipped.push(file.name);
          return false;
        }
        inflated += file.originalSize;
        if (inflated > (limits.maxInflatedBytes ?? MAX_PDF_ZIP_BYTES)) throw new Refused('FILE_TOO_LARGE');
        return true;
      },
    });
  } catch (err) {
    return err instanceof Refused ? { ok: false, code: err.code, entry: err.entry } : { ok: false, code: 'INVALID_FILE' };
  }
  const pdfs = Object.entries(files).map(([name, bytes]) => ({ name, bytes })).sort((a, b) => a.name.localeCompare(b.name));
  if (pdfs.length === 0) return { ok: false, code: 'FILE_EMPTY' };
  return { ok: true, files: pdfs, skipped: skipped.sort() };
}
