import type { FastifyInstance } from 'fastify';
import type { ApprovalState, RequestType } from '../../../shared/approvalFlows';
import type { AuthContext } from '../../auth/authContext';
import type { Db } from '../../db/client';
import { writeNotice } from '../notifications';
import { dashboardUsers } from '../notifications/recipients';
import { absenceLink, describeAbsence } from './approvalNotices';
import { peopleOf } from './describe';
import { describeReviews, reviewLink } from './reviewNotices';

/** Mail and SMS of the step notices written in a call's transaction, sent once it commits (sendStepNotices). */
const pending = new WeakMap<AuthContext, ((api: FastifyInstance) => Promise<void>)[]>();

/** A step as its notice names it: its name and place (`Manager (1/2)`), or its place alone (`1/2`). */
export function stepLabel(state: Pick<ApprovalState, 'steps'>, index: number): string {
  const place = `${index + 1}/${state.steps.length}`;
  const name = state.steps[index]?.name?.trim();
  return name ? `${name} (${place})` : place;
}

/**
 * A step of a request's flow was approved and the request moved on to the next step (still PENDING): its requester
 * hears who approved which step (DAYOFF_STEP_APPROVED, REVIEW_STEP_APPROVED) on the company's `employeeAbsences`
 * channels — the person by mail/SMS, and in the dashboard the person when a dashboard user and, for an absence,
 * whoever entered it; never the one who decided. Written in the decision's transaction (it exists exactly when the
 * step's decision does); mail and SMS wait for the commit. The last step's approval and a rejection send only the
 * final notice (DAYOFF_/REVIEW_APPROVED|REJECTED).
 */
export async function noticeStepApproved(tx: Db, auth: AuthContext, requestType: RequestType, requestId: string, state: Pick<ApprovalState, 'steps'>, stepIndex: number): Promise<void> {
  const companyId = auth.company.id;
  const by = (await peopleOf(tx, companyId, [auth.user.id])).get(auth.user.id)?.name ?? '';
  const step = stepLabel(state, stepIndex);
  let subject: { kind: string; person: string; dashboard: string[]; params: Record<string, unknown>; link: string; entity: string } | null = null;
  if (requestType === 'absence') {
    const a = await describeAbsence(tx, companyId, requestId);
    if (a) subject = { kind: 'DAYOFF_STEP_APPROVED', person: a.userId, dashboard: [a.userId, ...(a.author ? [a.author] : [])], params: a.params, link: absenceLink(requestId), entity: 'dayoffs' };
  } else if (requestType === 'review') {
    const [r] = await describeReviews(tx, companyId, [requestId]);
    if (r) subject = { kind: 'REVIEW_STEP_APPROVED', person: r.userId, dashboard: [r.userId], params: r.params, link: reviewLink(requestId), entity: 'workdayReviews' };
  }
  if (!subject) return;
  const recipients = (await dashboardUsers(tx, companyId, subject.dashboard)).filter((id) => id !== auth.user.id);
  const send = await writeNotice(tx, {
    companyId, kind: subject.kind, channel: 'employeeAbsences', recipients, people: [subject.person],
    params: { ...subject.params, step, by }, link: subject.link, entity: subject.entity, entityId: requestId, createdBy: auth.user.id,
  });
  pending.set(auth, [...(pending.get(auth) ?? []), send]);
}

/** Sends the mail and SMS of the step notices of this call, once its transaction committed. Never fails the call. */
export async function sendStepNotices(api: FastifyInstance, auth: AuthContext): Promise<void> {
  const sends = pending.get(auth) ?? [];
  pending.delete(auth);
  for (const send of sends) {
    try {
      await send(api);
    } catch (err) {
      api.log.warn({ err }, 'the step was decided; mailing its requester failed');
    }
  }
}
