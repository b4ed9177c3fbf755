import { detectFileType } from '../../files';

export { FILE_MAX_BYTES, FILES_PER_UPLOAD } from '../../../shared/documents/limits';

/** What the file system keeps: the extension it is stored under and the content type it is served with. */
export const FILE_KINDS = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
} as const;
export type FileKind = keyof typeof FILE_KINDS;

/** Office documents are ZIP archives: their signature says "ZIP", only the name tells which one. */
const ZIP_KINDS: readonly FileKind[] = ['docx', 'xlsx', 'odt', 'ods'];
const TEXT_KINDS: readonly FileKind[] = ['txt', 'csv'];
const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

/**
 * Watches a file's bytes as they stream past and names its kind at the end, by content (ASVS 5.2.2): PDFs and
 * images by their magic bytes whatever the name says; DOCX/XLSX/ODT/ODS by the ZIP signature with that extension;
 * TXT/CSV (named so) when every byte is valid UTF-8 without NUL. null for anything else.
 */
export function kindSniffer(fileName: string) {
  const ext = extensionOf(fileName);
  const maybeText = (TEXT_KINDS as readonly string[]).includes(ext);
  const decoder = maybeText ? new TextDecoder('utf-8', { fatal: true }) : null;
  let head = Buffer.alloc(0);
  let textOk = maybeText;
  return {
    push(chunk: Buffer): void {
      if (head.length < 16) head = Buffer.concat([head, chunk.subarray(0, 16 - head.length)]);
      if (!textOk || !decoder) return;
      try {
        decoder.decode(chunk, { stream: true });
        if (chunk.includes(0)) textOk = false;
      } catch {
        textOk = false;
      }
    },
    kind(): FileKind | null {
      if (head.length === 0) return null;
      const byMagic = detectFileType(head);
      if (byMagic) return byMagic === 'jpeg' ? 'jpg' : byMagic;
      if (head.subarray(0, 4).equals(ZIP_SIGNATURE)) return (ZIP_KINDS as readonly string[]).includes(ext) ? (ext as FileKind) : null;
      if (!textOk || !decoder) return null;
      try {
        decoder.decode(); // an unfinished sequence at the very end is not UTF-8 either
      } catch {
        return null;
      }
      return ext as FileKind;
    },
  };
}
