import { and, eq } from 'drizzle-orm';
import { isPostStatus, postMoveBetween, type PostStatus } from '../../../shared/communication/postStates';
import type { Locale } from '../../../shared/i18n/locales';
import type { AuthContext } from '../../auth/authContext';
import { writeAudit } from '../../audit/auditLog';
import type { Db } from '../../db/client';
import type { ApiRecord } from '../../engine/records';
import type { ResourceService } from '../../engine/resourceService';
import { ApiError, fieldError } from '../../http/apiError';
import { assertAudienceInScope } from './audienceScope';
import { postStatusLabel } from './postTexts';

type Row = Record<string, unknown>;

/**
 * One move of one post in one transaction: the row locked, the shared state machine (409 INVALID_POST_TRANSITION
 * naming both states in the caller's language), then the row and its audit row together. Publishing stamps the
 * publication (a post without a publication date appears at once; with a future one it waits for it); the bin
 * stamps when it went there; restoring makes it a draft again.
 */
export async function movePost(db: Db, auth: AuthContext, scope: ReadonlySet<string> | null, service: ResourceService, id: string, to: PostStatus, locale: Locale, now = new Date()): Promise<ApiRecord> {
  return db.transaction(async (tx) => {
    const row = await service.findRow(tx, auth, null, id, true);
    assertAudienceInScope(service.toRecord(row, auth), scope);
    const from: PostStatus = isPostStatus(row.status) ? row.status : 'DRAFT';
    const move = postMoveBetween(from, to);
    if (!move) {
      throw new ApiError(409, 'INVALID_POST_TRANSITION', {
        errors: [fieldError('to', 'INVALID_POST_TRANSITION')],
        values: { from: postStatusLabel(locale, from), to: postStatusLabel(locale, to) },
      });
    }
    const at = now.toISOString();
    const set: Row =
      move === 'publish' ? { status: to, publishedAt: at, binnedAt: null, publishAt: row.publishAt ?? at }
        : move === 'restore' ? { status: to, binnedAt: null, publishedAt: null }
          : { status: to, binnedAt: at };
    const t = service.table;
    const [updated] = (await tx.update(t.table).set({ ...set, updatedAt: now } as never)
      .where(and(eq(t.id, id), eq(t.companyId, auth.company.id))).returning()) as Row[];
    const after = service.toRecord(updated, auth);
    await writeAudit(tx, auth, {
      entity: service.resource.name, entityId: id, action: 'update',
      changes: Object.fromEntries(Object.keys(set).map((k) => [k, { from: row[k] ?? null, to: after[k] ?? null }])),
    });
    return after;
  });
}
