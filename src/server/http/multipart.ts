import type { FastifyRequest } from 'fastify';
import type { Multipart } from '@fastify/multipart';
import { detectFileType, type FileType } from '../files';
import { ApiError, fieldError, validationError, type PendingFieldError } from './apiError';
import { checkBodyShape } from './bodyShape';

/** Accepted files per field, as a resource declares them (`files: { image: { maxBytes, accept } }`). */
export type FileRules = Record<string, { maxBytes: number; accept: string[] }>;

export interface UploadedFile {
  bytes: Buffer;
  type: FileType;
}

export interface MultipartBody {
  /** the JSON of the `data` part ({} when absent) */
  data: unknown;
  files: Record<string, UploadedFile>;
}

const MIME: Record<FileType, string> = { png: 'image/png', jpeg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp', pdf: 'application/pdf' };

/** An image field over its limit is IMAGE_TOO_LARGE (the spec's code); a field taking documents too, FILE_TOO_LARGE. */
const tooLargeCode = (accept: string[]) => (accept.every((t) => t.startsWith('image/')) ? 'IMAGE_TOO_LARGE' : 'FILE_TOO_LARGE');

/**
 * Read `multipart/form-data`: a `data` part holding the JSON body and one part per declared file field.
 * Sizes are counted here, not left to the parser: busboy stops at maxBytes + 1, so we hold at most that much and
 * answer 413 IMAGE_TOO_LARGE (FILE_TOO_LARGE for a field taking documents) on the field (413 like any too-large payload; the field error lets the form show it).
 * The type comes from the magic bytes, never from the name or the declared type: anything else is 400 INVALID_FILE.
 */
export async function readMultipartBody(request: FastifyRequest, rules: FileRules, maxFieldBytes: number): Promise<MultipartBody> {
  const fileFields = Object.keys(rules);
  const largest = Math.max(0, ...fileFields.map((f) => rules[f].maxBytes));
  let data: unknown = {};
  const files: Record<string, UploadedFile> = {};
  const tooLarge: PendingFieldError[] = [];
  let tooLargeAs = 'IMAGE_TOO_LARGE';
  const invalid: PendingFieldError[] = [];
  const unknown: PendingFieldError[] = []; // unknown parts and unreadable JSON

  // throwFileSizeLimit is off for the whole app (app.ts): a truncated file is reported here, not thrown
  const parts = request.parts({
    limits: { fileSize: largest + 1, files: fileFields.length, fields: 4, parts: fileFields.length + 4, fieldSize: maxFieldBytes },
  });
  try {
    for await (const part of parts as AsyncIterableIterator<Multipart>) {
      if (part.type === 'field') {
        if (part.fieldname !== 'data') {
          unknown.push(fieldError(part.fieldname, 'additionalProperties'));
          continue;
        }
        const parsed = parseJsonField(part.value);
        if (parsed.ok) data = parsed.value;
        else unknown.push(fieldError('data', 'invalidJson'));
        continue;
      }
      const rule = rules[part.fieldname];
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of part.file) {
        size += (chunk as Buffer).length;
        if (rule && size <= rule.maxBytes) chunks.push(chunk as Buffer);
      }
      if (!rule) unknown.push(fieldError(part.fieldname, 'unknownFile'));
      else if (size === 0) continue; // an empty file input: no file sent
      else if (size > rule.maxBytes || part.file.truncated) {
        tooLargeAs = tooLargeCode(rule.accept);
        tooLarge.push(fieldError(part.fieldname, tooLargeAs));
      }
      else {
        const bytes = Buffer.concat(chunks);
        const type = detectFileType(bytes);
        if (!type || !rule.accept.includes(MIME[type])) invalid.push(fieldError(part.fieldname, 'INVALID_FILE'));
        else files[part.fieldname] = { bytes, type };
      }
    }
  } catch (err) {
    if (err instanceof ApiError) throw err;
    const status = (err as { statusCode?: number }).statusCode;
    if (status === 413) throw new ApiError(413, 'PAYLOAD_TOO_LARGE');
    throw validationError([fieldError('body', 'invalid')]);
  }
  if (tooLarge.length) throw new ApiError(413, tooLargeAs, { errors: tooLarge });
  if (unknown.length) throw validationError(unknown);
  if (invalid.length) throw new ApiError(400, 'INVALID_FILE', { errors: invalid });
  // the `data` part is the JSON body: the same depth and NUL checks as a JSON request's, before its validation
  checkBodyShape(data);
  return { data, files };
}

/** Errors are collected, not thrown, so the rest of the request is still read to its end. */
function parseJsonField(value: unknown): { ok: true; value: unknown } | { ok: false } {
  if (typeof value !== 'string') return { ok: true, value }; // already parsed: the part was sent as application/json
  try {
    return { ok: true, value: JSON.parse(value) };
  } catch {
    return { ok: false };
  }
}
