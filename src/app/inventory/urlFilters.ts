import type { CrudFilter } from '@refinedev/core';
import { isArticleStatus, type ArticleStatus } from '../../shared/inventory';

/** The inventory list's filters, as the URL keeps them (`?q=dell&status=ASSIGNED,MANTAINANCE&type=<id>&assignee=<id>`). */
export interface ArticleFilters {
  q?: string;
  status: ArticleStatus[];
  types: string[];
  assignee?: string;
}

const list = (v: string | null) => (v ? v.split(',').map((s) => s.trim()).filter(Boolean) : []);

export function filtersFromUrl(params: URLSearchParams): ArticleFilters {
  return {
    q: params.get('q')?.trim() || undefined,
    status: list(params.get('status')).filter(isArticleStatus),
    types: list(params.get('type')),
    assignee: params.get('assignee') || undefined,
  };
}

/** The same filters written back, keeping other parameters of the URL; empty ones leave no trace. */
export function filtersToUrl(filters: ArticleFilters, current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (key: string, value: string | undefined) => (value ? next.set(key, value) : next.delete(key));
  set('q', filters.q);
  set('status', filters.status.join(','));
  set('type', filters.types.join(','));
  set('assignee', filters.assignee);
  return next;
}

/** Refine filters for the list query (engine operators: `in` for status and type, `eq` for the assignee, `q` search). */
export function toCrudFilters(f: ArticleFilters): CrudFilter[] {
  return [
    { field: 'q', operator: 'contains', value: f.q },
    { field: 'status', operator: 'in', value: f.status.length ? f.status : undefined },
    { field: 'typeId', operator: 'in', value: f.types.length ? f.types : undefined },
    { field: 'assigneeId', operator: 'eq', value: f.assignee },
  ];
}
