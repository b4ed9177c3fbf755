import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AbsenceRequest } from '../../../shared/absences';
import type { ResourceHooks } from '../../engine/hooks';
import type { ApiRecord } from '../../engine/records';
import { engineTableOf } from '../../engine/tables';
import { fieldConflict } from '../../http/apiError';
import { repickAbsenceApproval, startAbsenceApproval } from '../approvalFlows/absenceApprovals';
import { repickedIn } from '../approvalFlows/repickApproval';
import { absenceData } from '../webhooks/eventData';
import { emitEvent } from '../webhooks/emitEvent';
import { noticeStepOpened } from '../approvalFlows/approvalNotices';
import { attachmentsOf, markCommitted, markDeleted, pendingAttachments } from './attachmentFiles';
import { checkAttachments } from './attachmentRules';
import { lockPerson } from './dayoffFacts';
import { noticeDayoffRequested, rememberNoticeParams } from './dayoffNotices';
import { registerDayoffRoutes } from './dayoffRoutes';
import { checkRequest } from './requestChecks';

export const NOT_PENDING = 'DAYOFF_NOT_PENDING';

const asRequest = (r: ApiRecord): AbsenceRequest => ({
  id: typeof r.id === 'string' ? r.id : undefined,
  userId: String(r.userId), typeId: String(r.typeId), from: String(r.from), to: String(r.to),
  partial: (r.partial as AbsenceRequest['partial']) ?? null, status: 'PENDING',
});

/**
 * Absence requests on the engine: the server sets status, branch, days and history; a request is checked against
 * the shared rules on create and on every edit while PENDING; a decided one is neither edited nor deleted
 * (409 DAYOFF_NOT_PENDING). Decisions go through POST /dayoffs/addreview (dayoffRoutes.ts).
 */
export const dayoffHooks: ResourceHooks = {
  // `branch` is derived from the person, not sent: the engine cannot check it before this hook fills it, so the
  // hook checks the person's unit itself (lockPerson: 403 outside the caller's units)
  scopeAnchor: '',
  // the person is locked in the caller's company and units (lockPerson), the reason read from the company's
  // (checkRequest), the branch is the person's: no second read of them
  checkedReferences: ['userId', 'typeId', 'branch'],

  async beforeWrite({ tx, auth, scope, record, before }) {
    if (before && before.status !== 'PENDING') throw fieldConflict(409, NOT_PENDING, 'status');
    const person = await lockPerson(tx, auth, scope, String(record.userId));
    const { days, reason } = await checkRequest(tx, auth, person, asRequest(record));
    // files sent with this call (multipart, already stored: attachmentFiles.ts) are appended to the request's
    const attachments = [...attachmentsOf(before?.attachments), ...pendingAttachments(auth)];
    await checkAttachments(tx, auth, String(record.typeId), attachments, reason.requiresAttachment);
    const at = new Date().toISOString();
    if (!before) {
      // what the notice to its reviewers says, known here: no second read once committed
      rememberNoticeParams(auth, { userId: person.id, typeId: reason.id, name: person.name, reason: reason.title });
      Object.assign(record, { status: 'PENDING', branch: person.mainBranch, days, review: null, history: [{ kind: 'CREATED', by: auth.user.id, at }], attachments });
      return;
    }
    // on update the engine writes only the fields sent: the derived ones are written here, in the same transaction
    const history = [...(Array.isArray(before.history) ? before.history : []), { kind: 'EDITED', by: auth.user.id, at }];
    const t = engineTableOf('dayoffs');
    await tx.update(t.table).set({ branch: person.mainBranch, days, history, attachments } as never).where(eq(t.id, String(before.id)));
    // its reason, days or unit may now pick another approval flow (only while no step has been decided)
    await repickAbsenceApproval(tx, auth, { ...record, id: before.id, branch: person.mainBranch, days });
  },

  // a request some approval flow applies to starts on its path, in its own transaction (none: the default review)
  async afterInsert({ tx, auth, record }) {
    await startAbsenceApproval(tx, auth.company.id, record);
    await emitEvent(tx, auth.company.id, 'absence.requested', absenceData(record));
  },

  async beforeDelete({ record }) {
    if (record.status !== 'PENDING') throw fieldConflict(409, NOT_PENDING, 'status');
  },

  async afterWrite({ auth, record, action }) {
    // committed: the files stored for this call stay; a deleted request's files go (attachmentRoutes.ts)
    if (action === 'delete') markDeleted(auth, attachmentsOf(record.attachments));
    else markCommitted(auth);
    // its reviewers hear of a new request (notifications)
    // (on an approval flow, only the first step's approvers)
    if (action === 'create' && app && !(await noticeStepOpened(app, auth, [String(record.id)])).size) await noticeDayoffRequested(app, auth, record);
    // an edit that moved it to another flow: its new approvers hear of it (moved off every flow: its unit's reviewers)
    const moved = action === 'update' ? repickedIn(auth) : [];
    if (moved.length && app && !(await noticeStepOpened(app, auth, moved)).size) await noticeDayoffRequested(app, auth, record);
  },

  routes(api, engine) {
    app = api;
    return registerDayoffRoutes(api, engine);
  },
};

/** The server, for the notices sent once a request is saved (set when the routes are registered). */
let app: FastifyInstance | null = null;
