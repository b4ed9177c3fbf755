import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { CollaboratorFilters, StatusFilter } from '../team/list/ListFilters';

/** What the builder shows, all in the URL (`?cols=lastName,gender&group=gender&unit=…&sub=1&where=gender&is=F&asOf=2025-01-31`): a view to share. */
export interface BuilderState {
  columns: string[];
  filters: CollaboratorFilters;
  /** one more condition: a field equal to a value (what a group's drill-down sets) */
  where?: { field: string; value: string };
  groupBy?: string;
  /** the unit filter means the unit and its sub-units (`sub=1`), as the demographics report counts a unit */
  subUnits: boolean;
  /** yyyy-mm-dd: the people employed on that day, as the demographics report counts them (its drill-downs set it) */
  asOf?: string;
  sort?: { field: string; order: 'asc' | 'desc' };
  page: number;
  pageSize: number;
}

export const DEFAULT_BUILDER_COLUMNS = ['lastName', 'firstName', 'numberOfDocument', 'mainBranch', 'position'];
const STATUSES: StatusFilter[] = ['active', 'inactive', 'all'];
const FIELD = /^[A-Za-z][A-Za-z0-9_]{0,59}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function useBuilderState(): [BuilderState, (next: Partial<BuilderState>) => void] {
  const [params, setParams] = useSearchParams();
  const state = useMemo<BuilderState>(() => {
    const cols = (params.get('cols') ?? '').split(',').filter((c) => FIELD.test(c));
    const status = params.get('status') as StatusFilter | null;
    const where = params.get('where');
    const sort = params.get('sort');
    return {
      columns: cols.length ? cols : DEFAULT_BUILDER_COLUMNS,
      filters: {
        q: params.get('q') || undefined, mainBranch: params.get('unit') || undefined, position: params.get('position') || undefined,
        status: status && STATUSES.includes(status) ? status : 'active',
      },
      where: where && FIELD.test(where) && params.has('is') ? { field: where, value: params.get('is')! } : undefined,
      groupBy: FIELD.test(params.get('group') ?? '') ? params.get('group')! : undefined,
      subUnits: params.get('sub') === '1',
      asOf: DAY.test(params.get('asOf') ?? '') ? params.get('asOf')! : undefined,
      sort: sort && FIELD.test(sort.replace(/^-/, '')) ? { field: sort.replace(/^-/, ''), order: sort.startsWith('-') ? 'desc' : 'asc' } : undefined,
      page: Math.max(1, Number(params.get('page')) || 1),
      pageSize: [20, 50, 100].includes(Number(params.get('size'))) ? Number(params.get('size')) : 20,
    };
  }, [params]);
  const apply = (next: Partial<BuilderState>) => {
    const m = { ...state, ...next };
    const out = new URLSearchParams();
    const put = (k: string, v: string | undefined) => { if (v) out.set(k, v); };
    put('cols', m.columns.join(','));
    put('q', m.filters.q);
    put('unit', m.filters.mainBranch);
    put('sub', m.subUnits && m.filters.mainBranch ? '1' : undefined);
    put('position', m.filters.position);
    put('asOf', m.asOf);
    put('status', m.filters.status !== 'active' ? m.filters.status : undefined);
    if (m.where) { out.set('where', m.where.field); out.set('is', m.where.value); }
    put('group', m.groupBy);
    put('sort', m.sort ? `${m.sort.order === 'desc' ? '-' : ''}${m.sort.field}` : undefined);
    // anything but paging starts on the first page again
    put('page', 'page' in next && m.page > 1 ? String(m.page) : undefined);
    put('size', m.pageSize !== 20 ? String(m.pageSize) : undefined);
    setParams(out, { replace: true });
  };
  return [state, apply];
}
