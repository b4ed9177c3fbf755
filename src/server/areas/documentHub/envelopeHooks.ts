import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../auth/authContext';
import type { Db } from '../../db/client';
import { documentGroups, fileNodes, hubDocuments, salarySlips } from '../../db/schema';
import type { ResourceHooks } from '../../engine/hooks';
import { documentStore, removeStoredFiles } from '../fileSystem/documentStore';

/** Stored files of a deleted envelope, removed once its deletion committed (per request). */
const toRemove = new WeakMap<AuthContext, string[]>();

/** Deletes an envelope's groups and documents (and a settlement's slips with their files), in the delete's transaction. */
async function deleteContents(tx: Db, auth: AuthContext, envelopeId: string, isSettlement: boolean): Promise<string[]> {
  const companyId = auth.company.id;
  const groups = await tx.select({ storedName: documentGroups.storedName }).from(documentGroups)
    .where(and(eq(documentGroups.companyId, companyId), eq(documentGroups.envelopeId, envelopeId)));
  const docs = await tx.select({ storedName: hubDocuments.storedName }).from(hubDocuments)
    .where(and(eq(hubDocuments.companyId, companyId), eq(hubDocuments.envelopeId, envelopeId)));
  const names = [...groups.map((g) => g.storedName ?? ''), ...docs.map((d) => d.storedName)];
  if (isSettlement) {
    const slipFiles = await tx.select({ id: fileNodes.id, storedName: fileNodes.storedName }).from(salarySlips)
      .innerJoin(fileNodes, eq(fileNodes.id, salarySlips.fileId))
      .where(and(eq(salarySlips.companyId, companyId), eq(salarySlips.settlementId, envelopeId), isNotNull(salarySlips.fileId)));
    names.push(...slipFiles.map((f) => f.storedName ?? ''));
    await tx.delete(salarySlips).where(and(eq(salarySlips.companyId, companyId), eq(salarySlips.settlementId, envelopeId)));
    if (slipFiles.length) await tx.delete(fileNodes).where(inArray(fileNodes.id, slipFiles.map((f) => f.id)));
  }
  await tx.delete(documentGroups).where(and(eq(documentGroups.companyId, companyId), eq(documentGroups.envelopeId, envelopeId)));
  return names.filter(Boolean);
}

/**
 * Envelopes (hub) and settlements on the engine: created PENDING with no documents; the server keeps status and
 * counts (refreshEnvelope). Deleting one removes its uploads, documents and (settlements) slips; what the hub already
 * delivered stays in the people's files.
 */
export function envelopeHooks(isSettlement: boolean, routes?: (api: FastifyInstance) => void): ResourceHooks {
  let app: FastifyInstance | null = null;
  return {
    async beforeWrite({ record, before }) {
      if (!before) Object.assign(record, { status: 'PENDING', documents: 0, ...(isSettlement ? { slips: 0 } : { unassigned: 0 }) });
    },
    async beforeDelete({ tx, auth, record }) {
      toRemove.set(auth, await deleteContents(tx, auth, String(record.id), isSettlement));
    },
    async afterWrite({ auth, action }) {
      if (action !== 'delete') return;
      const names = toRemove.get(auth);
      if (names?.length && app) await removeStoredFiles(documentStore(app), auth.company.id, names);
    },
    routes(api) {
      app = api;
      routes?.(api);
    },
  };
}
