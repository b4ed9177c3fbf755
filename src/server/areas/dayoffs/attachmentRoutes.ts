import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { requireAuth, type AuthContext } from '../../auth/authContext';
import { diffChanges, writeAudit } from '../../audit/auditLog';
import type { Db } from '../../db/client';
import type { Engine } from '../../engine/engine';
import { registerMultipartReader } from '../../engine/requestBody';
import type { ApiRecord } from '../../engine/records';
import type { ResourceService } from '../../engine/resourceService';
import { engineTableOf } from '../../engine/tables';
import { fieldConflict } from '../../http/apiError';
import { unitScopeOf } from '../../permissions/unitScope';
import { attachmentIn, attachmentsOf, attachmentStore, filesToRemove, readDayoffMultipart, removeAttachmentFiles, sendAttachment } from './attachmentFiles';
import { checkAttachments } from './attachmentRules';

const tags = ['dayoffs'];
const PARAMS = {
  type: 'object',
  required: ['id', 'fileId'],
  additionalProperties: false,
  properties: { id: { type: 'string', format: 'uuid' }, fileId: { type: 'string', pattern: '^[0-9a-f]{32}\\.[a-z0-9]{1,8}$' } },
} as const;
type Params = { Params: { id: string; fileId: string } };

/**
 * The request, for whoever may see it: another company's or one outside the caller's units is 404, the answer
 * GET /dayoffs/:id gives for it (the attachment never tells that the request exists).
 */
async function requestFor(db: Db, service: ResourceService, auth: AuthContext, id: string, forUpdate = false): Promise<ApiRecord> {
  return service.toRecord(await service.findRow(db, auth, await unitScopeOf(db, auth), id, forUpdate), auth);
}

/**
 * Attachments of absence requests (certificates): multipart on POST/PATCH /dayoffs (attachmentFiles.ts), served and
 * removed one by one here. Files a failed write stored, and a deleted request's, go as the call is answered.
 */
export function registerAttachmentRoutes(api: FastifyInstance, engine: Engine): void {
  const service = engine.service('dayoffs');
  const store = attachmentStore(api);
  registerMultipartReader('dayoffs', readDayoffMultipart);

  // onSend, not onResponse: the files are gone by the time the caller reads the answer
  api.addHook('onSend', async (request, _reply, payload) => {
    const files = filesToRemove(request.auth);
    if (files.length && request.auth) await removeAttachmentFiles(store, request.auth.company.id, files);
    return payload;
  });

  api.get<Params>('/dayoffs/:id/attachments/:fileId', {
    config: { module: 'dayoffs', action: 'GET' },
    schema: {
      tags,
      summary: 'One attachment of a request (PDF or image), inline with its original name',
      description: '`fileId` is an entry of the request\'s `attachments` (`id`). Another company\'s request, or one outside the caller\'s units → 404 (as the request itself).',
      params: PARAMS,
    },
  }, async (request, reply) => {
    const auth = requireAuth(request.auth);
    const item = attachmentIn(await requestFor(api.db, service, auth, request.params.id), request.params.fileId);
    return sendAttachment(reply, store, auth.company.id, item);
  });

  api.delete<Params>('/dayoffs/:id/attachments/:fileId', {
    config: { module: 'dayoffs', action: 'PATCH' },
    schema: {
      tags,
      summary: 'Remove one attachment of a PENDING request: { data: dayoff }',
      description: 'A decided request → 409 DAYOFF_NOT_PENDING; the last one of a reason that requires an attachment → 400 ATTACHMENT_REQUIRED.',
      params: PARAMS,
    },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const { id, fileId } = request.params;
    const t = engineTableOf('dayoffs');
    const { item, updated } = await api.db.transaction(async (tx) => {
      const before = await requestFor(tx, service, auth, id, true);
      if (before.status !== 'PENDING') throw fieldConflict(409, 'DAYOFF_NOT_PENDING', 'status');
      const item = attachmentIn(before, fileId);
      const attachments = attachmentsOf(before.attachments).filter((a) => a !== item);
      await checkAttachments(tx, auth, String(before.typeId), attachments);
      const history = [...(Array.isArray(before.history) ? before.history : []), { kind: 'EDITED', by: auth.user.id, at: new Date().toISOString() }];
      const [row] = (await tx.update(t.table).set({ attachments, history, updatedAt: new Date() } as never)
        .where(and(eq(t.id, id), eq(t.companyId, auth.company.id))).returning()) as Record<string, unknown>[];
      const updated = service.toRecord(row, auth);
      await writeAudit(tx, auth, { entity: 'dayoffs', entityId: id, action: 'update', changes: diffChanges(before, updated) });
      return { item, updated };
    });
    await removeAttachmentFiles(store, auth.company.id, [item]);
    return { data: updated };
  });
}
