import type { GeneralConfig, ShiftForDay, WorkdayRecord } from '../../shared/workday';
import type { HistoryBody, ManualWorkdayBody } from '../../shared/apiSchemas/workdays';
import { request } from '../providers/http';

/** A workday as POST /workdays/history/:userId and PATCH /workdays/update answer it (src/server/areas/workdays). */
export type { WorkdayRecord };

export interface RecordPerson {
  id: string;
  firstName: string;
  lastName: string;
  position: string | null;
  numberOfDocument: string | null;
  branchName: string | null;
  active: boolean;
  imageUrl: string | null;
}

export interface WorkdayHistory {
  workdays: WorkdayRecord[];
  count: number;
  shifts: ShiftForDay[];
  user: RecordPerson;
  /** the zone the person's workdays are computed in (their main unit's) */
  timeZone: string;
  config: GeneralConfig;
}

/** the request bodies, declared once with the server */
export type { ManualWorkdayBody };

export interface AuditEntry {
  id: number;
  at: string;
  username: string | null;
  action: 'create' | 'update' | 'delete';
  changes: Record<string, unknown>;
}

export const workdayApi = {
  history: (userId: string, body: HistoryBody) =>
    request<WorkdayHistory>(`/workdays/history/${userId}`, { method: 'POST', body }),
  save: (body: ManualWorkdayBody) => request<WorkdayRecord>('/workdays/update', { method: 'PATCH', body }),
  remove: (id: string) => request<{ id: string }>(`/workdays/${id}`, { method: 'DELETE' }),
  audit: (id: string) => request<{ audit: AuditEntry[]; count: number }>(`/workdays/${id}/audit`),
};
