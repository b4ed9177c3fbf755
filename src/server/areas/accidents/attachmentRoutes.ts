import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { requireAuth, type AuthContext } from '../../auth/authContext';
import { diffChanges, writeAudit } from '../../audit/auditLog';
import type { Db } from '../../db/client';
import type { ResourceService } from '../../engine/resourceService';
import { engineTableOf } from '../../engine/tables';
import { ApiError, fieldError, validationError } from '../../http/apiError';
import { unitScopeOf } from '../../permissions/unitScope';
import {
  attachmentContentType, attachmentIn, attachmentsOf, attachmentStore, readAttachmentParts, removeAttachmentFiles, sendAttachment, type Attachment,
} from '../dayoffs/attachmentFiles';

/** Files one accident may hold in all (photos of the place, reports, the insurer's forms), and per upload. */
export const ACCIDENT_ATTACHMENTS_MAX = 10;
const PER_UPLOAD = 5;

const tags = ['accidents'];
const ID = { type: 'string', format: 'uuid' } as const;
const FILE_PARAMS = {
  type: 'object', required: ['id', 'fileId'], additionalProperties: false,
  properties: { id: ID, fileId: { type: 'string', pattern: '^[0-9a-f]{32}\\.[a-z0-9]{1,8}$' } },
} as const;
const ID_PARAMS = { type: 'object', required: ['id'], additionalProperties: false, properties: { id: ID } } as const;
type Params = { Params: { id: string; fileId: string } };

/**
 * Attachments of an accident (issue 23 item 1): uploaded, served and removed through the accident's own access
 * checks — the same content checks and the same private `attachments` store (local disk or S3) as absence
 * certificates, never the public file route. The record's `attachments` lists them. docs/api/accidents.md
 */
export function registerAccidentAttachmentRoutes(api: FastifyInstance, service: ResourceService): void {
  const store = attachmentStore(api);
  const t = engineTableOf('accidents');

  api.addHook('onSend', async (request, _reply, payload) => {
    const items = request.auth && deleted.get(request.auth);
    if (items && request.auth) {
      deleted.delete(request.auth);
      await removeAttachmentFiles(store, request.auth.company.id, items);
    }
    return payload;
  });

  /** The accident as GET /accidents/:id finds it: another company's, or one outside a manager's units → 404. */
  const accidentFor = async (db: Db, auth: AuthContext, id: string, forUpdate = false) =>
    service.toRecord(await service.findRow(db, auth, await unitScopeOf(db, auth), id, forUpdate), auth);

  /** Write the list and audit the change (by file name, as the history shows it), inside the caller's transaction. */
  const saveList = async (tx: Db, auth: AuthContext, before: Record<string, unknown>, attachments: Attachment[]) => {
    await tx.update(t.table).set({ attachments, updatedAt: new Date() } as never).where(and(eq(t.id, String(before.id)), eq(t.companyId, auth.company.id)));
    const names = (list: Attachment[]) => list.map((a) => a.name);
    await writeAudit(tx, auth, { entity: 'accidents', entityId: String(before.id), action: 'update', changes: diffChanges({ attachments: names(attachmentsOf(before.attachments)) }, { attachments: names(attachments) }) });
  };

  api.post<{ Params: { id: string } }>('/accidents/:id/attachments', {
    config: { module: 'accidents', action: 'PATCH' },
    schema: {
      tags,
      summary: 'Attach files to an accident: multipart/form-data with up to 5 `attachment` parts → { data: attachments }',
      description: 'Each file a PDF, PNG, JPEG or WebP by its content (else 400 INVALID_FILE) of at most 5 MB (413 FILE_TOO_LARGE); at most 10 per accident (400 `maxItems` on `attachments`). Another company\'s accident, or one outside a manager\'s units → 404. Answers the accident\'s attachments after the upload.',
      params: ID_PARAMS,
    },
  }, async (request, reply) => {
    const auth = requireAuth(request.auth);
    if (!request.isMultipart()) throw new ApiError(415, 'VALIDATION_ERROR', { errors: [fieldError('body', 'unsupportedMediaType')] });
    // the accident first: a caller who may not see it learns nothing from an upload
    await accidentFor(api.db, auth, request.params.id);
    const { files } = await readAttachmentParts(request, { maxFieldBytes: 1024, maxFiles: PER_UPLOAD, withData: false });
    if (!files.length) throw validationError([fieldError('attachment', 'required')]);
    const added: Attachment[] = [];
    try {
      for (const f of files) {
        const { name } = await store.put(auth.company.id, f.bytes, f.type);
        added.push({ id: name, name: f.name, type: attachmentContentType(f.type), size: f.bytes.length });
      }
      const attachments = await api.db.transaction(async (tx) => {
        const before = await accidentFor(tx, auth, request.params.id, true);
        const list = [...attachmentsOf(before.attachments), ...added];
        if (list.length > ACCIDENT_ATTACHMENTS_MAX) throw validationError([{ ...fieldError('attachments', 'maxItems'), params: { limit: ACCIDENT_ATTACHMENTS_MAX } }]);
        await saveList(tx, auth, before, list);
        return list;
      });
      return reply.code(201).send({ data: attachments });
    } catch (err) {
      // stored but not listed: removed, so nothing unreachable stays behind
      await removeAttachmentFiles(store, auth.company.id, added);
      throw err;
    }
  });

  api.get<Params>('/accidents/:id/attachments/:fileId', {
    config: { module: 'accidents', action: 'GET' },
    schema: {
      tags,
      summary: 'One attachment of an accident (PDF or image), inline with its original name',
      description: '`fileId` is an entry of the accident\'s `attachments` (`id`). Another company\'s accident, or one outside the caller\'s units → 404 (as the accident itself).',
      params: FILE_PARAMS,
    },
  }, async (request, reply) => {
    const auth = requireAuth(request.auth);
    const item = attachmentIn(await accidentFor(api.db, auth, request.params.id), request.params.fileId);
    return sendAttachment(reply, store, auth.company.id, item);
  });

  api.delete<Params>('/accidents/:id/attachments/:fileId', {
    config: { module: 'accidents', action: 'PATCH' },
    schema: { tags, summary: 'Remove one attachment of an accident: { data: attachments }', params: FILE_PARAMS },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const { item, attachments } = await api.db.transaction(async (tx) => {
      const before = await accidentFor(tx, auth, request.params.id, true);
      const item = attachmentIn(before, request.params.fileId);
      const attachments = attachmentsOf(before.attachments).filter((a) => a !== item);
      await saveList(tx, auth, before, attachments);
      return { item, attachments };
    });
    await removeAttachmentFiles(store, auth.company.id, [item]);
    return { data: attachments };
  });
}

/** A deleted accident's files, by the call that deleted it (one AuthContext per HTTP request). */
const deleted = new WeakMap<AuthContext, Attachment[]>();
/** Called once the deletion committed: the files go as the call is answered (best effort, as for absence requests). */
export const markAccidentDeleted = (auth: AuthContext, record: Record<string, unknown>): void => {
  const items = attachmentsOf(record.attachments);
  if (items.length) deleted.set(auth, items);
};
