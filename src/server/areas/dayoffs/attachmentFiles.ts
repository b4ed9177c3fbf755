import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Multipart } from '@fastify/multipart';
import type { AuthContext } from '../../auth/authContext';
import { detectFileType, fileStoreFor, fileUrl, type FileStore, type FileType } from '../../files';
import { ApiError, fieldError, notFound, validationError, type PendingFieldError } from '../../http/apiError';
import { checkBodyShape } from '../../http/bodyShape';
import type { WriteBody } from '../../engine/requestBody';

/** Files one request may carry (per call and in all) and the size of each: certificates are scans or PDFs. */
export const ATTACHMENTS_MAX = 3;
export const ATTACHMENT_MAX_BYTES = 5 * 1_048_576;
/** The multipart part name of each file. */
export const ATTACHMENT_PART = 'attachment';

const ACCEPTED: Partial<Record<FileType, string>> = { pdf: 'application/pdf', png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp' };

/** One entry of a request's `attachments`: `id` is the stored name, served by GET /dayoffs/:id/attachments/:fileId. */
export interface Attachment {
  id: string;
  name: string;
  type: string;
  size: number;
}

export const attachmentsOf = (value: unknown): Attachment[] => (Array.isArray(value) ? (value as Attachment[]) : []);

/**
 * Attachments live in their own store (the `attachments` file store: DATA_DIR/attachments or the bucket), never under
 * the public capability route GET /files/:companyId/:name: medical certificates are served only through the
 * request's access checks.
 */
/** The record's attachment `fileId`, else 404 (as a record the caller may not see). */
export function attachmentIn(record: Record<string, unknown>, fileId: string): Attachment {
  const found = attachmentsOf(record.attachments).find((a) => a.id === fileId);
  if (!found) throw notFound();
  return found;
}

/** `inline` with the original name: an ASCII fallback and the exact UTF-8 name (RFC 6266). */
export function inlineDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** Send one stored attachment inline with its original name, never cached nor sniffed; 404 when its file is gone. */
export async function sendAttachment(reply: FastifyReply, store: FileStore, companyId: string, item: Attachment): Promise<FastifyReply> {
  const file = await store.open(companyId, item.id);
  if (!file) throw notFound();
  return reply
    .type(file.contentType)
    .header('content-length', file.size)
    .header('content-disposition', inlineDisposition(item.name))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(file.stream);
}

export const attachmentStore = (app: FastifyInstance): FileStore => fileStoreFor(app.config, 'attachments');

export const removeAttachmentFiles = async (store: FileStore, companyId: string, items: Attachment[]): Promise<void> => {
  // best effort: a file left behind is unreachable garbage, not a broken record
  await Promise.all(items.map((a) => store.remove(fileUrl(companyId, a.id)).catch(() => undefined)));
};

/**
 * Files stored for the request being written, by its caller (a new AuthContext per HTTP request): the hook appends
 * them to the record; they stay only if the write commits (`committed`), else they are removed once answered.
 */
interface Pending {
  items: Attachment[];
  committed: boolean;
}
const pending = new WeakMap<AuthContext, Pending>();
export const pendingAttachments = (auth: AuthContext): Attachment[] => pending.get(auth)?.items ?? [];
export const markCommitted = (auth: AuthContext): void => {
  const p = pending.get(auth);
  if (p) p.committed = true;
};
/** The files of a deleted request: removed once the deletion is answered. */
const deleted = new WeakMap<AuthContext, Attachment[]>();
export const markDeleted = (auth: AuthContext, items: Attachment[]): void => {
  deleted.set(auth, items);
};

/** Files to remove once the call is answered: those of a write that did not commit, and a deleted request's. */
export function filesToRemove(auth: AuthContext | null): Attachment[] {
  if (!auth) return [];
  const p = pending.get(auth);
  return [...(p && !p.committed ? p.items : []), ...(deleted.get(auth) ?? [])];
}

/** A safe display name: no path, no control characters, at most 200 characters. */
function cleanName(filename: string | undefined, type: FileType): string {
  // eslint-disable-next-line no-control-regex
  const base = (filename ?? '').split(/[\\/]/).pop()?.replace(/[\u0000-\u001f\u007f"]/g, '').trim().slice(0, 200);
  return base || `attachment.${type === 'jpeg' ? 'jpg' : type}`;
}

/** A file of a multipart call, checked by its content: its bytes, its type and a safe display name. */
export interface AttachmentUpload {
  bytes: Buffer;
  type: FileType;
  name: string;
}

/** The MIME type an accepted file is served with. */
export const attachmentContentType = (type: FileType): string => ACCEPTED[type] ?? 'application/octet-stream';

/**
 * The parts of a multipart call carrying attachments (absence requests, accidents): an optional `data` part with a
 * JSON body (when `withData`) and up to `maxFiles` `attachment` parts, each a PDF, PNG, JPEG or WebP by its first
 * bytes (400 INVALID_FILE) of at most 5 MB (413 FILE_TOO_LARGE). Nothing is stored here.
 */
export async function readAttachmentParts(
  request: FastifyRequest,
  opts: { maxFieldBytes: number; maxFiles?: number; withData?: boolean },
): Promise<{ data: unknown; files: AttachmentUpload[] }> {
  const maxFiles = opts.maxFiles ?? ATTACHMENTS_MAX;
  const withData = opts.withData ?? true;
  let data: unknown = {};
  const files: AttachmentUpload[] = [];
  const errors: { tooLarge: PendingFieldError[]; invalid: PendingFieldError[]; other: PendingFieldError[] } = { tooLarge: [], invalid: [], other: [] };
  const parts = request.parts({
    limits: { fileSize: ATTACHMENT_MAX_BYTES + 1, files: maxFiles + 1, fields: 4, parts: maxFiles + 5, fieldSize: opts.maxFieldBytes },
  });
  let fileParts = 0;
  try {
    for await (const part of parts as AsyncIterableIterator<Multipart>) {
      if (part.type === 'field') {
        if (part.fieldname !== 'data' || !withData) errors.other.push(fieldError(part.fieldname, 'additionalProperties'));
        else data = parseJson(part.value, errors.other);
        continue;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of part.file) {
        size += (chunk as Buffer).length;
        if (size <= ATTACHMENT_MAX_BYTES) chunks.push(chunk as Buffer);
      }
      if (part.fieldname !== ATTACHMENT_PART) { errors.other.push(fieldError(part.fieldname, 'unknownFile')); continue; }
      if (size === 0) continue; // an empty file input: nothing sent
      if (++fileParts > maxFiles) { errors.other.push({ ...fieldError('attachments', 'maxItems'), params: { limit: maxFiles } }); continue; }
      if (size > ATTACHMENT_MAX_BYTES || part.file.truncated) { errors.tooLarge.push({ ...fieldError(ATTACHMENT_PART, 'FILE_TOO_LARGE'), params: { limit: ATTACHMENT_MAX_BYTES } }); continue; }
      const bytes = Buffer.concat(chunks);
      const type = detectFileType(bytes);
      if (!type || !ACCEPTED[type]) errors.invalid.push(fieldError(ATTACHMENT_PART, 'INVALID_FILE'));
      else files.push({ bytes, type, name: cleanName(part.filename, type) });
    }
  } catch (err) {
    if (err instanceof ApiError) throw err;
    if ((err as { statusCode?: number }).statusCode === 413) throw new ApiError(413, 'PAYLOAD_TOO_LARGE');
    throw validationError([fieldError('body', 'invalid')]);
  }
  if (errors.tooLarge.length) throw new ApiError(413, 'FILE_TOO_LARGE', { errors: errors.tooLarge });
  if (errors.other.length) throw validationError(errors.other);
  if (errors.invalid.length) throw new ApiError(400, 'INVALID_FILE', { errors: errors.invalid });
  return { data, files };
}

/**
 * POST/PATCH /dayoffs as multipart (readAttachmentParts). The files are stored before the write's transaction
 * (their names are in the record it writes) and removed if it fails.
 */
export async function readDayoffMultipart(request: FastifyRequest, maxFieldBytes: number): Promise<WriteBody> {
  const { data, files } = await readAttachmentParts(request, { maxFieldBytes });
  checkBodyShape(data);
  await storeAll(request, files);
  return { body: data, uploads: {} };
}

async function storeAll(request: FastifyRequest, files: AttachmentUpload[]): Promise<void> {
  const auth = request.auth;
  if (!auth || files.length === 0) return;
  const store = attachmentStore(request.server);
  const entry: Pending = { items: [], committed: false };
  pending.set(auth, entry);
  // each stored file is listed at once, so a failure half-way still removes those already written
  for (const f of files) {
    const { name } = await store.put(auth.company.id, f.bytes, f.type);
    entry.items.push({ id: name, name: f.name, type: attachmentContentType(f.type), size: f.bytes.length });
  }
}

function parseJson(value: unknown, errors: PendingFieldError[]): unknown {
  if (typeof value !== 'string') return value; // already parsed: the part was sent as application/json
  try {
    return JSON.parse(value);
  } catch {
    errors.push(fieldError('data', 'invalidJson'));
    return {};
  }
}
