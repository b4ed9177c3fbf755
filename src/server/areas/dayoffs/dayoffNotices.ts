import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../auth/authContext';
import { users } from '../../db/schema';
import { dayoffTypes } from '../../engine/storage/productTables';
import { engineTableOf } from '../../engine/tables';
import { notifyNow, watchersOfUnit } from '../notifications';

type Row = Record<string, unknown>;

/** The requests' people and reasons, for the texts of their notifications. */
async function describe(api: FastifyInstance, companyId: string, rows: Row[]) {
  const userIds = [...new Set(rows.map((r) => String(r.userId)))];
  const typeIds = [...new Set(rows.map((r) => String(r.typeId)))];
  const people = userIds.length ? await api.db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users)
    .where(and(eq(users.companyId, companyId), inArray(users.id, userIds))) : [];
  const types = typeIds.length ? await api.db.select({ id: dayoffTypes.id, title: dayoffTypes.title }).from(dayoffTypes)
    .where(and(eq(dayoffTypes.companyId, companyId), inArray(dayoffTypes.id, typeIds))) : [];
  const name = new Map(people.map((p) => [p.id, `${p.firstName} ${p.lastName ?? ''}`.trim()]));
  const title = new Map(types.map((t) => [t.id, t.title]));
  return (r: Row) => ({ name: name.get(String(r.userId)) ?? '', reason: title.get(String(r.typeId)) ?? '', from: String(r.from), to: String(r.to) });
}

/** The person's name and the reason's title of the request a call is creating, known while it is checked. */
interface NoticeParams { userId: string; typeId: string; name: string; reason: string }
const known = new WeakMap<AuthContext, NoticeParams>();
export const rememberNoticeParams = (auth: AuthContext, params: NoticeParams): void => {
  known.set(auth, params);
};

/**
 * A new absence request: the people who may decide it (dashboard users of its unit with the dayoffs PATCH right,
 * not its author) hear of it, on the company's "employeeAbsences" channels. Never fails the request.
 */
export async function noticeDayoffRequested(api: FastifyInstance, auth: AuthContext, record: Row): Promise<void> {
  try {
    const companyId = auth.company.id;
    const may = (role: string) => role === 'owner' || api.enforcer.can(role, companyId, 'dayoffs', 'PATCH');
    const recipients = await watchersOfUnit(api.db, companyId, (record.branch as string | null) ?? null, { except: auth.user.id, may });
    const seen = known.get(auth);
    const params = seen && seen.userId === String(record.userId) && seen.typeId === String(record.typeId)
      ? { name: seen.name, reason: seen.reason, from: String(record.from), to: String(record.to) }
      : (await describe(api, companyId, [record]))(record);
    await notifyNow(api, {
      companyId, kind: 'DAYOFF_REQUESTED', channel: 'employeeAbsences', recipients, params,
      link: `/requests/view/${String(record.id)}`, entity: 'dayoffs', entityId: String(record.id), createdBy: auth.user.id,
    });
  } catch (err) {
    api.log.warn({ err }, 'the absence request was saved; telling its reviewers failed');
  }
}

/**
 * Decided requests: their person hears of it by mail/SMS (collaborators have no dashboard) and whoever entered the
 * request for them, if another dashboard user, in the dashboard — on the company's "employeeAbsences" channels.
 */
export async function noticeDayoffsDecided(api: FastifyInstance, auth: AuthContext, ids: string[]): Promise<void> {
  if (!ids.length) return;
  try {
    const companyId = auth.company.id;
    const t = engineTableOf('dayoffs');
    const rows = (await api.db.select().from(t.table).where(and(eq(t.companyId, companyId), inArray(t.id, ids)))) as Row[];
    const paramsOf = await describe(api, companyId, rows);
    for (const r of rows) {
      const history = Array.isArray(r.history) ? (r.history as { kind?: string; by?: string }[]) : [];
      const author = history.find((h) => h.kind === 'CREATED')?.by;
      await notifyNow(api, {
        companyId, kind: r.status === 'APPROVED' ? 'DAYOFF_APPROVED' : 'DAYOFF_REJECTED', channel: 'employeeAbsences',
        recipients: author && author !== auth.user.id ? [author] : [], people: [String(r.userId)],
        params: { ...paramsOf(r), reviewReason: (r.review as { reason?: string } | null)?.reason ?? '' },
        link: `/requests/view/${String(r.id)}`, entity: 'dayoffs', entityId: String(r.id), createdBy: auth.user.id,
      });
    }
  } catch (err) {
    api.log.warn({ err }, 'the decision was saved; telling the people concerned failed');
  }
}
