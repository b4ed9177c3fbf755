import { and, eq, inArray } from 'drizzle-orm';
import { reviewTransition, type AbsenceRequest, type ReviewDecision } from '../../../shared/absences';
import type { AuthContext } from '../../auth/authContext';
import { writeAudit } from '../../audit/auditLog';
import type { Db } from '../../db/client';
import type { ResourceService } from '../../engine/resourceService';
import { ApiError, fieldError, isApiError, notFound, validationError } from '../../http/apiError';
import { decideAbsenceOnFlow } from '../approvalFlows/absenceApprovals';
import { idsAtMyStep } from '../approvalFlows/flowDecisions';
import { absenceData } from '../webhooks/eventData';
import { emitEvent } from '../webhooks/emitEvent';
import { lockPerson } from './dayoffFacts';
import { checkRequest } from './requestChecks';

type Scope = Set<string> | null;
type Row = Record<string, unknown>;

export interface ReviewBody {
  id?: string;
  ids?: string[];
  status: ReviewDecision;
  reason?: string;
  revise?: boolean;
}

/** HTTP status of each refusal of reviewTransition. */
const REFUSAL_STATUS = { SELF_REVIEW_NOT_ALLOWED: 403, REASON_REQUIRED: 400, DAYOFF_NOT_PENDING: 409 } as const;

/**
 * One decision on a locked row: the shared transition (nobody decides their own request, a rejection needs a
 * reason, a decided request changes only by a revision), a revision to APPROVED re-checks every rule of a new
 * request — collisions and the vacation balance (a rejected request reserved nothing, others may have taken the
 * dates or the days meanwhile) — then the row, its history line and its audit row.
 */
async function decide(tx: Db, auth: AuthContext, service: ResourceService, row: Row, body: ReviewBody): Promise<Row> {
  const at = new Date().toISOString();
  const current = row.status as AbsenceRequest['status'];
  const outcome = reviewTransition(current, body.status, { reviewerId: auth.user.id, requesterId: String(row.userId), reason: body.reason, revise: body.revise, at });
  if (!outcome.ok) {
    const status = REFUSAL_STATUS[outcome.code];
    throw status === 400 ? validationError([fieldError(outcome.field, outcome.code)]) : new ApiError(status, outcome.code, { errors: [fieldError(outcome.field, outcome.code)] });
  }
  // on an approval flow, a step's decision moves the request along; only the last step's (or a rejection) decides it
  if (current === 'PENDING' && (await decideAbsenceOnFlow(tx, auth, row, body.status, body.reason)) === 'step') return row;
  if (current === 'REJECTED' && outcome.status === 'APPROVED') {
    const request = { id: String(row.id), userId: String(row.userId), typeId: String(row.typeId), from: String(row.from), to: String(row.to), partial: (row.partial as AbsenceRequest['partial']) ?? null, status: 'APPROVED' as const };
    // the row is already in the caller's scope: the person is locked (no scope) so two revisions run one at a time
    await checkRequest(tx, auth, await lockPerson(tx, auth, null, request.userId), request);
  }
  const review = { reviewerId: auth.user.id, reason: outcome.entry.reason, at };
  const history = [...(Array.isArray(row.history) ? row.history : []), outcome.entry];
  const t = service.table;
  const [updated] = (await tx.update(t.table).set({ status: outcome.status, review, history, updatedAt: new Date() } as never)
    .where(and(eq(t.id, String(row.id)), eq(t.companyId, auth.company.id))).returning()) as Row[];
  await writeAudit(tx, auth, {
    entity: service.resource.name, entityId: String(row.id), action: 'update',
    changes: { status: { from: current, to: outcome.status }, review: { from: row.review ?? null, to: review } },
  });
  await emitEvent(tx, auth.company.id, 'absence.decided', { ...absenceData(updated), revised: current !== 'PENDING' });
  return updated;
}

/**
 * The rows among `ids` the caller may see (company and units), locked for the decision — and those whose current
 * approval step names the caller, wherever their unit (a flow may name an approver outside it).
 */
async function visibleRows(tx: Db, auth: AuthContext, scope: Scope, service: ResourceService, ids: string[]): Promise<Map<string, Row>> {
  const t = service.table;
  const rows = (await tx.select().from(t.table).where(and(inArray(t.id, ids), ...service.scopeConditions(auth, scope))).for('update')) as Row[];
  const seen = new Set(rows.map((r) => String(r.id)));
  const mine = scope ? await idsAtMyStep(tx, auth, 'absence', ids.filter((id) => !seen.has(id))) : [];
  if (mine.length) rows.push(...((await tx.select().from(t.table).where(and(inArray(t.id, mine), ...service.scopeConditions(auth, null))).for('update')) as Row[]));
  return new Map(rows.map((r) => [String(r.id), r]));
}

/** POST /dayoffs/addreview with `id`: the decided request, or the refusal (404 outside company or units). */
export async function reviewOne(db: Db, auth: AuthContext, scope: Scope, service: ResourceService, id: string, body: ReviewBody) {
  return db.transaction(async (tx) => {
    const row = (await visibleRows(tx, auth, scope, service, [id])).get(id);
    if (!row) throw notFound();
    return service.toRecord(await decide(tx, auth, service, row, body), auth);
  });
}

export interface BulkResult {
  id: string;
  status: 'updated' | 'skipped';
  code?: string;
}

/**
 * POST /dayoffs/addreview with `ids`: the same decision for each, in one transaction with one audit row each. An id
 * refused by the rules is skipped with its code (SELF_REVIEW_NOT_ALLOWED, DAYOFF_NOT_PENDING, DAYOFF_COLLIDES); one
 * of another company or outside the caller's units with NOT_FOUND, like an id that does not exist.
 */
export async function reviewMany(db: Db, auth: AuthContext, scope: Scope, service: ResourceService, ids: string[], body: ReviewBody) {
  if (body.status === 'REJECTED' && !body.reason?.trim()) throw validationError([fieldError('reason', 'REASON_REQUIRED')]);
  const unique = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const rows = await visibleRows(tx, auth, scope, service, unique);
    const results: BulkResult[] = [];
    for (const id of unique) {
      const row = rows.get(id);
      if (!row) {
        results.push({ id, status: 'skipped', code: 'NOT_FOUND' });
        continue;
      }
      try {
        await decide(tx, auth, service, row, body);
        results.push({ id, status: 'updated' });
      } catch (err) {
        // the rules refuse before anything is written, so the transaction stays usable
        if (!isApiError(err)) throw err;
        results.push({ id, status: 'skipped', code: err.errors?.[0]?.code ?? err.code });
      }
    }
    const updated = results.filter((r) => r.status === 'updated').length;
    return { results, updated, skipped: results.length - updated };
  });
}
