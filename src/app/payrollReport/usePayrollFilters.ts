import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** /nomine's filters, kept in the URL (`?period=2026-11&unit=<id>&q=…&page=2`) so a view can be shared or reloaded. */
export interface PayrollFilters { period: string; unit?: string; q?: string; page: number; pageSize: number }

const PERIOD = /^\d{4}-(0[1-9]|1[0-2])$/;
const UUID = /^[0-9a-f-]{36}$/i;

export function usePayrollFilters(): [PayrollFilters, (next: Partial<PayrollFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const filters = useMemo<PayrollFilters>(() => {
    const period = params.get('period') ?? '';
    const unit = params.get('unit') ?? '';
    return {
      // the current month by default: what goes to payroll this month
      period: PERIOD.test(period) ? period : dayjs().format('YYYY-MM'),
      unit: UUID.test(unit) ? unit : undefined,
      q: params.get('q')?.trim() || undefined,
      page: Math.max(1, Number(params.get('page')) || 1),
      pageSize: [20, 50, 100].includes(Number(params.get('size'))) ? Number(params.get('size')) : 50,
    };
  }, [params]);
  const apply = (next: Partial<PayrollFilters>) => {
    const merged = { ...filters, ...next };
    const out = new URLSearchParams(params);
    const put = (k: string, v: string | undefined) => (v ? out.set(k, v) : out.delete(k));
    put('period', merged.period);
    put('unit', merged.unit);
    put('q', merged.q);
    // a new filter starts on the first page
    put('page', 'page' in next && merged.page > 1 ? String(merged.page) : undefined);
    put('size', merged.pageSize !== 50 ? String(merged.pageSize) : undefined);
    setParams(out, { replace: true });
  };
  return [filters, apply];
}
