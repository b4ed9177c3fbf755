import { useCustom } from '@refinedev/core';
import { Badge, Tooltip } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { onPendingChanged, PENDING_COUNT_URL, type PendingCounts } from './pendingApi';

const EVERY_MINUTE = 60_000;

/**
 * The "Reviews and approvals" menu badge: pending items the caller may decide (GET /reviews/pending/count), read
 * every minute and again after each decision. Nothing shows at 0.
 */
export default function PendingCountBadge() {
  const { t } = useTranslation();
  const { query, result } = useCustom<PendingCounts>({
    url: PENDING_COUNT_URL,
    method: 'get',
    queryOptions: { refetchInterval: EVERY_MINUTE },
    errorNotification: false,
  });
  const { refetch } = query;
  useEffect(() => onPendingChanged(() => void refetch()), [refetch]);
  const counts = result.data as PendingCounts | undefined;
  if (!counts?.total) return null;
  return (
    <Tooltip title={t('approvals.badge', { workdays: counts.workdays, dayoffs: counts.dayoffs })}>
      <Badge count={counts.total} size="small" overflowCount={999} style={{ marginInlineStart: 8 }} data-testid="approvals-badge" />
    </Tooltip>
  );
}
