import { Unzip, UnzipInflate, type UnzipFile } from 'fflate';
import { MAX_PICTURES_ZIP_BYTES } from '../../../../shared/imports';
import { ApiError, fieldError } from '../../../http/apiError';

/** Pictures are images of at most 1 MB (spec §9), like every other upload. */
export const MAX_PICTURE_BYTES = 1_048_576;
/**
 * Bounds against ZIP bombs: entries, and bytes really inflated in total (not the sizes the ZIP declares). Pictures
 * hardly compress, so twice the upload limit leaves room for any real ZIP of them.
 */
export const MAX_ENTRIES = 20_000;
export const MAX_INFLATED_BYTES = 2 * MAX_PICTURES_ZIP_BYTES;
/**
 * Compressed bytes fed to the inflater at a time. Deflate inflates at most ~1,032× what it reads, so one step
 * yields at most a few MB, however the ZIP was made; the consumer handles those before the next step.
 */
const STEP = 4 * 1024;

export interface ZipEntry {
  /** the path inside the ZIP */
  name: string;
  /** null when the entry is over MAX_PICTURE_BYTES (inflating stops there, its bytes are dropped) */
  bytes: Uint8Array | null;
}

/** Folders and the files operating systems add by themselves (macOS resource forks, Finder and Explorer caches). */
export const isNoise = (name: string): boolean => {
  const base = name.slice(name.lastIndexOf('/') + 1);
  return name.endsWith('/') || name.startsWith('__MACOSX/') || base.startsWith('._') || base === '.DS_Store' || base.toLowerCase() === 'thumbs.db' || base === '';
};

const tooLarge = (code: string, limit: number) => new ApiError(413, code, { errors: [{ ...fieldError('file', code), params: { limit } }], values: { limit } });

/**
 * The files of a ZIP, one at a time, inflated as they are read: memory holds the ZIP and the entries of one step,
 * never the whole content. An entry over MAX_PICTURE_BYTES stops inflating at that size (`bytes` null); more than
 * MAX_ENTRIES files is 413 ZIP_TOO_MANY_ENTRIES, more than MAX_INFLATED_BYTES inflated in all 413 ZIP_TOO_LARGE,
 * both on `file`; a file that is no ZIP (or a damaged one) 400 INVALID_FILE.
 */
export async function* zipEntries(zip: Uint8Array): AsyncGenerator<ZipEntry> {
  if (zip.length < 4 || zip[0] !== 0x50 || zip[1] !== 0x4b) throw new ApiError(400, 'INVALID_FILE');
  const ready: ZipEntry[] = [];
  let entries = 0;
  let inflated = 0;
  let seen = 0;
  // fflate hands an error thrown in a callback back to the entry as a decoding error: a refusal is noted instead
  let refusal: ApiError | null = null;
  const unzip = new Unzip((file: UnzipFile) => {
    seen += 1;
    if (refusal || isNoise(file.name)) return;
    if (++entries > MAX_ENTRIES) return void (refusal = tooLarge('ZIP_TOO_MANY_ENTRIES', MAX_ENTRIES));
    if ((file.originalSize ?? 0) > MAX_PICTURE_BYTES) return void ready.push({ name: file.name, bytes: null });
    const chunks: Uint8Array[] = [];
    let size = 0;
    file.ondata = (err, chunk, final) => {
      if (refusal) return;
      if (err) return void (refusal = new ApiError(400, 'INVALID_FILE'));
      size += chunk.length;
      inflated += chunk.length;
      if (inflated > MAX_INFLATED_BYTES) return void (refusal = tooLarge('ZIP_TOO_LARGE', MAX_INFLATED_BYTES));
      if (size > MAX_PICTURE_BYTES) {
        // the ZIP understated it: stop inflating, keep nothing
        file.terminate();
        return void ready.push({ name: file.name, bytes: null });
      }
      chunks.push(chunk);
      if (final) ready.push({ name: file.name, bytes: chunks.length === 1 ? chunks[0] : Buffer.concat(chunks) });
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  for (let at = 0; at < zip.length; at += STEP) {
    try {
      unzip.push(zip.subarray(at, Math.min(at + STEP, zip.length)), at + STEP >= zip.length);
    } catch {
      throw new ApiError(400, 'INVALID_FILE');
    }
    if (refusal) throw refusal;
    while (ready.length) yield ready.shift()!;
  }
  if (!seen && !isZipWithoutFiles(zip)) throw new ApiError(400, 'INVALID_FILE');
}

/** An empty ZIP is only its end-of-central-directory record (PK\x05\x06). */
const isZipWithoutFiles = (zip: Uint8Array) => zip[2] === 0x05 && zip[3] === 0x06;
