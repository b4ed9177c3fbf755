import { and, eq } from 'drizzle-orm';
import { articleTransition, isArticleStatus, type ArticleStatus } from '../../../shared/inventory';
import type { Locale } from '../../../shared/i18n/locales';
import type { AuthContext } from '../../auth/authContext';
import { writeAudit } from '../../audit/auditLog';
import type { Db } from '../../db/client';
import type { ResourceService } from '../../engine/resourceService';
import type { ApiRecord } from '../../engine/records';
import { ApiError, fieldError, validationError } from '../../http/apiError';
import { checkPerson, personName } from '../users/personInScope';
import { statusLabel } from './stateLabels';

type Scope = Set<string> | null;
type Row = Record<string, unknown>;

export interface MoveBody {
  to: ArticleStatus;
  userId?: string | null;
  note?: string;
}

/**
 * One move of one article, in one transaction: the row locked, the shared state machine (409
 * INVALID_ARTICLE_TRANSITION naming both states in the caller's language), the person checked (another company's
 * 404, outside the caller's units 403, someone who left 409 USER_INACTIVE), then the row, its history line and
 * its audit row together.
 */
export async function moveArticle(db: Db, auth: AuthContext, scope: Scope, service: ResourceService, id: string, body: MoveBody, locale: Locale): Promise<ApiRecord> {
  return db.transaction(async (tx) => {
    const row = await service.findRow(tx, auth, scope, id, true);
    const from = isArticleStatus(row.status) ? row.status : 'AVAILABLE';
    const holder = typeof row.assigneeId === 'string' ? row.assigneeId : null;
    const at = new Date().toISOString();
    const outcome = articleTransition({ from, to: body.to, userId: body.userId, currentAssigneeId: holder, note: body.note, by: auth.user.id, at });
    if (!outcome.ok) {
      if (outcome.code === 'INVALID_ARTICLE_TRANSITION') {
        throw new ApiError(409, outcome.code, {
          errors: [fieldError(outcome.field, outcome.code)],
          values: { from: statusLabel(locale, outcome.from), to: statusLabel(locale, outcome.to) },
        });
      }
      throw validationError([fieldError(outcome.field, outcome.code)]);
    }
    // the one receiving the article, or the one giving it back, must be someone the caller may act on
    let person: { name: string } | null = null;
    if (outcome.move === 'assign') person = await checkPerson(tx, auth, scope, String(body.userId), true);
    if (outcome.move === 'return' && holder) person = await checkPerson(tx, auth, scope, holder, false);
    const entry = { ...outcome.entry, byName: personName(auth.user), ...(person ? { userName: person.name } : {}) };
    const history = [...(Array.isArray(row.history) ? row.history : []), entry];
    const t = service.table;
    const [updated] = (await tx.update(t.table)
      .set({ status: outcome.status, assigneeId: outcome.assigneeId, assignedAt: outcome.assignedAt, history, updatedAt: new Date() } as never)
      .where(and(eq(t.id, id), eq(t.companyId, auth.company.id))).returning()) as Row[];
    const after = service.toRecord(updated, auth);
    await writeAudit(tx, auth, {
      entity: service.resource.name, entityId: id, action: 'update',
      changes: {
        status: { from, to: outcome.status },
        assigneeId: { from: holder, to: outcome.assigneeId },
        assignedAt: { from: row.assignedAt ?? null, to: after.assignedAt ?? null },
        ...(outcome.entry.note ? { note: { from: null, to: outcome.entry.note } } : {}),
      },
    });
    return after;
  });
}
