import { request } from '../providers/http';

/** Shapes of src/server/areas/reports/dayoffsRoutes.ts (docs/api/reports.md, absences section). */
export type GroupBy = 'reason' | 'unit' | 'person';
export type RequestStatus = 'PENDING' | 'APPROVED' | 'REJECTED';

export interface AbsencesQuery {
  from: string;
  to: string;
  branchIds?: string[];
  typeIds?: string[];
  status: RequestStatus;
  groupBy: GroupBy;
}

export interface GroupRow { key: string | null; label: string | null; color?: string | null; branchName?: string | null; requests: number; people: number; days: number; hours: number }
export interface GroupPage { rows: GroupRow[]; totals: Omit<GroupRow, 'key' | 'label'>; count: number }
export interface BradfordRow { userId: string; name: string; branchName: string | null; spells: number; days: number; factor: number }

export const loadGroups = (q: AbsencesQuery, skip: number, limit: number) =>
  request<GroupPage>('/reports/dayoffs', { method: 'POST', body: { ...q, skip, limit } });

export const loadBradford = ({ groupBy: _g, status: _s, ...q }: AbsencesQuery, skip: number, limit: number) =>
  request<{ rows: BradfordRow[]; count: number }>('/reports/dayoffs/bradford', { method: 'POST', body: { ...q, skip, limit } });

export const startDayoffsExport = (q: AbsencesQuery) =>
  request<{ jobId: string; total: number }>('/reports/dayoffs/export', { method: 'POST', body: q });

/** The finished export file, as a Blob with the name the server gives it. */
export async function downloadDayoffsExport(jobId: string): Promise<{ blob: Blob; fileName: string }> {
  const res = await request<Response>(`/reports/dayoffs/exports/${jobId}/download`, { raw: true });
  const disposition = res.headers.get('content-disposition') ?? '';
  const star = /filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1];
  const fileName = star ? decodeURIComponent(star) : (/filename="([^"]+)"/.exec(disposition)?.[1] ?? `${jobId}.xlsx`);
  return { blob: await res.blob(), fileName };
}

export interface ReasonOption { id: string; title: string; color?: string }
export const loadReasons = async () =>
  (await request<{ typesOfDayoff: ReasonOption[] }>('/companies/typesOfDayoff', { query: { limit: 500 } })).typesOfDayoff;
