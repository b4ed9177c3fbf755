import dayjs from 'dayjs';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export type ListKind = 'presences' | 'absences' | 'late';
const LISTS: readonly ListKind[] = ['presences', 'absences', 'late'];
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The dashboard's filters live in the URL (`?date=YYYY-MM-DD&branch=<unit>&list=presences`) so a reload, the back
 * button or a shared link shows the same numbers; no date = today (the browser's date).
 */
export function useDashboardFilters() {
  const [params, setParams] = useSearchParams();
  const rawDate = params.get('date') ?? '';
  const date = DATE_RE.test(rawDate) && dayjs(rawDate).isValid() ? rawDate : dayjs().format('YYYY-MM-DD');
  const branch = params.get('branch') || undefined;
  const rawList = params.get('list') as ListKind | null;
  const list = rawList && LISTS.includes(rawList) ? rawList : undefined;
  const update = useCallback((patch: Record<string, string | undefined>) => {
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      for (const [k, v] of Object.entries(patch)) if (v) next.set(k, v); else next.delete(k);
      return next;
    }, { replace: true });
  }, [setParams]);
  return {
    date,
    branch,
    list,
    setDate: (d: string | undefined) => update({ date: d }),
    setBranch: (b: string | undefined) => update({ branch: b }),
    openList: (l: ListKind | undefined) => update({ list: l }),
  };
}
