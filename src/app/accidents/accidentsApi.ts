import type { AccidentReport } from '../../shared/accidents/report';
import { request } from '../providers/http';

export type { AccidentFigures, AccidentReport } from '../../shared/accidents/report';

export interface ReportQuery { from: string; to: string; unit?: string }

export const loadAccidentReport = (q: ReportQuery) => request<AccidentReport>('/accidents/report', { method: 'POST', body: q });

/**
 * The register list (/accidents) filtered like a figure of the report, in the list's URL (Refine's
 * syncWithLocation format): the period as instants, and the unit or type when the figure is one's.
 */
export function registerHref(q: { from: string; to: string; unit?: string; type?: string }): string {
  const filters: { field: string; operator: string; value: string | string[] }[] = [
    { field: 'occurredAt', operator: 'between', value: [`${q.from}T00:00:00.000Z`, `${q.to}T23:59:59.999Z`] },
  ];
  if (q.unit) filters.push({ field: 'unit', operator: 'eq', value: q.unit });
  if (q.type) filters.push({ field: 'type', operator: 'in', value: [q.type] });
  const parts = filters.flatMap((f, i) => {
    const at = `filters[${i}]`;
    const values = Array.isArray(f.value) ? f.value.map((v, j) => [`${at}[value][${j}]`, v]) : [[`${at}[value]`, f.value]];
    return [[`${at}[field]`, f.field], [`${at}[operator]`, f.operator], ...values];
  });
  return `/accidents?${parts.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&')}`;
}

/** The last day of a month `YYYY-MM`. */
export const monthEnd = (month: string): string => {
  const [y, m] = month.split('-').map(Number);
  return `${month}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
};
