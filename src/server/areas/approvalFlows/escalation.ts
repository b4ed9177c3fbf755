import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { escalate, refreshCurrentStep } from '../../../shared/approvalFlows';
import type { Db } from '../../db/client';
import { requestApprovals, users } from '../../db/schema';
import { dayoffTypes } from '../../engine/storage/productTables';
import { engineTableOf } from '../../engine/tables';
import { notifyNow } from '../notifications';
import { absenceFacts } from './absenceApprovals';
import { saveApproval, toState } from './approvalRows';
import { loadDirectory } from './loadDirectory';

/**
 * One pass over a company's pending absence requests on flows, at `now`: an approver who left or went on leave is
 * re-resolved, and a step pending longer than its hours escalates (src/shared/approvalFlows/approvalState.ts). Each
 * request is re-read locked in its own short transaction, so a decision at the same moment wins cleanly.
 * Returns the requests escalated and who was added, to be told once committed.
 */
async function passOverCompany(db: Db, companyId: string, now: Date): Promise<{ requestId: string; to: string[] }[]> {
  const pending = await db.select({ id: requestApprovals.id }).from(requestApprovals)
    .where(and(eq(requestApprovals.companyId, companyId), eq(requestApprovals.requestType, 'absence'), eq(requestApprovals.status, 'pending')));
  if (!pending.length) return [];
  const dir = await loadDirectory(db, companyId, now);
  const at = now.toISOString();
  const out: { requestId: string; to: string[] }[] = [];
  const d = engineTableOf('dayoffs');
  for (const { id } of pending) {
    await db.transaction(async (tx) => {
      const [row] = await tx.select().from(requestApprovals).where(eq(requestApprovals.id, id)).for('update');
      if (!row || row.status !== 'pending') return;
      const [request] = (await tx.select().from(d.table).where(and(eq(d.companyId, companyId), eq(d.id, row.requestId)))) as Record<string, unknown>[];
      if (!request || request.status !== 'PENDING') return;
      const facts = absenceFacts(request);
      const refreshed = refreshCurrentStep(toState(row), facts, dir, at);
      const up = escalate(refreshed.state, facts, dir, at);
      if (!up && !refreshed.changed) return;
      await saveApproval(tx, companyId, id, up?.state ?? refreshed.state);
      if (up?.to.length) out.push({ requestId: row.requestId, to: up.to });
    });
  }
  return out;
}

/**
 * The periodic check (src/server/lifecycle/dailyChecks.ts runs it every interval with its clock; tests pass the
 * instant): every company with pending requests on flows. The people an escalation adds hear of the request.
 */
export async function escalatePendingApprovals(api: FastifyInstance, now: Date): Promise<number> {
  const companies = await api.db.selectDistinct({ companyId: requestApprovals.companyId }).from(requestApprovals).where(eq(requestApprovals.status, 'pending'));
  let escalated = 0;
  for (const { companyId } of companies) {
    try {
      const done = await passOverCompany(api.db, companyId, now);
      escalated += done.length;
      for (const e of done) {
        await notifyNow(api, {
          companyId, kind: 'DAYOFF_REQUESTED', channel: 'employeeAbsences', recipients: e.to,
          params: await requestParams(api.db, companyId, e.requestId), link: `/requests/view/${e.requestId}`, entity: 'dayoffs', entityId: e.requestId,
        });
      }
    } catch (err) {
      api.log.warn({ err, companyId }, 'escalating pending approvals failed for a company; it runs again at the next interval');
    }
  }
  return escalated;
}

async function requestParams(db: Db, companyId: string, requestId: string): Promise<Record<string, unknown>> {
  const d = engineTableOf('dayoffs');
  const [r] = (await db.select().from(d.table).where(and(eq(d.companyId, companyId), inArray(d.id, [requestId])))) as Record<string, unknown>[];
  if (!r) return {};
  const [person] = await db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, String(r.userId)));
  const [type] = await db.select({ title: dayoffTypes.title }).from(dayoffTypes).where(eq(dayoffTypes.id, String(r.typeId)));
  return { name: person ? `${person.firstName} ${person.lastName ?? ''}`.trim() : '', reason: type?.title ?? '', from: String(r.from), to: String(r.to) };
}
