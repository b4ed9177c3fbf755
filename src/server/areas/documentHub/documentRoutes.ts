import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAuth, type AuthContext } from '../../auth/authContext';
import { writeAudit } from '../../audit/auditLog';
import type { Db } from '../../db/client';
import { hubDocuments } from '../../db/schema';
import { ApiError, notFound } from '../../http/apiError';
import { inlineDisposition } from '../dayoffs/attachmentFiles';
import { notifyNow } from '../notifications';
import { documentStore, removeStoredFiles } from '../fileSystem/documentStore';
import { deliverDocument, deliveredFileName } from './deliverDocument';
import { checkPersonInScope, documentOf, documentScope, documentViews, type HubDocumentRow } from './documentViews';
import { envelopeOf, refreshEnvelope } from './envelopeRecords';
import { readPdfUpload } from './pdfUploads';
import { idParams, tags, uuid } from './schemas';

const moduleOf = (doc: HubDocumentRow) => (doc.isSettlement ? 'salary' : 'document');

/**
 * A document's module is its envelope's: hub documents need `document`, a settlement's need `salary` (the route
 * checked `document`; a salary-only role still reaches its slips through the salary calls).
 */
function checkModule(api: FastifyInstance, auth: AuthContext, doc: HubDocumentRow, action: 'GET' | 'PATCH' | 'DELETE'): void {
  if (doc.isSettlement && auth.role !== 'owner' && !api.enforcer.can(auth.role, auth.company.id, moduleOf(doc), action)) throw new ApiError(403, 'FORBIDDEN');
}

async function viewOne(db: Db, auth: AuthContext, id: string) {
  const [row] = await db.select().from(hubDocuments).where(and(eq(hubDocuments.id, id), eq(hubDocuments.companyId, auth.company.id)));
  return (await documentViews(db, auth.company.id, [row]))[0];
}

/** Who got a document in their files, and from which envelope: they are told once the delivery is committed. */
type Delivery = { userId: string; title: string; envelopeId: string };

/** Delivers (validates) documents of one envelope inside `tx`; answers how many, and to whom. */
async function validateDocuments(api: FastifyInstance, tx: Db, auth: AuthContext, docs: HubDocumentRow[], written: string[], deliveries: Delivery[] = []): Promise<number> {
  let delivered = 0;
  const store = documentStore(api);
  for (const doc of docs) {
    if (doc.status === 'DELIVERED') continue;
    if (!doc.userId) throw new ApiError(409, 'DOCUMENT_UNASSIGNED');
    const envelope = await envelopeOf(tx, auth, doc.envelopeId, doc.isSettlement);
    if (doc.isSettlement) {
      // a settlement's documents are delivered as slips by the confirmation: validating only confirms the person
      await tx.update(hubDocuments).set({ reason: 'MANUAL', confidence: 1, updatedAt: new Date() }).where(eq(hubDocuments.id, doc.id));
    } else {
      await deliverDocument(tx, store, { ...doc, userId: doc.userId }, {
        folderTypeId: envelope.folderTypeId, fallbackFolder: 'Documentos', fileName: deliveredFileName(envelope.title), source: 'HUB', createdBy: auth.user.id, written,
      });
      deliveries.push({ userId: doc.userId, title: envelope.title, envelopeId: doc.envelopeId });
    }
    await writeAudit(tx, auth, { entity: 'hubDocuments', entityId: doc.id, action: 'update', changes: { status: { from: doc.status, to: doc.isSettlement ? doc.status : 'DELIVERED' }, userId: doc.userId } });
    delivered++;
  }
  return delivered;
}

/**
 * Each person who received a document hears of it on the company's "documentSignature" channels (mail, SMS: they
 * have no dashboard), once per envelope. A failed mail never undoes the delivery.
 */
async function tellDelivered(api: FastifyInstance, request: FastifyRequest, auth: AuthContext, deliveries: Delivery[]): Promise<void> {
  const byEnvelope = new Map<string, Delivery[]>();
  for (const d of deliveries) byEnvelope.set(d.envelopeId, [...(byEnvelope.get(d.envelopeId) ?? []), d]);
  for (const [envelopeId, list] of byEnvelope) {
    await notifyNow(api, {
      companyId: auth.company.id, kind: 'DOCUMENT_TO_SIGN', channel: 'documentSignature', recipients: [], people: [...new Set(list.map((d) => d.userId))],
      params: { title: list[0].title }, entity: 'envelopes', entityId: envelopeId, createdBy: auth.user.id,
    }).catch((err) => request.log.warn({ err }, 'the documents were delivered; telling their people failed'));
  }
}

