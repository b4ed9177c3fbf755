import { useCustom } from '@refinedev/core';
import { Badge, Tooltip } from 'antd';
import { useEffect } from 'react';
import { onMenuCountsChanged } from './menuCounts';

const EVERY_MINUTE = 60_000;

/**
 * A count beside a menu entry (spec §2: items with something waiting): read every minute and at once when a page
 * says the counts changed (menuCountsChanged). Nothing shows at 0 or while the count cannot be read.
 */
export function CountBadge({ url, method = 'get', query, body, pick, tooltip, testId }: {
  url: string; method?: 'get' | 'post'; query?: Record<string, string | number>; body?: Record<string, unknown>;
  pick: (data: unknown) => number | undefined; tooltip: string; testId: string;
}) {
  const { query: q, result } = useCustom({ url, method, config: { query, payload: body }, queryOptions: { refetchInterval: EVERY_MINUTE }, errorNotification: false });
  const { refetch } = q;
  useEffect(() => onMenuCountsChanged(() => void refetch()), [refetch]);
  const count = pick(result.data);
  if (!count) return null;
  return (
    <Tooltip title={tooltip}>
      <Badge count={count} size="small" overflowCount={999} style={{ marginInlineStart: 8 }} data-testid={testId} />
    </Tooltip>
  );
}
