import { randomUUID } from 'node:crypto';
import { createWriteStream, promises as fs } from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type { Multipart } from '@fastify/multipart';
import { ApiError, fieldError, validationError } from '../../http/apiError';
import type { DocumentStore } from './documentStore';
import { FILE_MAX_BYTES, FILES_PER_UPLOAD, kindSniffer, type FileKind } from './fileKinds';
import { uploadedName } from './nodeNames';

/** One uploaded file, checked, waiting in the scratch folder to be adopted into the store. */
export interface ScratchFile {
  path: string;
  name: string;
  kind: FileKind;
  size: number;
}

export interface ReadUpload {
  fields: Record<string, string>;
  files: ScratchFile[];
  /** the scratch folder of this call: removed once the call is over, whatever happened */
  cleanup(): Promise<void>;
}

const FIELDS = ['userId', 'folderId'];

/**
 * Reads POST /documents/fileSystem/upload: the text fields and 1..20 `file` parts, each streamed to a scratch file
 * (never held in memory) while its bytes are counted and its kind sniffed. Any bad file refuses the whole call —
 * over 20 MB 413 FILE_TOO_LARGE, empty 400 FILE_EMPTY, not an accepted kind by content 400 INVALID_FILE — after
 * reading the rest of the body, and nothing written stays.
 */
export async function readUpload(
  request: FastifyRequest,
  store: DocumentStore,
  /** runs once, at the first file, with the fields sent before it: a refusal there reads no file at all */
  beforeFiles: (fields: Record<string, string>) => Promise<void>,
): Promise<ReadUpload> {
  const dir = store.scratchDir('uploads', randomUUID());
  const cleanup = () => fs.rm(dir, { recursive: true, force: true }).catch(() => undefined);
  const fields: Record<string, string> = {};
  const files: ScratchFile[] = [];
  const errors: ApiError[] = [];
  const refuse = (status: number, code: string, field: string, params?: Record<string, unknown>) =>
    errors.push(new ApiError(status, code, { errors: [{ ...fieldError(field, code), params }] }));
  let count = 0;
  try {
    await fs.mkdir(dir, { recursive: true });
    const parts = request.parts({ limits: { fileSize: FILE_MAX_BYTES + 1, files: FILES_PER_UPLOAD + 1, fields: FIELDS.length + 2, fieldSize: 1000 } });
    for await (const part of parts as AsyncIterableIterator<Multipart>) {
      if (part.type === 'field') {
        if (!FIELDS.includes(part.fieldname) || typeof part.value !== 'string') refuse(400, 'VALIDATION_ERROR', part.fieldname);
        else fields[part.fieldname] = part.value;
        continue;
      }
      if (count === 0 && errors.length === 0) await beforeFiles(fields);
      if (part.fieldname !== 'file') {
        part.file.resume();
        refuse(400, 'VALIDATION_ERROR', part.fieldname);
        continue;
      }
      const name = uploadedName(part.filename, 'documento');
      const target = path.join(dir, `${count++}.part`);
      const sniffer = kindSniffer(name);
      let size = 0;
      const watch = new Transform({
        transform(chunk: Buffer, _enc, done) {
          size += chunk.length;
          sniffer.push(chunk);
          done(null, chunk);
        },
      });
      await pipeline(part.file, watch, createWriteStream(target));
      if (count > FILES_PER_UPLOAD) refuse(400, 'VALIDATION_ERROR', 'file', { limit: FILES_PER_UPLOAD });
      else if (part.file.truncated || size > FILE_MAX_BYTES) refuse(413, 'FILE_TOO_LARGE', 'file', { limit: FILE_MAX_BYTES, name });
      else if (size === 0) refuse(400, 'FILE_EMPTY', 'file', { name });
      else {
        const kind = sniffer.kind();
        if (!kind) refuse(400, 'INVALID_FILE', 'file', { name });
        else files.push({ path: target, name, kind, size });
      }
    }
  } catch (err) {
    await cleanup();
    throw translate(err);
  }
  const first = pickRefusal(errors);
  if (first) {
    await cleanup();
    throw first;
  }
  if (files.length === 0) {
    await cleanup();
    throw validationError([fieldError('file', 'required')]);
  }
  return { fields, files, cleanup };
}

/** Field mistakes first (400 VALIDATION_ERROR with every field), then a too large file, then a bad one. */
function pickRefusal(errors: ApiError[]): ApiError | null {
  const fields = errors.filter((e) => e.code === 'VALIDATION_ERROR');
  if (fields.length) {
    return validationError(fields.map((e) => {
      const fe = e.errors![0];
      return { ...fieldError(fe.field, fe.field === 'file' ? 'maxItems' : 'additionalProperties'), params: fe.params };
    }));
  }
  return errors.find((e) => e.statusCode === 413) ?? errors[0] ?? null;
}

/** The multipart parser's own refusals (too many parts, a cut body) as the API's answers. */
function translate(err: unknown): unknown {
  if (err instanceof ApiError) return err;
  const e = err as { code?: string; statusCode?: number; syscall?: string };
  if (e.syscall) return err; // the disk, not the request: a 500

  if (e.code === 'FST_FILES_LIMIT') return validationError([{ ...fieldError('file', 'maxItems'), params: { limit: FILES_PER_UPLOAD } }]);
  if (e.code === 'FST_FIELDS_LIMIT' || e.code === 'FST_PARTS_LIMIT') return validationError([fieldError('body', 'maxProperties')]);
  if (e.statusCode === 413) return new ApiError(413, 'PAYLOAD_TOO_LARGE');
  if (e.statusCode === 406 || e.statusCode === 415) return err; // not multipart: the error handler's 415
  return validationError([fieldError('body', 'invalid')]);
}
