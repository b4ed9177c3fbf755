import { useCustom } from '@refinedev/core';
import { useEffect, useState } from 'react';
import { retryServerErrors } from '../engine/query/retry';
import type { AdminRecord } from '../../shared/admins/admin';
import { ADMIN_TABLE_URL } from './adminApi';

export interface AdminTableState {
  page: number;
  pageSize: number;
  q: string;
  role?: string;
  sort?: { field: string; order: 'asc' | 'desc' };
}

/** Wait this long after the last keystroke before asking the server (one request per pause, not per letter). */
const SEARCH_DEBOUNCE_MS = 300;

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** One page of GET /users/admin/getAdminTable for the table's state (search, role, sort and page on the server). */
export function useAdminTable(state: AdminTableState) {
  const q = useDebounced(state.q.trim(), SEARCH_DEBOUNCE_MS);
  const query: Record<string, string> = { skip: String((state.page - 1) * state.pageSize), limit: String(state.pageSize) };
  if (q) query.q = q;
  if (state.role) query.filters = JSON.stringify({ role: state.role });
  if (state.sort) query.sort = `${state.sort.field}:${state.sort.order}`;
  const { query: request, result } = useCustom<{ admins: AdminRecord[]; count: number }>({
    url: ADMIN_TABLE_URL,
    method: 'get',
    config: { query },
    errorNotification: false,
    queryOptions: { retry: retryServerErrors, placeholderData: (previous) => previous },
  });
  return {
    rows: result.data?.admins ?? [],
    count: result.data?.count ?? 0,
    loading: request.isFetching,
    error: request.error,
    refetch: request.refetch,
  };
}
