import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Popconfirm, Space, Tag, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageFrame } from '../team/PageFrame';
import { ReviewFilterBar } from './ReviewFilterBar';
import { ReviewTable } from './ReviewTable';
import { useReviewDecisions } from './useReviewDecisions';
import { useReviewQuery } from './useReviewQuery';
import { useAllowed } from '../shell/access/useAllowed';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * /team/marks-review: the queue of PENDING error reports of the caller's units. Filter, approve or reject one
 * (rejecting asks a reason), select several and approve or reject them at once, or open the person's daily record
 * on that date to correct the workday. `?review=<id>` (the link of a review's notices) shows that one review,
 * whatever its status, with a way back to the whole queue.
 */
export default function MarksReviewPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get('review');
  const only = asked && UUID.test(asked) ? asked : undefined;
  const list = useReviewQuery(only ? { id: only } : { status: 'PENDING' });
  const [selected, setSelected] = useState<string[]>([]);
  const canDecide = useAllowed('marks-review', 'edit');
  const { refetch } = list;
  const done = useCallback(() => {
    setSelected([]);
    void refetch();
  }, [refetch]);
  const decisions = useReviewDecisions(done);

  useEffect(() => {
    document.title = `${t('reviews.queue.title')} | HR Admin`;
  }, [t]);

  return (
    <PageFrame
      title={
        <Space size={12} wrap>
          {t('reviews.queue.title')}
          {!only && list.count !== undefined ? <Tag color="gold" data-testid="pending-count">{t('reviews.queue.count', { count: list.count })}</Tag> : null}
        </Space>
      }
    >
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Text type="secondary">{t('reviews.queue.intro')}</Typography.Text>
        {only ? (
          <Alert
            type="info"
            showIcon
            data-testid="review-one"
            message={t('reviews.queue.one')}
            action={<Button size="small" onClick={() => setParams({})} data-testid="review-show-all">{t('reviews.queue.showAll')}</Button>}
          />
        ) : (
          <ReviewFilterBar value={list.filters} onChange={list.setFilters} />
        )}
        {list.error ? <Alert type="error" showIcon message={t('reviews.loadError')} description={list.error.message} /> : null}
        {canDecide && selected.length ? (
          <Flex align="center" gap={12} wrap style={{ padding: '8px 12px', background: 'rgba(22,119,255,0.06)', borderRadius: 8 }} data-testid="bulk-bar">
            <Typography.Text strong>{t('reviews.bulk.selected', { count: selected.length })}</Typography.Text>
            <Popconfirm
              title={t('reviews.bulk.confirm', { count: selected.length })}
              okText={t('reviews.actions.approve')}
              cancelText={t('common.buttons.cancel')}
              onConfirm={() => decisions.approveMany(selected)}
            >
              <Button type="primary" icon={<CheckOutlined />} loading={decisions.bulkBusy} data-testid="bulk-approve">
                {t('reviews.bulk.approve')}
              </Button>
            </Popconfirm>
            <Button danger icon={<CloseOutlined />} disabled={decisions.bulkBusy} onClick={() => decisions.reject(selected)} data-testid="bulk-reject">
              {t('reviews.bulk.reject')}
            </Button>
            <Button type="link" onClick={() => setSelected([])}>{t('reviews.bulk.clear')}</Button>
          </Flex>
        ) : null}
        <ReviewTable
          testId="review-queue"
          reviews={list.reviews}
          decided={Boolean(only)}
          count={list.count}
          loading={list.loading}
          page={list.page}
          onPage={list.setPage}
          actions={canDecide ? { onApprove: decisions.approve, onReject: (r) => decisions.reject([r]), busyId: decisions.busyId } : undefined}
          selection={canDecide ? { selected, onChange: setSelected } : undefined}
          empty={only ? t('reviews.queue.oneMissing') : Object.values(list.filters).some(Boolean) ? t('reviews.empty.filtered') : t('reviews.empty.pending')}
        />
      </Space>
      {decisions.modal}
    </PageFrame>
  );
}
