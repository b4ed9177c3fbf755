import { request } from '../providers/http';

/** Shape of GET /api/dayoffs/timeline (src/server/areas/timeline, docs/api/absences.md). */
export interface TimelineRequest {
  id: string;
  typeId: string;
  typeTitle: string;
  color: string | null;
  from: string;
  to: string;
  partial: { startTime: string; endTime: string } | null;
  status: 'PENDING' | 'APPROVED';
  days: number | null;
}
export interface TimelinePerson { id: string; name: string; branchId: string | null; branchName: string | null; requests: TimelineRequest[] }
export interface TimelineSpecialDay { id: string; name: string; branches: string[]; dates: string[] }
export interface Timeline { people: TimelinePerson[]; specialDays: TimelineSpecialDay[]; count: number }

export const loadTimeline = (q: { from: string; to: string; branchId?: string; skip: number; limit: number }) =>
  request<Timeline>('/dayoffs/timeline', { query: q });
