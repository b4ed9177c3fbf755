import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';

const isDate = (v: string | null): v is string => !!v && /^\d{4}-\d{2}-\d{2}$/.test(v);
const isUuid = (v: string | null): v is string => !!v && /^[0-9a-f-]{36}$/i.test(v);
const STATUSES = ['open', 'in_progress', 'done', 'cancelled'];

/**
 * The filters of the work-order reports, kept in the URL so a view can be shared or reloaded:
 * `?q=…&status=open,in_progress&unit=<id>&from=2026-11-01&to=2026-11-30&page=2`.
 */
export interface WoFilters {
  q?: string;
  status: string[];
  unit?: string;
  from?: string;
  to?: string;
  page: number;
  pageSize: number;
}

/** The current month, the default period of the per-collaborator screens. */
export const thisMonth = () => ({ from: dayjs().startOf('month').format('YYYY-MM-DD'), to: dayjs().endOf('month').format('YYYY-MM-DD') });

export function useWoFilters(defaults: { period?: boolean } = {}): [WoFilters, (next: Partial<WoFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const filters = useMemo<WoFilters>(() => {
    const month = thisMonth();
    const from = params.get('from');
    const to = params.get('to');
    return {
      q: params.get('q')?.trim() || undefined,
      status: (params.get('status') ?? '').split(',').filter((s) => STATUSES.includes(s)),
      unit: isUuid(params.get('unit')) ? params.get('unit')! : undefined,
      from: isDate(from) ? from : defaults.period ? month.from : undefined,
      to: isDate(to) ? to : defaults.period ? month.to : undefined,
      page: Math.max(1, Number(params.get('page')) || 1),
      pageSize: [10, 20, 50, 100].includes(Number(params.get('size'))) ? Number(params.get('size')) : 20,
    };
  }, [params, defaults.period]);
  const apply = (next: Partial<WoFilters>) => {
    const merged = { ...filters, ...next };
    const out = new URLSearchParams(params);
    const put = (k: string, v: string | undefined) => (v ? out.set(k, v) : out.delete(k));
    put('q', merged.q);
    put('status', merged.status.join(','));
    put('unit', merged.unit);
    put('from', merged.from);
    put('to', merged.to);
    // a new filter starts on the first page
    put('page', 'page' in next ? (merged.page > 1 ? String(merged.page) : undefined) : undefined);
    put('size', merged.pageSize !== 20 ? String(merged.pageSize) : undefined);
    setParams(out, { replace: true });
  };
  return [filters, apply];
}
