import { useCallback, useEffect, useState } from 'react';
import { request } from '../providers/http';

export interface Holder {
  id: string;
  firstName: string;
  lastName: string;
  numberOfDocument?: string | null;
  position?: string | null;
  mainBranch?: string | null;
  imageUrl?: string | null;
}

const PAGE = 50;

/**
 * The active collaborators holding a position: POST /users/getFiltered with filters.position.in = the spellings the
 * tree counted for it (so the list and the box's number agree), by last name, 50 at a time.
 */
export function usePositionHolders(spellings: readonly string[] | undefined, enabled: boolean) {
  const [rows, setRows] = useState<Holder[]>([]);
  const [count, setCount] = useState(0);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [page, setPage] = useState(0);
  const key = JSON.stringify(spellings ?? []);

  // a different position starts again from its first page
  useEffect(() => {
    setRows([]);
    setCount(0);
    setPage(0);
    setError(null);
  }, [key]);

  useEffect(() => {
    const values = JSON.parse(key) as string[];
    if (!enabled || values.length === 0) return undefined;
    const controller = new AbortController();
    setLoading(true);
    request<{ users: Holder[]; count: number }>('/users/getFiltered', {
      method: 'POST',
      body: { filters: { position: { in: values } }, sort: [{ field: 'lastName', order: 'asc' }], skip: page * PAGE, limit: PAGE },
      signal: controller.signal,
    })
      .then((answer) => {
        setRows((before) => (page === 0 ? answer.users : [...before, ...answer.users]));
        setCount(answer.count);
        setError(null);
      })
      .catch((err: { message?: string; name?: string }) => {
        if (err?.name !== 'AbortError') setError(err?.message ?? 'error');
      })
      .finally(() => !controller.signal.aborted && setLoading(false));
    return () => controller.abort();
  }, [key, page, enabled]);

  const more = useCallback(() => setPage((p) => p + 1), []);
  return { rows, count, loading, error, hasMore: rows.length < count, more };
}
