import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import workdayTexts from '../../../shared/i18n/es-ES/workdays.json';
import { DEFAULT_LOCALE } from '../../../shared/i18n/locales';
import type { Db } from '../../db/client';
import { notifications, requestApprovals, users, workdayReviews, workdays } from '../../db/schema';
import { translate } from '../../i18n';
import { notifyNow } from '../notifications';
import { dashboardUsers } from '../notifications/recipients';

/** The warning's label, in the language the stored notification texts are written in (notify.ts: the default). */
const problemOf = (kind: string) => (workdayTexts.warnings as Record<string, { label: string } | undefined>)[kind]?.label ?? kind;
/** Where one review is shown: the marks review queue narrowed to it (`?review=<id>`, any status). */
export const reviewLink = (id: string) => `/team/marks-review?review=${id}`;
const link = (r: { id: string }) => reviewLink(r.id);

/** The reviews with what their notices say: the person's name, the problem, the workday's date. */
export async function describeReviews(db: Db, companyId: string, ids: string[]) {
  const rows = await db.select({
    id: workdayReviews.id, userId: workdayReviews.userId, kind: workdayReviews.kind, status: workdayReviews.status, reason: workdayReviews.reason,
    workdayId: workdayReviews.workdayId, date: workdays.date, firstName: users.firstName, lastName: users.lastName,
  }).from(workdayReviews)
    .innerJoin(users, eq(users.id, workdayReviews.userId))
    .innerJoin(workdays, eq(workdays.id, workdayReviews.workdayId))
    .where(and(eq(workdayReviews.companyId, companyId), inArray(workdayReviews.id, ids)));
  return rows.map((r) => ({ ...r, params: { name: `${r.firstName} ${r.lastName ?? ''}`.trim(), problem: problemOf(r.kind), date: String(r.date) } }));
}

/**
 * Error reviews whose current step just opened (a new review on a flow, the previous step decided, an escalation):
 * the step's approvers — and only they, never `except` (who decided) — hear of a report to decide
 * (REVIEW_REQUESTED, in the dashboard). Written with the caller's transaction when given: a review created while a
 * workday is computed gets its notice exactly when it exists.
 */
export async function noticeReviewStepsOpened(db: Db, companyId: string, ids: string[], except?: string | null, only?: Map<string, string[]>): Promise<void> {
  if (!ids.length) return;
  const approvals = await db.select({ requestId: requestApprovals.requestId, approvers: requestApprovals.currentApprovers }).from(requestApprovals).where(and(
    eq(requestApprovals.companyId, companyId), eq(requestApprovals.requestType, 'review'), eq(requestApprovals.status, 'pending'), inArray(requestApprovals.requestId, ids),
  ));
  if (!approvals.length) return;
  const reviews = new Map((await describeReviews(db, companyId, approvals.map((a) => a.requestId))).map((r) => [r.id, r]));
  const values = approvals.flatMap((a) => {
    const r = reviews.get(a.requestId);
    const to = only?.get(a.requestId) ?? (a.approvers as string[]);
    if (!r) return [];
    return [...new Set(to)].filter((id) => id !== except).map((userId) => ({
      companyId, userId, kind: 'REVIEW_REQUESTED', params: r.params, link: link(r), entity: 'workdayReviews', entityId: r.id, createdBy: except ?? null,
      title: translate(DEFAULT_LOCALE, 'notifications.kinds.REVIEW_REQUESTED.title', r.params),
      body: translate(DEFAULT_LOCALE, 'notifications.kinds.REVIEW_REQUESTED.body', r.params),
    }));
  });
  if (values.length) await db.insert(notifications).values(values);
}

/**
 * Error reviews on a flow that were just decided for good (the last step's approval, or a rejection): the reviewed
 * person hears of it as the person of an absence request does (mail/SMS on the company's `employeeAbsences`
 * choice, and in the dashboard when a dashboard user). Once committed; never fails the decision.
 */
export async function noticeReviewsDecided(api: FastifyInstance, companyId: string, ids: string[], by: string): Promise<void> {
  if (!ids.length) return;
  try {
    const onFlow = await api.db.select({ requestId: requestApprovals.requestId }).from(requestApprovals).where(and(
      eq(requestApprovals.companyId, companyId), eq(requestApprovals.requestType, 'review'), inArray(requestApprovals.requestId, ids),
      inArray(requestApprovals.status, ['approved', 'rejected']),
    ));
    if (!onFlow.length) return;
    for (const r of await describeReviews(api.db, companyId, onFlow.map((a) => a.requestId))) {
      if (r.status !== 'APPROVED' && r.status !== 'REJECTED') continue;
      // a dashboard user also reads it in the dashboard (as the step notices); never the one who decided
      const recipients = (await dashboardUsers(api.db, companyId, [r.userId])).filter((id) => id !== by);
      await notifyNow(api, {
        companyId, kind: `REVIEW_${r.status}`, channel: 'employeeAbsences', recipients, people: [r.userId],
        params: { ...r.params, reviewReason: r.reason ?? '' }, link: link(r), entity: 'workdayReviews', entityId: r.id, createdBy: by,
      });
    }
  } catch (err) {
    api.log.warn({ err }, 'the review was decided; telling its person failed');
  }
}
