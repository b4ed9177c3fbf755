import type { ReportExportBody } from '../../shared/apiSchemas/reports';
import type { DetailedRow } from '../../shared/reports';
import { request } from '../providers/http';

/** Shapes of src/server/areas/reports answers. */
/** the request body (src/shared/apiSchemas/reports), with the filters the pages always send */
export type ReportFilters = NonNullable<ReportExportBody['filters']>;
export type ReportQuery = ReportExportBody & { filters: ReportFilters };

export type { DetailedRow, LocalBreak, LocalPair } from '../../shared/reports';

export const GENERAL_COLUMNS = ['plannedDays', 'workedDays', 'absences', 'leaveDays', 'lateCount', 'lateMinutes', 'earlyDepartureMinutes', 'workedMinutes', 'extraMinutes', 'breakMinutes', 'nightMinutes', 'plannedMinutes', 'manualCount'] as const;
export const SHIFTS_COLUMNS = ['plannedShifts', 'restDays', 'daysWithoutShift', 'workedDays', 'workedWithoutShift', 'absences', 'leaveDays', 'plannedMinutes', 'workedMinutes', 'differenceMinutes', 'extraMinutes'] as const;
/** columns holding minutes (shown as hours:minutes) */
export const MINUTE_COLUMNS = new Set<string>(['lateMinutes', 'earlyDepartureMinutes', 'workedMinutes', 'extraMinutes', 'breakMinutes', 'nightMinutes', 'plannedMinutes', 'differenceMinutes']);

export type SummaryRow = { userId: string; name: string; numberOfDocument: string | null; branchName: string | null } & Record<string, number>;
export interface SummaryPage { rows: SummaryRow[]; totals: Record<string, number>; count: number }
export type ReportKind = 'detailed' | 'general' | 'shifts';

const PATHS: Record<ReportKind, string> = { detailed: '/reports/workdays/detailed', general: '/reports/workdays/general', shifts: '/reports/shifts' };

export const loadDetailed = (q: ReportQuery, limit: number, offset: number) =>
  request<{ rows: DetailedRow[]; count: number }>(PATHS.detailed, { method: 'POST', body: { ...q, limit, offset } });

export const loadSummary = (kind: 'general' | 'shifts', q: ReportQuery, limit: number, offset: number) =>
  request<SummaryPage>(PATHS[kind], { method: 'POST', body: { ...q, limit, offset } });

export const startExport = (kind: ReportKind, q: ReportQuery) =>
  request<{ jobId: string; total: number }>(`${PATHS[kind]}/export`, { method: 'POST', body: q });

/** The finished export file, as a Blob with the name the server gives it. */
export async function downloadExport(jobId: string): Promise<{ blob: Blob; fileName: string }> {
  const res = await request<Response>(`/reports/exports/${jobId}/download`, { raw: true });
  const disposition = res.headers.get('content-disposition') ?? '';
  const star = /filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1];
  const fileName = star ? decodeURIComponent(star) : (/filename="([^"]+)"/.exec(disposition)?.[1] ?? `${jobId}.xlsx`);
  return { blob: await res.blob(), fileName };
}

export interface PersonOption { id: string; firstName: string; lastName: string; numberOfDocument?: string | null }
export const searchPeople = async (q: string, branch?: string) =>
  (await request<{ users: PersonOption[] }>('/users/getUserList', {
    method: 'POST',
    body: { limit: 20, q: q || undefined, filters: branch ? { mainBranch: branch } : undefined, sort: [{ field: 'firstName', order: 'asc' }] },
  })).users;

/** "7:05": whole minutes as hours:minutes (a signed difference keeps its sign). */
export function hoursMinutes(minutes: number): string {
  const sign = minutes < 0 ? '−' : '';
  const m = Math.abs(Math.round(minutes));
  return `${sign}${Math.floor(m / 60)}:${String(m % 60).padStart(2, '0')}`;
}
