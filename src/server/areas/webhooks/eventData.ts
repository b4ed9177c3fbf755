/**
 * What an event says about its record: enough for a receiver to act without calling back (ids, names, dates,
 * status), never secrets, hashes or special-category data (health, biometrics). docs/api/webhooks.md lists each.
 */
type Rec = Record<string, unknown>;

const pick = (r: Rec, keys: readonly string[]): Rec => Object.fromEntries(keys.map((k) => [k, r[k] instanceof Date ? (r[k] as Date).toISOString() : (r[k] ?? null)]));

const COLLABORATOR_FIELDS = [
  'id', 'username', 'email', 'firstName', 'lastName', 'typeOfDocument', 'numberOfDocument', 'externalId', 'position', 'mainBranch',
  'phone', 'contractStartDate', 'contractEndDate', 'typeOfContract', 'active', 'leaveDate', 'typeOfLeave',
] as const;

/** A collaborator as events carry them; `changed` names the fields an update changed. */
export function collaboratorData(record: Rec, changed?: string[]): Rec {
  return { ...pick(record, COLLABORATOR_FIELDS), ...(changed ? { changed } : {}) };
}

const ABSENCE_FIELDS = ['id', 'userId', 'typeId', 'from', 'to', 'partial', 'days', 'status', 'branch'] as const;

/** An absence request; a decided one adds who decided, when and why. */
export function absenceData(record: Rec): Rec {
  const review = (record.review ?? null) as { reviewerId?: string; reason?: string | null; at?: string } | null;
  return { ...pick(record, ABSENCE_FIELDS), ...(review ? { review: { reviewerId: review.reviewerId ?? null, reason: review.reason ?? null, at: review.at ?? null } } : {}) };
}

const WORKDAY_FIELDS = ['id', 'userId', 'date', 'state', 'clocks', 'breaks', 'totals', 'manual'] as const;

/** A workday corrected by hand: made, changed or deleted (`change`). */
export function workdayData(record: object, change: 'created' | 'updated' | 'deleted'): Rec {
  return { ...pick(record as Rec, WORKDAY_FIELDS), change };
}

/** Marks per `mark.received` event: a large upload becomes several events of this many. */
export const MARKS_PER_EVENT = 500;

interface MarkFacts { id: string; clientId: string; userId: string; at: Date; type: string; source: string; device?: string | null; workOrderId?: string | null }

/** The marks one request or clock upload stored, as `mark.received` events of up to MARKS_PER_EVENT marks. */
export function markBatches(marks: MarkFacts[]): Rec[] {
  const out: Rec[] = [];
  for (let i = 0; i < marks.length; i += MARKS_PER_EVENT) {
    const chunk = marks.slice(i, i + MARKS_PER_EVENT);
    out.push({
      count: chunk.length,
      marks: chunk.map((m) => ({ id: m.id, clientId: m.clientId, userId: m.userId, at: m.at.toISOString(), type: m.type, source: m.source, device: m.device ?? null, workOrderId: m.workOrderId ?? null })),
    });
  }
  return out;
}
