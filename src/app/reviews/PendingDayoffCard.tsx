import { Alert, Button, Card, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAllowed } from '../shell/access/useAllowed';
import type { PendingDayoffFilters } from './pendingApi';
import { PendingDayoffTable } from './PendingDayoffTable';
import { useDayoffDecisions } from './useDayoffDecisions';
import { usePendingDayoffs } from './usePendingDayoffs';

const PAGE = 10;

/** The inbox's pending absence requests: approve or reject one, or the selected ones at once. */
export function PendingDayoffCard({ filters }: { filters: PendingDayoffFilters }) {
  const { t } = useTranslation();
  const list = usePendingDayoffs(filters, PAGE, true);
  const canDecide = useAllowed('dayoffs', 'edit');
  const [selected, setSelected] = useState<string[]>([]);
  const { refetch } = list;
  const decisions = useDayoffDecisions(() => {
    setSelected([]);
    void refetch();
  });
  const chosen = list.rows.filter((r) => selected.includes(r.id));

  return (
    <Card
      title={
        <Space size={10}>
          {t('approvals.dayoffs.title')}
          {list.count !== undefined ? <Tag color="gold" data-testid="inbox-dayoffs-count">{list.count}</Tag> : null}
        </Space>
      }
      extra={<Link to="/requests">{t('approvals.dayoffs.openList')}</Link>}
    >
      {list.error ? <Alert type="error" showIcon message={t('approvals.loadError')} description={list.error.message} /> : null}
      {canDecide && chosen.length ? (
        <Space style={{ marginBottom: 12 }} wrap data-testid="dayoff-bulk">
          {t('reviews.bulk.selected', { count: chosen.length })}
          <Button size="small" type="primary" onClick={() => void decisions.approve(chosen)} data-testid="dayoff-bulk-approve">{t('reviews.bulk.approve')}</Button>
          <Button size="small" danger onClick={() => decisions.reject(chosen)} data-testid="dayoff-bulk-reject">{t('reviews.bulk.reject')}</Button>
          <Button size="small" type="link" onClick={() => setSelected([])}>{t('reviews.bulk.clear')}</Button>
        </Space>
      ) : null}
      <PendingDayoffTable
        rows={list.rows}
        count={list.count}
        loading={list.loading}
        page={list.page}
        onPage={list.setPage}
        actions={canDecide ? { onApprove: (r) => void decisions.approve([r]), onReject: (r) => decisions.reject([r]), busyId: decisions.busyId } : undefined}
        selection={canDecide ? { selected, onChange: setSelected } : undefined}
        empty={t('approvals.dayoffs.empty')}
      />
      {decisions.modal}
    </Card>
  );
}
