import type { FastifyRequest } from 'fastify';
import type { Multipart } from '@fastify/multipart';
import { MAX_PDF_BYTES } from '../../../shared/documents/limits';
import { checkPdfBytes, PDF_REFUSAL_STATUS, type PdfRefusal } from '../../documents/pdf/inspectPdf';
import { readPdfZip } from '../../documents/pdf/zip/readPdfZip';
import { ApiError, fieldError, validationError } from '../../http/apiError';

/** One PDF of an upload, checked by its bytes; `name` is the uploader's file name (for display only). */
export interface UploadedPdf {
  name: string;
  bytes: Uint8Array;
}

export interface PdfUpload {
  files: UploadedPdf[];
  fields: Record<string, string>;
}

const isZip = (b: Uint8Array) => b[0] === 0x50 && b[1] === 0x4b && (b[2] === 0x03 || b[2] === 0x05);
const ENCRYPT = Buffer.from('/Encrypt');

/** A safe display name: no folders, no control characters, at most 200 characters. */
export function displayName(filename: string | undefined, fallback: string): string {
  // eslint-disable-next-line no-control-regex
  const base = (filename ?? '').split(/[\\/]/).pop()?.replace(/[\u0000-\u001f\u007f"]/g, '').trim().slice(0, 200);
  return base || fallback;
}

const refuse = (code: PdfRefusal | 'ZIP_UNSAFE_PATH', field = 'file', values?: Record<string, unknown>): ApiError =>
  new ApiError(code === 'ZIP_UNSAFE_PATH' ? 400 : PDF_REFUSAL_STATUS[code as PdfRefusal], code, { errors: [{ ...fieldError(field, code), params: values }], values });

/**
 * A PDF is refused at once, before anything is stored, when it is empty, too large, not a PDF by its first bytes,
 * or encrypted (its trailer names an /Encrypt dictionary: a byte search, no parsing on the HTTP thread). Damage only
 * the full parse finds fails the processing job instead (PDF_DAMAGED on the group).
 */
export function checkUploadedPdf(bytes: Uint8Array): PdfRefusal | null {
  const code = checkPdfBytes(bytes, { maxBytes: MAX_PDF_BYTES });
  if (code) return code;
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).indexOf(ENCRYPT) >= 0 ? 'PDF_ENCRYPTED' : null;
}

/**
 * Reads a multipart upload of PDFs (parts `file`, each a PDF or a ZIP of PDFs, each at most 100 MB) and the text
 * fields beside them. The whole upload is refused with the first bad file's code: nothing of it is stored.
 */
export async function readPdfUpload(request: FastifyRequest, opts: { maxFiles: number; allowedFields: string[] }): Promise<PdfUpload> {
  const files: UploadedPdf[] = [];
  const fields: Record<string, string> = {};
  const parts = request.parts({ limits: { fileSize: MAX_PDF_BYTES + 1, files: opts.maxFiles, fields: opts.allowedFields.length + 2, fieldSize: 10_000 } });
  try {
    for await (const part of parts as AsyncIterableIterator<Multipart>) {
      if (part.type === 'field') {
        if (!opts.allowedFields.includes(part.fieldname)) throw validationError([fieldError(part.fieldname, 'additionalProperties')]);
        fields[part.fieldname] = String(part.value);
        continue;
      }
      const bytes = new Uint8Array(await part.toBuffer());
      if (part.fieldname !== 'file') throw validationError([fieldError(part.fieldname, 'unknownFile')]);
      if (part.file.truncated || bytes.length > MAX_PDF_BYTES) throw refuse('FILE_TOO_LARGE', 'file', { limit: MAX_PDF_BYTES });
      const name = displayName(part.filename, 'documento.pdf');
      if (bytes.length > 0 && isZip(bytes)) {
        const zip = readPdfZip(bytes);
        if (!zip.ok) throw refuse(zip.code, 'file', zip.entry ? { entry: zip.entry } : undefined);
        for (const f of zip.files) {
          const code = checkUploadedPdf(f.bytes);
          if (code) throw refuse(code, 'file', { name: f.name });
          files.push({ name: displayName(f.name, name), bytes: f.bytes });
        }
        continue;
      }
      const code = checkUploadedPdf(bytes);
      if (code) throw refuse(code, 'file', { name });
      files.push({ name, bytes });
    }
  } catch (err) {
    if (err instanceof ApiError) throw err;
    const status = (err as { statusCode?: number; code?: string }).statusCode;
    if (status === 413) throw refuse('FILE_TOO_LARGE', 'file', { limit: MAX_PDF_BYTES });
    throw validationError([fieldError('body', 'invalid')]);
  }
  if (files.length === 0) throw refuse('FILE_EMPTY');
  return { files, fields };
}
