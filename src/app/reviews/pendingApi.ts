import { request } from '../providers/http';
import type { BulkAnswer, Decision } from './reviewApi';

/** One row of POST /reviews/pending/dayoffs/getFiltered (src/server/areas/reviews/pendingDayoffs.ts). */
export interface PendingDayoff {
  kind: 'dayoff';
  id: string;
  userId: string;
  userName: string;
  branchId: string | null;
  branchName: string | null;
  typeId: string;
  typeTitle: string;
  color: string | null;
  from: string;
  to: string;
  days: number;
  comment: string | null;
  createdAt: string;
  /** where it is on its approval flow; null: the default single review */
  approval?: { step: number; steps: number; approvers: string[] } | null;
}

export interface PendingDayoffFilters {
  branch?: string;
  typeId?: string;
  date?: { gte: string; lte: string };
  /** administrators: also requests whose current approval step is someone else's */
  allSteps?: boolean;
}

export interface PendingCounts {
  workdays: number;
  dayoffs: number;
  total: number;
}

export const PENDING_DAYOFFS_URL = '/reviews/pending/dayoffs/getFiltered';
export const PENDING_COUNT_URL = '/reviews/pending/count';

/** Window event telling the menu badge to read the count again (after any decision). */
const CHANGED = 'hr:pending-reviews-changed';
export const pendingChanged = () => window.dispatchEvent(new Event(CHANGED));
export function onPendingChanged(listener: () => void): () => void {
  window.addEventListener(CHANGED, listener);
  return () => window.removeEventListener(CHANGED, listener);
}

/** Absence decisions: POST /dayoffs/addreview with one id (the record) or many (per-id results). */
export const dayoffDecisionApi = {
  decide: (id: string, status: Decision, reason?: string) =>
    request('/dayoffs/addreview', { method: 'POST', body: { id, status, ...(reason !== undefined ? { reason } : {}) } }),
  decideMany: (ids: string[], status: Decision, reason?: string) =>
    request<BulkAnswer>('/dayoffs/addreview', { method: 'POST', body: { ids, status, ...(reason !== undefined ? { reason } : {}) } }),
};
