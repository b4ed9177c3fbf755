import { PassThrough } from 'node:stream';
import { and, asc, desc, eq, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { REVIEW_BELOW_CONFIDENCE } from '../../../shared/documents/matching';
import { inUploadSlot } from '../../http/uploadSlots';
import { requireAuth } from '../../auth/authContext';
import { documentGroups, hubDocuments, users } from '../../db/schema';
import { writeZip, type ZipSource } from '../../documents/pdf/zip/writeZip';
import { zipNameAllocator } from '../../documents/pdf/zip/zipEntryNames';
import { ApiError, notFound } from '../../http/apiError';
import { findJob } from '../../jobs/jobStore';
import { documentStore } from '../fileSystem/documentStore';
import { documentScope, documentViews } from './documentViews';
import { envelopeOf } from './envelopeRecords';
import { groupView, jobObject, storeGroups } from './groupUploads';
import { readPdfUpload } from './pdfUploads';
import { jobPhase } from './processJob';
import { idParams, PAGE_QUERY, tags, uuid } from './schemas';

type PageQuery = { limit: number; offset: number; status?: 'UNASSIGNED' | 'MATCHED' | 'DELIVERED' | 'REVIEW' };

/** The documents filter of the list calls: REVIEW = matched below the review confidence (name only, manual none). */
export function statusCondition(status: PageQuery['status']): SQL | undefined {
  if (!status) return undefined;
  if (status === 'REVIEW') return and(eq(hubDocuments.status, 'MATCHED'), lt(hubDocuments.confidence, REVIEW_BELOW_CONFIDENCE));
  return eq(hubDocuments.status, status);
}

/** The job of an envelope's latest group, as the status calls show it (live progress while this process runs it). */
export async function latestJob(api: FastifyInstance, jobId: string | null) {
  if (!jobId) return null;
  const live = api.jobs.liveJob(jobId);
  if (live) return { id: live.id, status: live.status, done: live.done, total: live.total, phase: jobPhase(jobId), result: null, error: null };
  const job = await findJob(api.db, jobId);
  return job && { id: job.id, status: job.status, done: job.done, total: job.total, phase: null, result: job.result ?? null, error: job.error ?? null };
}

/** Envelope status: its own, its groups', the job's, and the counts. Used by the hub and (check) by settlements. */
export async function envelopeStatus(api: FastifyInstance, auth: ReturnType<typeof requireAuth>, id: string, isSettlement: boolean) {
  const envelope = await envelopeOf(api.db, auth, id, isSettlement);
  const groups = await api.db.select().from(documentGroups)
    .where(and(eq(documentGroups.companyId, auth.company.id), eq(documentGroups.envelopeId, id))).orderBy(asc(documentGroups.createdAt));
  const [counts] = await api.db.select({
    documents: sql<number>`count(*)::int`,
    unassigned: sql<number>`count(*) filter (where ${hubDocuments.status} = 'UNASSIGNED')::int`,
    matched: sql<number>`count(*) filter (where ${hubDocuments.status} = 'MATCHED')::int`,
    delivered: sql<number>`count(*) filter (where ${hubDocuments.status} = 'DELIVERED')::int`,
  }).from(hubDocuments).where(and(eq(hubDocuments.companyId, auth.company.id), eq(hubDocuments.envelopeId, id)));
  const lastJobId = [...groups].reverse().find((g) => g.jobId)?.jobId ?? null;
  return { id, status: envelope.status, groups: groups.map(groupView), job: await latestJob(api, lastJobId), ...counts };
}

/**
 * The document hub's envelope calls (docs/api/documents.md): upload into an envelope, process a group, status,
 * documents, matches, unassigned documents, bulk download, and the sample payroll for newcomers.
 */
export function registerEnvelopeRoutes(api: FastifyInstance): void {
  const store = documentStore(api);

  api.post<{ Params: { envelopeId: string } }>('/document-hub-service/documents/:envelopeId/upload', {
    config: { module: 'document', action: 'POST' },
    schema: { tags, summary: 'Upload PDFs (or a ZIP of PDFs) into an envelope: one document group per PDF, not yet processed', params: idParams('envelopeId') },
  }, async (request, reply) => {
    const auth = requireAuth(request.auth);
    await envelopeOf(api.db, auth, request.params.envelopeId, false);
    // a heavy upload: PDFs and ZIPs held in memory until stored (src/server/http/uploadSlots.ts)
    const { groups } = await inUploadSlot(reply, auth.company.id, async () => {
      const upload = await readPdfUpload(request, { maxFiles: 20, allowedFields: [] });
      return storeGroups(api, auth, { envelopeId: request.params.envelopeId, isSettlement: false, files: upload.files, process: false });
    });
    return reply.code(201).send({ data: { groups: groups.map(groupView) } });
  });

  api.post<{ Params: { groupId: string } }>('/document-hub-service/documents/:groupId/process', {
    config: { module: 'document', action: 'POST' },
    schema: { tags, summary: 'Split and match one uploaded group in the background: { data: { job } }', params: idParams('groupId') },
  }, async (request, reply) => {
    const auth = requireAuth(request.auth);
    const job = await api.db.transaction(async (tx) => {
      const [group] = await tx.select().from(documentGroups)
        .where(and(eq(documentGroups.id, request.params.groupId), eq(documentGroups.companyId, auth.company.id))).for('update');
      if (!group) throw notFound('GROUP_NOT_FOUND');
      await envelopeOf(tx, auth, group.envelopeId, group.isSettlement);
      if (group.jobId || group.status !== 'PENDING') throw new ApiError(409, 'GROUP_ALREADY_PROCESSED');
      const row = await api.jobs.enqueue({
        companyId: auth.company.id, type: 'fileProcessing', total: 1, createdBy: auth.user.id,
        payload: { envelopeId: group.envelopeId, isSettlement: group.isSettlement, groupIds: [group.id] },
      }, tx);
      await tx.update(documentGroups).set({ jobId: row.id, updatedAt: new Date() }).where(eq(documentGroups.id, group.id));
      return jobObject(row.id, group.envelopeId, group.isSettlement);
    });
    return reply.code(202).send({ data: { job } });
  });

  api.get<{ Params: { id: string } }>('/document-hub-service/envelopes/:id/status', {
    config: { module: 'document', action: 'GET' },
    schema: { tags, summary: 'Status of an envelope: PENDING, PROCESSING, COMPLETED, FAILED or PROCESSED, its groups and job', params: idParams() },
  }, async (request) => ({ data: await envelopeStatus(api, requireAuth(request.auth), request.params.id, false) }));

  api.get<{ Params: { id: string }; Querystring: PageQuery }>('/document-hub-service/envelopes/:id/documents', {
    config: { module: 'document', action: 'GET' },
    schema: { tags, summary: "An envelope's documents in page order (limit 5000 by default)", params: idParams(), querystring: PAGE_QUERY },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    await envelopeOf(api.db, auth, request.params.id, false);
    return { data: await pageOf(api, auth, [eq(hubDocuments.envelopeId, request.params.id), statusCondition(request.query.status)], request.query, 'documents') };
  });

  api.get<{ Querystring: PageQuery }>('/document-hub-service/documents/unassigned', {
    config: { module: 'document', action: 'GET' },
    schema: { tags, summary: 'Every document of the company nobody was given yet, newest first', querystring: PAGE_QUERY },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    return { data: await pageOf(api, auth, [eq(hubDocuments.status, 'UNASSIGNED'), eq(hubDocuments.isSettlement, false)], request.query, 'documents', true) };
  });

  api.get<{ Querystring: { documentGroupId: string } }>('/document-hub-service/matches', {
    config: { module: 'document', action: 'GET' },
    schema: {
      tags, summary: 'The matches (documents given to a person) of one uploaded group',
      querystring: { type: 'object', required: ['documentGroupId'], additionalProperties: false, properties: { documentGroupId: uuid } },
    },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const [group] = await api.db.select({ id: documentGroups.id }).from(documentGroups)
      .where(and(eq(documentGroups.id, request.query.documentGroupId), eq(documentGroups.companyId, auth.company.id)));
    if (!group) throw notFound('GROUP_NOT_FOUND');
    const scope = await documentScope(api.db, auth);
    const rows = await api.db.select().from(hubDocuments)
      .where(and(eq(hubDocuments.groupId, group.id), isNotNull(hubDocuments.userId), scope ?? undefined)).orderBy(asc(hubDocuments.seq));
    return { data: { matches: await documentViews(api.db, auth.company.id, rows) } };
  });

  api.post<{ Body: { envelopeIds?: string[]; documentIds?: string[] } }>('/document-hub-service/envelopes/bulk-download', {
    config: { module: 'document', action: 'GET' },
    schema: {
      tags, summary: 'A ZIP of documents (of envelopes or listed ones), one PDF per document named after its person (binary)',
      body: {
        type: 'object', additionalProperties: false, minProperties: 1,
        properties: { envelopeIds: { type: 'array', items: uuid, minItems: 1, maxItems: 100 }, documentIds: { type: 'array', items: uuid, minItems: 1, maxItems: 10_000 } },
      },
    },
  }, async (request, reply) => {
    const auth = requireAuth(request.auth);
    const { envelopeIds, documentIds } = request.body;
    const scope = await documentScope(api.db, auth);
    const rows = await api.db.select({
      storedName: hubDocuments.storedName, seq: hubDocuments.seq, firstName: users.firstName, lastName: users.lastName,
    }).from(hubDocuments).leftJoin(users, eq(users.id, hubDocuments.userId))
      .where(and(
        eq(hubDocuments.companyId, auth.company.id),
        envelopeIds ? inArray(hubDocuments.envelopeId, envelopeIds) : undefined,
        documentIds ? inArray(hubDocuments.id, documentIds) : undefined,
        scope ?? undefined,
      )).orderBy(asc(hubDocuments.envelopeId), asc(hubDocuments.seq));
    if (rows.length === 0) throw notFound('DOCUMENT_NOT_FOUND');
    const nameOf = zipNameAllocator();
    const companyId = auth.company.id;
    const readStored = async (id: string, name: string): Promise<Uint8Array> => {
      const bytes = await store.read(id, name);
      if (!bytes) throw new Error(`stored document missing: ${name}`);
      return bytes;
    };
    async function* sources(): AsyncGenerator<ZipSource> {
      for (const r of rows) {
        const person = r.lastName ? `${r.lastName}, ${r.firstName}` : `sin-asignar-${String(r.seq).padStart(4, '0')}`;
        yield { name: nameOf(person, 'pdf'), data: () => readStored(companyId, r.storedName) };
      }
    }
    const body = new PassThrough();
    writeZip(sources(), body).then(() => body.end(), (err: Error) => body.destroy(err));
    return reply.type('application/zip')
      .header('content-disposition', 'attachment; filename="documentos.zip"')
      .header('cache-control', 'private, no-store')
      .send(body);
  });
}

/** One page of documents of the caller's company with the caller's scope, and the count. */
async function pageOf(api: FastifyInstance, auth: ReturnType<typeof requireAuth>, conditions: (SQL | undefined)[], q: PageQuery, key: string, newestFirst = false) {
  const scope = await documentScope(api.db, auth);
  const where = and(eq(hubDocuments.companyId, auth.company.id), ...conditions, scope ?? undefined);
  const [rows, [{ count }]] = await Promise.all([
    api.db.select().from(hubDocuments).where(where)
      .orderBy(...(newestFirst ? [desc(hubDocuments.createdAt), asc(hubDocuments.seq)] : [asc(hubDocuments.seq)]))
      .limit(q.limit).offset(q.offset),
    api.db.select({ count: sql<number>`count(*)::int` }).from(hubDocuments).where(where),
  ]);
  return { [key]: await documentViews(api.db, auth.company.id, rows), count };
}
