import type { NoveltyType, NoveltyUnit } from '../../shared/novelties';
import { request } from '../providers/http';

export interface PeriodSummary {
  period: string;
  open: number;
  sent: number;
  byType: { type: NoveltyType; unit: NoveltyUnit; count: number; total: number }[];
}

/** The period's actions beyond the generic CRUD (src/server/areas/novelties, docs/api/novelties.md). */
export const noveltiesApi = {
  generate: (period: string) =>
    request<{ created: number; updated: number; removed: number; unchanged: number }>('/novelties/generate', { method: 'POST', body: { period } }),
  send: (period: string) => request<{ sent: number }>('/novelties/send', { method: 'POST', body: { period } }),
  reopen: (period: string) => request<{ reopened: number }>('/novelties/reopen', { method: 'POST', body: { period } }),
};
