import { promises as fs } from 'node:fs';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { SplitPhase } from '../../../shared/documents/matching';
import { documentGroups, hubDocuments, users } from '../../db/schema';
import { runPdfSplit } from '../../documents/pdf/runner/runPdfSplit';
import type { MatchPerson } from '../../documents/pdf/match/peopleIndex';
import type { JobContext, JobHandler } from '../../jobs';
import { unitScopeOf } from '../../permissions/unitScope';
import { jobAuth } from '../imports/jobAuth';
import { documentStore, removeStoredFiles } from '../fileSystem/documentStore';
import { envelopeOf, refreshEnvelope } from './envelopeRecords';
import { notifyNow } from '../notifications';

/** The spec's background job type (§3 "Background job": type fileProcessing). */
export const FILE_PROCESSING_JOB = 'fileProcessing';

export interface FileProcessingPayload {
  envelopeId: string;
  isSettlement: boolean;
  groupIds: string[];
}

/** The phase each running job is in, for the status calls (this process only: the job row keeps done/total). */
const phases = new Map<string, SplitPhase>();
export const jobPhase = (jobId: string): SplitPhase | null => phases.get(jobId) ?? null;

/** The collaborators a job may match against: the company's active ones, within the uploader's units. */
async function peopleFor(api: FastifyInstance, ctx: JobContext, isSettlement: boolean): Promise<MatchPerson[]> {
  const auth = await jobAuth(api, ctx.job, isSettlement ? 'salary' : 'document', 'POST');
  const scope = await unitScopeOf(api.db, auth);
  const rows = await api.db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName, numberOfDocument: users.numberOfDocument, mainBranch: users.mainBranch })
    .from(users).where(and(eq(users.companyId, ctx.job.companyId), eq(users.role, 'user'), eq(users.active, true)));
  return rows.filter((p) => !scope || (p.mainBranch !== null && scope.has(p.mainBranch)))
    .map(({ id, firstName, lastName, numberOfDocument }) => ({ id, firstName, lastName, numberOfDocument }));
}

/**
 * Splits and matches the job's groups one after the other (spec §4 background file job). Each group commits on its
 * own — its documents, its status and the envelope's figures in one transaction — so a job interrupted by a stop
 * resumes with the groups not yet done; a bad PDF fails its group (status FAILED, `error` the refusal code) and the
 * others still run. The parts are cut on a worker thread (runPdfSplit): the HTTP thread keeps answering.
 */
export function fileProcessingJob(api: FastifyInstance): JobHandler {
  return async (ctx) => {
    const { envelopeId, isSettlement, groupIds } = ctx.job.payload as unknown as FileProcessingPayload;
    const companyId = ctx.job.companyId;
    const store = documentStore(api);
    const people = await peopleFor(api, ctx, isSettlement);
    const groups = await api.db.select().from(documentGroups)
      .where(and(eq(documentGroups.companyId, companyId), inArray(documentGroups.id, groupIds)));
    const summary = { pages: 0, documents: 0, unassigned: 0, failed: 0 };
    try {
      for (const [index, group] of groups.entries()) {
        if (group.status === 'COMPLETED' || group.status === 'FAILED') continue; // done before a restart
        await api.db.transaction(async (tx) => {
          await tx.update(documentGroups).set({ status: 'PROCESSING', updatedAt: new Date() }).where(eq(documentGroups.id, group.id));
          await refreshEnvelope(tx, companyId, envelopeId, isSettlement);
        });
        const outputDir = store.scratchDir('jobs', ctx.job.id, group.id);
        await fs.rm(outputDir, { recursive: true, force: true });
        // the worker reads a file on this disk: the stored one, or a copy from the bucket inside the scratch folder
        const input = group.storedName ? await store.localPath(companyId, group.storedName, path.join(outputDir, 'input.pdf')) : null;
        const result = input
          ? await runPdfSplit({
            input, people, outputDir, signal: ctx.signal,
            onProgress: (p) => {
              phases.set(ctx.job.id, p.phase);
              ctx.progress(p.done, p.total);
            },
          })
          : { ok: false as const, code: 'FILE_EMPTY' as const };
        if (!result.ok) {
          summary.failed++;
          await api.db.transaction(async (tx) => {
            await tx.update(documentGroups).set({ status: 'FAILED', error: result.code, updatedAt: new Date() }).where(eq(documentGroups.id, group.id));
            await refreshEnvelope(tx, companyId, envelopeId, isSettlement);
          });
          continue;
        }
        // the parts move into the store (a rename: same disk), then the records commit with the group's status
        const stored: string[] = [];
        try {
          for (const d of result.documents) stored.push(await store.adopt(companyId, d.file, 'pdf'));
          const base = (await api.db.select({ id: hubDocuments.id }).from(hubDocuments).where(eq(hubDocuments.envelopeId, envelopeId))).length;
          await api.db.transaction(async (tx) => {
            if (result.documents.length) {
              await tx.insert(hubDocuments).values(result.documents.map((d, i) => ({
                companyId, envelopeId, groupId: group.id, isSettlement, seq: base + i + 1, storedName: stored[i], bytes: d.bytes, pages: d.pages,
                userId: d.userId, reason: d.reason, confidence: d.confidence, candidates: d.candidates,
                status: d.userId ? 'MATCHED' : 'UNASSIGNED',
              })));
            }
            await tx.update(documentGroups).set({ status: 'COMPLETED', pages: result.pages, error: null, updatedAt: new Date() }).where(eq(documentGroups.id, group.id));
            await refreshEnvelope(tx, companyId, envelopeId, isSettlement);
          });
        } catch (err) {
          await removeStoredFiles(store, companyId, stored);
          throw err;
        }
        summary.pages += result.pages;
        summary.documents += result.documents.length;
        summary.unassigned += result.documents.filter((d) => !d.userId).length;
        await fs.rm(outputDir, { recursive: true, force: true });
        ctx.log.info({ group: group.id, index, pages: result.pages, documents: result.documents.length }, 'document group split and matched');
      }
    } finally {
      phases.delete(ctx.job.id);
    }
    await noticeJobEnded(api, ctx, { envelopeId, isSettlement, failed: summary.failed === groups.length && groups.length > 0, documents: summary.documents, unassigned: summary.unassigned });
    return summary;
  };
}

/** Whoever uploaded hears the job ended (in the dashboard), with the counts and a link to the review. */
async function noticeJobEnded(
  api: FastifyInstance, ctx: JobContext, o: { envelopeId: string; isSettlement: boolean; failed: boolean; documents: number; unassigned: number },
): Promise<void> {
  if (!ctx.job.createdBy) return;
  try {
    const auth = await jobAuth(api, ctx.job, o.isSettlement ? 'salary' : 'document', 'GET');
    const { title } = await envelopeOf(api.db, auth, o.envelopeId, o.isSettlement);
    await notifyNow(api, {
      companyId: ctx.job.companyId, kind: o.failed ? 'JOB_FAILED' : 'JOB_FINISHED', recipients: [ctx.job.createdBy],
      params: { title, documents: o.documents, unassigned: o.unassigned },
      link: o.isSettlement ? `/company/salary/${o.envelopeId}` : `/company/document/${o.envelopeId}`,
      entity: o.isSettlement ? 'settlements' : 'envelopes', entityId: o.envelopeId,
    });
  } catch (err) {
    ctx.log.warn({ err }, 'the documents were processed; telling the uploader failed');
  }
}
