import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { escalate, refreshCurrentStep, type RequestFacts } from '../../../shared/approvalFlows';
import type { Db } from '../../db/client';
import { requestApprovals, workdayReviews } from '../../db/schema';
import { engineTableOf } from '../../engine/tables';
import { notifyNow } from '../notifications';
import { absenceFacts } from './absenceApprovals';
import { absenceLink, describeAbsence } from './approvalNotices';
import { saveApproval, toState } from './approvalRows';
import { loadDirectory } from './loadDirectory';
import { storedReviewFacts } from './reviewApprovals';
import { noticeReviewStepsOpened } from './reviewNotices';

/**
 * The facts of a request still PENDING, read in the pass's transaction: null once decided, `gone` when the request
 * no longer exists (an absence request deleted while pending, a review withdrawn with its warning).
 */
async function pendingFacts(tx: Db, companyId: string, requestType: string, requestId: string): Promise<RequestFacts | null | 'gone'> {
  if (requestType === 'review') {
    const [r] = await tx.select({ id: workdayReviews.id, userId: workdayReviews.userId, kind: workdayReviews.kind, status: workdayReviews.status })
      .from(workdayReviews).where(and(eq(workdayReviews.companyId, companyId), eq(workdayReviews.id, requestId)));
    if (!r) return 'gone';
    return r.status === 'PENDING' ? storedReviewFacts(tx, r) : null;
  }
  const d = engineTableOf('dayoffs');
  const [request] = (await tx.select().from(d.table).where(and(eq(d.companyId, companyId), eq(d.id, requestId)))) as Record<string, unknown>[];
  if (!request) return 'gone';
  return request.status === 'PENDING' ? absenceFacts(request) : null;
}

/**
 * One pass over a company's pending absence requests and error reviews on flows, at `now`: an approver who left or
 * went on leave is re-resolved, and a step pending longer than its hours escalates
 * (src/shared/approvalFlows/approvalState.ts); the path of a request deleted meanwhile is cancelled. Each request is
 * re-read locked in its own short transaction, so a decision at the same moment wins cleanly. Returns the requests escalated and who was added, to be told once committed.
 */
async function passOverCompany(db: Db, companyId: string, now: Date): Promise<Escalated[]> {
  const pending = await db.select({ id: requestApprovals.id }).from(requestApprovals)
    .where(and(eq(requestApprovals.companyId, companyId), inArray(requestApprovals.requestType, ['absence', 'review']), eq(requestApprovals.status, 'pending')));
  if (!pending.length) return [];
  const dir = await loadDirectory(db, companyId, now);
  const at = now.toISOString();
  const out: Escalated[] = [];
  for (const { id } of pending) {
    await db.transaction(async (tx) => {
      const [row] = await tx.select().from(requestApprovals).where(eq(requestApprovals.id, id)).for('update');
      if (!row || row.status !== 'pending') return;
      const facts = await pendingFacts(tx, companyId, row.requestType, row.requestId);
      // the request is gone: its path is closed, so nobody waits on it and no pass reads it again
      if (facts === 'gone') await saveApproval(tx, companyId, id, { ...toState(row), status: 'cancelled' });
      if (!facts || facts === 'gone') return;
      const refreshed = refreshCurrentStep(toState(row), facts, dir, at);
      const up = escalate(refreshed.state, facts, dir, at);
      if (!up && !refreshed.changed) return;
      await saveApproval(tx, companyId, id, up?.state ?? refreshed.state);
      if (up?.to.length) out.push({ requestType: row.requestType, requestId: row.requestId, to: up.to });
    });
  }
  return out;
}

interface Escalated { requestType: string; requestId: string; to: string[] }

/**
 * The periodic check (src/server/lifecycle/dailyChecks.ts runs it every interval with its clock; tests pass the
 * instant): every company with pending requests on flows. The people an escalation adds hear of the request
 * (absences: DAYOFF_REQUESTED; error reviews: REVIEW_REQUESTED).
 */
export async function escalatePendingApprovals(api: FastifyInstance, now: Date): Promise<number> {
  const companies = await api.db.selectDistinct({ companyId: requestApprovals.companyId }).from(requestApprovals).where(eq(requestApprovals.status, 'pending'));
  let escalated = 0;
  for (const { companyId } of companies) {
    try {
      const done = await passOverCompany(api.db, companyId, now);
      escalated += done.length;
      for (const e of done) {
        if (e.requestType === 'review') {
          await noticeReviewStepsOpened(api.db, companyId, [e.requestId], null, new Map([[e.requestId, e.to]]));
          continue;
        }
        await notifyNow(api, {
          companyId, kind: 'DAYOFF_REQUESTED', channel: 'employeeAbsences', recipients: e.to,
          params: (await describeAbsence(api.db, companyId, e.requestId))?.params ?? {}, link: absenceLink(e.requestId), entity: 'dayoffs', entityId: e.requestId,
        });
      }
    } catch (err) {
      api.log.warn({ err, companyId }, 'escalating pending approvals failed for a company; it runs again at the next interval');
    }
  }
  return escalated;
}
