import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../auth/authContext';
import { writeAudit } from '../../audit/auditLog';
import { documentGroups } from '../../db/schema';
import { documentStore, removeStoredFiles } from '../fileSystem/documentStore';
import { envelopeOf, refreshEnvelope } from './envelopeRecords';
import { FILE_PROCESSING_JOB, type FileProcessingPayload } from './processJob';
import type { UploadedPdf } from './pdfUploads';

export type GroupRow = typeof documentGroups.$inferSelect;

export const groupView = (g: GroupRow) => ({
  id: g.id, envelopeId: g.envelopeId, isSettlement: g.isSettlement, fileName: g.fileName, bytes: g.bytes, pages: g.pages,
  status: g.status, error: g.error, jobId: g.jobId, createdAt: g.createdAt,
});

/** The spec's background job object (§3): id, envelopeId, type fileProcessing, isSettlement, status. */
export const jobObject = (jobId: string, envelopeId: string, isSettlement: boolean, status: 'pending' | 'completed' = 'pending') =>
  ({ id: jobId, envelopeId, type: FILE_PROCESSING_JOB, isSettlement, status });

/**
 * Stores the uploaded PDFs (each a document group of the envelope) and, with `process`, queues one job for them in
 * the same transaction. The files are written first; if the transaction fails they are removed: nothing half stored.
 */
export async function storeGroups(
  api: FastifyInstance,
  auth: AuthContext,
  args: { envelopeId: string; isSettlement: boolean; files: UploadedPdf[]; process: boolean },
): Promise<{ groups: GroupRow[]; jobId: string | null }> {
  const store = documentStore(api);
  const companyId = auth.company.id;
  await envelopeOf(api.db, auth, args.envelopeId, args.isSettlement);
  const stored: string[] = [];
  try {
    for (const f of args.files) stored.push((await store.put(companyId, Buffer.from(f.bytes.buffer, f.bytes.byteOffset, f.bytes.byteLength), 'pdf')).name);
    return await api.db.transaction(async (tx) => {
      await envelopeOf(tx, auth, args.envelopeId, args.isSettlement, true);
      let groups = await tx.insert(documentGroups).values(args.files.map((f, i) => ({
        companyId, envelopeId: args.envelopeId, isSettlement: args.isSettlement, fileName: f.name, storedName: stored[i],
        bytes: f.bytes.byteLength, createdBy: auth.user.id,
      }))).returning();
      let jobId: string | null = null;
      if (args.process) {
        const payload: FileProcessingPayload = { envelopeId: args.envelopeId, isSettlement: args.isSettlement, groupIds: groups.map((g) => g.id) };
        const job = await api.jobs.enqueue({ companyId, type: FILE_PROCESSING_JOB, payload: { ...payload }, total: 1, createdBy: auth.user.id }, tx);
        jobId = job.id;
        groups = await tx.update(documentGroups).set({ jobId }).where(inArray(documentGroups.id, groups.map((g) => g.id))).returning();
      }
      await refreshEnvelope(tx, companyId, args.envelopeId, args.isSettlement);
      for (const g of groups) {
        await writeAudit(tx, auth, { entity: 'documentGroups', entityId: g.id, action: 'create', changes: { envelopeId: g.envelopeId, fileName: g.fileName, bytes: g.bytes } });
      }
      return { groups, jobId };
    });
  } catch (err) {
    await removeStoredFiles(store, companyId, stored);
    throw err;
  }
}
