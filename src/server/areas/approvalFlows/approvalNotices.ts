import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../auth/authContext';
import { requestApprovals, users } from '../../db/schema';
import { dayoffTypes } from '../../engine/storage/productTables';
import { engineTableOf } from '../../engine/tables';
import type { Db } from '../../db/client';
import { notifyNow } from '../notifications';

type Row = Record<string, unknown>;

/** Where one absence request is shown (its notices open it). */
export const absenceLink = (id: string) => `/requests/view/${id}`;

/**
 * What an absence request's notices say — the person's name, the reason's title, the dates — with its person and
 * who entered it (the history's CREATED entry); null when it is not of the company.
 */
export async function describeAbsence(db: Db, companyId: string, requestId: string): Promise<{ userId: string; author: string | null; params: Record<string, string> } | null> {
  const d = engineTableOf('dayoffs');
  const [r] = (await db.select().from(d.table).where(and(eq(d.companyId, companyId), eq(d.id, requestId)))) as Row[];
  if (!r) return null;
  const [person] = await db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, String(r.userId)));
  const [type] = await db.select({ title: dayoffTypes.title }).from(dayoffTypes).where(eq(dayoffTypes.id, String(r.typeId)));
  const history = Array.isArray(r.history) ? (r.history as { kind?: string; by?: string }[]) : [];
  return {
    userId: String(r.userId), author: history.find((h) => h.kind === 'CREATED')?.by ?? null,
    params: { name: person ? `${person.firstName} ${person.lastName ?? ''}`.trim() : '', reason: type?.title ?? '', from: String(r.from), to: String(r.to) },
  };
}

/**
 * Absence requests whose current step just opened (on creation or after the previous step's decision): its
 * approvers — and only they — hear of a request to decide, as a new request (DAYOFF_REQUESTED). Returns the ids that
 * are on a flow (the others get the default notice). Never fails the change it reports.
 */
export async function noticeStepOpened(api: FastifyInstance, auth: AuthContext, ids: string[]): Promise<Set<string>> {
  const onFlow = new Set<string>();
  if (!ids.length) return onFlow;
  try {
    const companyId = auth.company.id;
    const approvals = await api.db.select({ requestId: requestApprovals.requestId, approvers: requestApprovals.currentApprovers, status: requestApprovals.status })
      .from(requestApprovals).where(and(eq(requestApprovals.companyId, companyId), eq(requestApprovals.requestType, 'absence'), inArray(requestApprovals.requestId, ids)));
    const pending = approvals.filter((a) => a.status === 'pending');
    approvals.forEach((a) => onFlow.add(a.requestId));
    if (!pending.length) return onFlow;
    const d = engineTableOf('dayoffs');
    const rows = (await api.db.select().from(d.table).where(and(eq(d.companyId, companyId), inArray(d.id, pending.map((a) => a.requestId))))) as Row[];
    for (const r of rows) {
      const [person] = await api.db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, String(r.userId)));
      const [type] = await api.db.select({ title: dayoffTypes.title }).from(dayoffTypes).where(eq(dayoffTypes.id, String(r.typeId)));
      const approvers = pending.find((a) => a.requestId === String(r.id))?.approvers ?? [];
      await notifyNow(api, {
        companyId, kind: 'DAYOFF_REQUESTED', channel: 'employeeAbsences', recipients: approvers.filter((id) => id !== auth.user.id),
        params: { name: person ? `${person.firstName} ${person.lastName ?? ''}`.trim() : '', reason: type?.title ?? '', from: String(r.from), to: String(r.to) },
        link: absenceLink(String(r.id)), entity: 'dayoffs', entityId: String(r.id), createdBy: auth.user.id,
      });
    }
  } catch (err) {
    api.log.warn({ err }, 'the request was saved; telling its next approvers failed');
  }
  return onFlow;
}
