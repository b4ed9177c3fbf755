import { unzipSync } from 'fflate';
import { ApiError } from '../../../http/apiError';

/** Pictures are images of at most 1 MB (spec §9), like every other upload. */
export const MAX_PICTURE_BYTES = 1_048_576;
/** Bounds against ZIP bombs: entries, and bytes inflated in total (by the sizes the ZIP declares). */
const MAX_ENTRIES = 20_000;
const MAX_INFLATED_BYTES = 256 * 1024 * 1024;

export interface ZipEntry {
  /** the path inside the ZIP */
  name: string;
  /** null when the entry is over MAX_PICTURE_BYTES (it is not even inflated) */
  bytes: Uint8Array | null;
}

/** Folders and the files operating systems add by themselves (macOS resource forks, Finder and Explorer caches). */
export const isNoise = (name: string): boolean => {
  const base = name.slice(name.lastIndexOf('/') + 1);
  return name.endsWith('/') || name.startsWith('__MACOSX/') || base.startsWith('._') || base === '.DS_Store' || base.toLowerCase() === 'thumbs.db' || base === '';
};

/** The files of a ZIP; a file that is no ZIP is 400 INVALID_FILE. */
export function zipEntries(zip: Buffer): ZipEntry[] {
  const tooLarge: string[] = [];
  let entries = 0;
  let inflated = 0;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(zip, {
      filter: (file) => {
        if (isNoise(file.name)) return false;
        if (++entries > MAX_ENTRIES) throw new ApiError(400, 'INVALID_FILE');
        if (file.originalSize > MAX_PICTURE_BYTES) {
          tooLarge.push(file.name);
          return false;
        }
        inflated += file.originalSize;
        if (inflated > MAX_INFLATED_BYTES) throw new ApiError(400, 'INVALID_FILE');
        return true;
      },
    });
  } catch (err) {
    if (err instanceof ApiError) throw err;
    throw new ApiError(400, 'INVALID_FILE');
  }
  return [
    ...Object.entries(files).map(([name, bytes]) => ({ name, bytes: bytes.length > MAX_PICTURE_BYTES ? null : bytes })),
    ...tooLarge.map((name) => ({ name, bytes: null })),
  ].sort((a, b) => a.name.localeCompare(b.name));
}
