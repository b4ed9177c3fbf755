import { and, eq, sql } from 'drizzle-orm';
import type { AuthContext } from '../../auth/authContext';
import type { Db } from '../../db/client';
import { documentGroups, hubDocuments, salarySlips } from '../../db/schema';
import { engineTableOf } from '../../engine/tables';
import { notFound } from '../../http/apiError';

/** Envelopes of the hub and salary settlements share the pipeline; each lives in its own engine resource. */
export const envelopeResource = (isSettlement: boolean): 'settlements' | 'envelopes' => (isSettlement ? 'settlements' : 'envelopes');
export const notFoundCode = (isSettlement: boolean) => (isSettlement ? 'SETTLEMENT_NOT_FOUND' : 'ENVELOPE_NOT_FOUND');

export interface EnvelopeRow {
  id: string;
  title: string;
  status: string;
  folderTypeId: string | null;
  period: string | null;
  month: number | null;
  year: number | null;
  isSettlement: boolean;
}

/** The envelope (or settlement) of the caller's company, locked for update when asked; 404 for anybody else's. */
export async function envelopeOf(tx: Db, auth: AuthContext, id: string, isSettlement: boolean, forUpdate = false): Promise<EnvelopeRow> {
  const t = engineTableOf(envelopeResource(isSettlement));
  const cols = t.columns;
  const query = tx.select({
    id: t.id, title: cols.title, status: cols.status,
    ...(isSettlement ? { period: cols.period, month: cols.month, year: cols.year } : { folderTypeId: cols.folderTypeId }),
  }).from(t.table).where(and(eq(t.id, id), eq(t.companyId, auth.company.id)));
  const [row] = (await (forUpdate ? query.for('update') : query)) as Record<string, unknown>[];
  if (!row) throw notFound(notFoundCode(isSettlement));
  return {
    id: String(row.id), title: String(row.title), status: String(row.status), isSettlement,
    folderTypeId: (row.folderTypeId as string | null) ?? null, period: (row.period as string | null) ?? null,
    month: (row.month as number | null) ?? null, year: (row.year as number | null) ?? null,
  };
}

/**
 * Writes the envelope's derived figures (status, documents, unassigned; slips for settlements) from its groups and
 * documents, in the caller's transaction. PENDING: nothing uploaded, or uploads waiting; PROCESSING: one is being
 * split; FAILED: the latest upload failed and nothing was matched; PROCESSED: delivered (every document for the hub,
 * the confirmed slips for a settlement) with nothing matched left to confirm; else COMPLETED (ready for review).
 */
export async function refreshEnvelope(tx: Db, companyId: string, envelopeId: string, isSettlement: boolean): Promise<void> {
  const groups = await tx.select({ status: documentGroups.status, createdAt: documentGroups.createdAt }).from(documentGroups)
    .where(and(eq(documentGroups.companyId, companyId), eq(documentGroups.envelopeId, envelopeId)))
    .orderBy(documentGroups.createdAt);
  const [counts] = await tx.select({
    total: sql<number>`count(*)::int`,
    unassigned: sql<number>`count(*) filter (where ${hubDocuments.status} = 'UNASSIGNED')::int`,
    matched: sql<number>`count(*) filter (where ${hubDocuments.status} = 'MATCHED')::int`,
    delivered: sql<number>`count(*) filter (where ${hubDocuments.status} = 'DELIVERED')::int`,
  }).from(hubDocuments).where(and(eq(hubDocuments.companyId, companyId), eq(hubDocuments.envelopeId, envelopeId)));
  let slips = 0;
  if (isSettlement) {
    const [s] = await tx.select({ n: sql<number>`count(*)::int` }).from(salarySlips)
      .where(and(eq(salarySlips.companyId, companyId), eq(salarySlips.settlementId, envelopeId)));
    slips = s.n;
  }
  const statuses = groups.map((g) => g.status);
  let status: string;
  if (statuses.includes('PROCESSING')) status = 'PROCESSING';
  else if (statuses.length === 0 || statuses.includes('PENDING')) status = 'PENDING';
  else if (counts.total === 0 && slips === 0) status = statuses.at(-1) === 'FAILED' ? 'FAILED' : 'COMPLETED';
  else if (isSettlement ? slips > 0 && counts.matched === 0 : counts.delivered > 0 && counts.matched === 0 && counts.unassigned === 0) status = 'PROCESSED';
  else status = 'COMPLETED';
  const t = engineTableOf(envelopeResource(isSettlement));
  const set: Record<string, unknown> = { status, documents: counts.total, updatedAt: new Date() };
  if (isSettlement) set.slips = slips;
  else set.unassigned = counts.unassigned;
  await tx.update(t.table).set(set as never).where(and(eq(t.id, envelopeId), eq(t.companyId, companyId)));
}
