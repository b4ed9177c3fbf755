import { detectImageType, type ImageType } from './imageType';

export type FileType = ImageType | 'pdf';

/** `%PDF-` at the very start: what every PDF writer puts first (a file that only hides it further in is refused). */
const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');

/** Images (detectImageType) and PDFs by their magic bytes; null for anything else, whatever its name says. */
export function detectFileType(bytes: Buffer): FileType | null {
  if (bytes.length >= PDF_MAGIC.length && bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) return 'pdf';
  return detectImageType(bytes);
}
