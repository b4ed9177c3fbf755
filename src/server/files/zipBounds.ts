import { Unzip, UnzipInflate } from 'fflate';

export interface ZipBounds {
  maxEntries: number;
  /** bytes really inflated, in all (the sizes a ZIP declares may lie) */
  maxInflatedBytes: number;
}

export type ZipBoundsRefusal = 'ZIP_TOO_MANY_ENTRIES' | 'ZIP_TOO_LARGE' | 'INVALID_FILE';

const STEP = 4 * 1024;

/**
 * Whether a ZIP (an XLSX is one) stays within `bounds` when inflated, found by inflating it in small steps and
 * counting, keeping nothing: memory stays at one step's output, whatever the ZIP declares. Run before a library
 * that inflates every part at once (exceljs via JSZip) is given the file. null when within, else the refusal.
 */
export function zipOverBounds(zip: Uint8Array, bounds: ZipBounds): ZipBoundsRefusal | null {
  let entries = 0;
  let inflated = 0;
  // fflate hands an error thrown in a callback back to the entry as a decoding error: the refusal is noted instead
  let refusal: ZipBoundsRefusal | null = null;
  const unzip = new Unzip((file) => {
    if (refusal) return;
    if (++entries > bounds.maxEntries) return void (refusal = 'ZIP_TOO_MANY_ENTRIES');
    file.ondata = (err, chunk) => {
      if (refusal) return;
      if (err) return void (refusal = 'INVALID_FILE');
      inflated += chunk.length;
      if (inflated > bounds.maxInflatedBytes) {
        refusal = 'ZIP_TOO_LARGE';
        file.terminate();
      }
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  for (let at = 0; at < zip.length && !refusal; at += STEP) {
    try {
      unzip.push(zip.subarray(at, Math.min(at + STEP, zip.length)), at + STEP >= zip.length);
    } catch {
      return 'INVALID_FILE';
    }
  }
  if (refusal) return refusal;
  return null;
}
