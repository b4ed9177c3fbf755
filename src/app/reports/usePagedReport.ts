import { notification } from 'antd';
import { useEffect, useState } from 'react';
import type { ApiHttpError } from '../providers/http';

export const PAGE_SIZES = [25, 50, 100, 200];

/**
 * One server-paged report: reloads when the query (as JSON) or the page changes, back to page 1 when the query
 * changes; a late answer to an older request is dropped.
 */
export function usePagedReport<T>(queryKey: string, load: (limit: number, offset: number) => Promise<T>) {
  const [page, setPage] = useState({ current: 1, size: 50 });
  const [data, setData] = useState<T | null>(null);
  const [loading, setLoading] = useState(false);

  useEffect(() => { setPage((p) => ({ ...p, current: 1 })); }, [queryKey]);
  useEffect(() => {
    let live = true;
    setLoading(true);
    load(page.size, (page.current - 1) * page.size)
      .then((d) => { if (live) setData(d); })
      .catch((err: ApiHttpError) => { if (live) notification.error({ message: err.message }); })
      .finally(() => { if (live) setLoading(false); });
    return () => { live = false; };
  }, [queryKey, page]); // eslint-disable-line react-hooks/exhaustive-deps

  return { data, loading, page, setPage };
}