/** The hub's calls on one document (docs/api/documents.md "Document hub"). */
export function registerDocumentRoutes(api: FastifyInstance): void {
  const store = documentStore(api);

  api.get<{ Params: { id: string } }>('/document-hub-service/documents/:id', {
    config: { module: 'document', action: 'GET' },
    schema: { tags, summary: 'One document: pages, person, reason, confidence, candidates, status', params: idParams() },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const doc = await documentOf(api.db, auth, request.params.id);
    checkModule(api, auth, doc, 'GET');
    return { data: (await documentViews(api.db, auth.company.id, [doc]))[0] };
  });

  api.get<{ Params: { id: string } }>('/document-hub-service/documents/:id/file', {
    config: { module: 'document', action: 'GET' },
    schema: { tags, summary: "A document's PDF, inline (the review's preview)", params: idParams() },
  }, async (request, reply) => {
    const auth = requireAuth(request.auth);
    const doc = await documentOf(api.db, auth, request.params.id);
    checkModule(api, auth, doc, 'GET');
    const file = await store.open(auth.company.id, doc.storedName);
    if (!file) throw notFound('DOCUMENT_NOT_FOUND');
    return reply.type('application/pdf').header('content-length', file.size)
      .header('content-disposition', inlineDisposition(`documento-${String(doc.seq).padStart(4, '0')}.pdf`))
      .header('x-content-type-options', 'nosniff').header('cache-control', 'private, no-store').send(file.stream);
  });

  api.patch<{ Params: { id: string }; Body: { userId: string | null } }>('/document-hub-service/documents/:id/user', {
    config: { module: 'document', action: 'PATCH' },
    schema: {
      tags, summary: 'Give the document to another person (or to nobody): reason MANUAL', params: idParams(),
      body: { type: 'object', required: ['userId'], additionalProperties: false, properties: { userId: { anyOf: [uuid, { type: 'null' }] } } },
    },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const { userId } = request.body;
    await api.db.transaction(async (tx) => {
      const doc = await documentOf(tx, auth, request.params.id, true);
      checkModule(api, auth, doc, 'PATCH');
      if (doc.status === 'DELIVERED') throw new ApiError(409, 'DOCUMENT_DELIVERED');
      if (userId) await checkPersonInScope(tx, auth, userId);
      const set = userId
        ? { userId, reason: 'MANUAL', confidence: 1, status: 'MATCHED' }
        : { userId: null, status: 'UNASSIGNED' };
      await tx.update(hubDocuments).set({ ...set, updatedAt: new Date() }).where(eq(hubDocuments.id, doc.id));
      await refreshEnvelope(tx, auth.company.id, doc.envelopeId, doc.isSettlement);
      await writeAudit(tx, auth, { entity: 'hubDocuments', entityId: doc.id, action: 'update', changes: { userId: { from: doc.userId, to: userId } } });
    });
    return { data: await viewOne(api.db, auth, request.params.id) };
  });

  api.patch<{ Params: { id: string } }>('/document-hub-service/documents/:id/validate', {
    config: { module: 'document', action: 'PATCH' },
    schema: { tags, summary: "Validate the match: the document is delivered to the person's files", params: idParams() },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const written: string[] = [];
    const deliveries: Delivery[] = [];
    try {
      await api.db.transaction(async (tx) => {
        const doc = await documentOf(tx, auth, request.params.id, true);
        checkModule(api, auth, doc, 'PATCH');
        if (doc.status === 'DELIVERED') throw new ApiError(409, 'DOCUMENT_DELIVERED');
        await validateDocuments(api, tx, auth, [doc], written, deliveries);
        await refreshEnvelope(tx, auth.company.id, doc.envelopeId, doc.isSettlement);
      });
    } catch (err) {
      await removeStoredFiles(store, auth.company.id, written);
      throw err;
    }
    await tellDelivered(api, request, auth, deliveries);
    return { data: await viewOne(api.db, auth, request.params.id) };
  });

  api.post<{ Params: { id: string }; Body: { documentIds?: string[] } }>('/document-hub-service/envelopes/:id/validate', {
    config: { module: 'document', action: 'PATCH' },
    schema: {
      tags, summary: 'Validate many matches at once: the listed documents, or every matched one at or above the review confidence (design)',
      params: idParams(),
      body: { type: 'object', additionalProperties: false, properties: { documentIds: { type: 'array', items: uuid, minItems: 1, maxItems: 5000 } } },
    },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const written: string[] = [];
    const deliveries: Delivery[] = [];
    try {
      const delivered = await api.db.transaction(async (tx) => {
        await envelopeOf(tx, auth, request.params.id, false, true);
        const scope = await documentScope(tx, auth);
        const ids = request.body?.documentIds;
        const docs = await tx.select().from(hubDocuments).where(and(
          eq(hubDocuments.companyId, auth.company.id), eq(hubDocuments.envelopeId, request.params.id), eq(hubDocuments.status, 'MATCHED'),
          ids ? inArray(hubDocuments.id, ids) : undefined, scope ?? undefined,
        )).orderBy(asc(hubDocuments.seq)).for('update');
        const chosen = ids ? docs : docs.filter((d) => d.confidence >= 0.85);
        const n = await validateDocuments(api, tx, auth, chosen, written, deliveries);
        await refreshEnvelope(tx, auth.company.id, request.params.id, false);
        return n;
      });
      await tellDelivered(api, request, auth, deliveries);
      return { data: { delivered } };
    } catch (err) {
      await removeStoredFiles(store, auth.company.id, written);
      throw err;
    }
  });

  api.patch<{ Params: { id: string } }>('/document-hub-service/documents/:id/substitute', {
    config: { module: 'document', action: 'PATCH' },
    schema: { tags, summary: "Replace a document's PDF (multipart part `file`)", params: idParams() },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const before = await documentOf(api.db, auth, request.params.id);
    checkModule(api, auth, before, 'PATCH');
    const upload = await readPdfUpload(request, { maxFiles: 1, allowedFields: [] });
    const file = upload.files[0];
    const { name } = await store.put(auth.company.id, Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength), 'pdf');
    let old: string;
    try {
      old = await api.db.transaction(async (tx) => {
        const doc = await documentOf(tx, auth, request.params.id, true);
        if (doc.status === 'DELIVERED') throw new ApiError(409, 'DOCUMENT_DELIVERED');
        await tx.update(hubDocuments).set({ storedName: name, bytes: file.bytes.byteLength, updatedAt: new Date() }).where(eq(hubDocuments.id, doc.id));
        await writeAudit(tx, auth, { entity: 'hubDocuments', entityId: doc.id, action: 'update', changes: { file: { from: doc.bytes, to: file.bytes.byteLength } } });
        return doc.storedName;
      });
    } catch (err) {
      await removeStoredFiles(store, auth.company.id, [name]);
      throw err;
    }
    await removeStoredFiles(store, auth.company.id, [old]);
    return { data: await viewOne(api.db, auth, request.params.id) };
  });

  api.delete<{ Params: { id: string } }>('/document-hub-service/documents/:id', {
    config: { module: 'document', action: 'DELETE' },
    schema: { tags, summary: 'Remove a document from its envelope (a copy already delivered stays with the person)', params: idParams() },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const stored = await api.db.transaction(async (tx) => {
      const doc = await documentOf(tx, auth, request.params.id, true);
      checkModule(api, auth, doc, 'DELETE');
      await tx.delete(hubDocuments).where(eq(hubDocuments.id, doc.id));
      await refreshEnvelope(tx, auth.company.id, doc.envelopeId, doc.isSettlement);
      await writeAudit(tx, auth, { entity: 'hubDocuments', entityId: doc.id, action: 'delete', changes: { envelopeId: doc.envelopeId, pages: doc.pages, userId: doc.userId } });
      return doc.storedName;
    });
    await removeStoredFiles(store, auth.company.id, [stored]);
    return { data: { id: request.params.id } };
  });

  api.delete<{ Params: { id: string } }>('/document-hub-service/envelopes/match/:id', {
    config: { module: 'document', action: 'PATCH' },
    schema: { tags, summary: 'Undo a match: the document waits unassigned (`id` is the document)', params: idParams() },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    await api.db.transaction(async (tx) => {
      const doc = await documentOf(tx, auth, request.params.id, true);
      checkModule(api, auth, doc, 'PATCH');
      if (doc.status === 'DELIVERED') throw new ApiError(409, 'DOCUMENT_DELIVERED');
      await tx.update(hubDocuments).set({ userId: null, status: 'UNASSIGNED', updatedAt: new Date() }).where(eq(hubDocuments.id, doc.id));
      await refreshEnvelope(tx, auth.company.id, doc.envelopeId, doc.isSettlement);
      await writeAudit(tx, auth, { entity: 'hubDocuments', entityId: doc.id, action: 'update', changes: { userId: { from: doc.userId, to: null } } });
    });
    return { data: await viewOne(api.db, auth, request.params.id) };
  });
}
