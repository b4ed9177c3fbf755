import type { RequestStatus, ReviewDecision } from './types';

/** One line of a request's review history: a first decision (REVIEW) or a changed one (REVISION). */
export interface ReviewHistoryEntry {
  kind: 'REVIEW' | 'REVISION';
  from: RequestStatus;
  to: ReviewDecision;
  reviewerId: string;
  reason: string | null;
  /** when, as the caller's clock says (these rules have none) */
  at?: string;
}

export type ReviewRefusal = 'SELF_REVIEW_NOT_ALLOWED' | 'REASON_REQUIRED' | 'DAYOFF_NOT_PENDING';

export type ReviewOutcome =
  | { ok: true; status: ReviewDecision; entry: ReviewHistoryEntry }
  | { ok: false; code: ReviewRefusal; field: 'reviewerId' | 'reason' | 'status' };

export interface ReviewOptions {
  reviewerId: string;
  requesterId: string;
  reason?: string | null;
  /** the reviewer means to change a decision already taken (a new review, never a silent overwrite) */
  revise?: boolean;
  at?: string;
}

/**
 * A decision on a request. PENDING → APPROVED or REJECTED; a rejection needs a reason. Nobody decides their own
 * request (spec §5, §8). A decided request gets a new decision only as an explicit revision (`revise`), which
 * must change the status and give its reason; without it (two reviewers at once, a double click) the answer is
 * DAYOFF_NOT_PENDING, so a decision is never overwritten silently. Returns the new status and the history line.
 */
export function reviewTransition(current: RequestStatus, decision: ReviewDecision, opts: ReviewOptions): ReviewOutcome {
  if (opts.reviewerId === opts.requesterId) return { ok: false, code: 'SELF_REVIEW_NOT_ALLOWED', field: 'reviewerId' };
  const reason = opts.reason?.trim() || null;
  const revision = current !== 'PENDING';
  if (revision && (!opts.revise || current === decision)) return { ok: false, code: 'DAYOFF_NOT_PENDING', field: 'status' };
  if (!reason && (decision === 'REJECTED' || revision)) return { ok: false, code: 'REASON_REQUIRED', field: 'reason' };
  const entry: ReviewHistoryEntry = { kind: revision ? 'REVISION' : 'REVIEW', from: current, to: decision, reviewerId: opts.reviewerId, reason };
  if (opts.at) entry.at = opts.at;
  return { ok: true, status: decision, entry };
}
