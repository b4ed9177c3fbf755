import { Alert, Badge, Space, Tabs, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../team/PageFrame';
import type { ReviewStatus } from './reviewApi';
import { ReviewFilterBar } from './ReviewFilterBar';
import { ReviewTable } from './ReviewTable';
import { useReviewDecisions } from './useReviewDecisions';
import { useReviewQuery } from './useReviewQuery';
import { useAllowed } from '../shell/access/useAllowed';

type Tab = ReviewStatus | 'ALL';
const TABS: Tab[] = ['PENDING', 'APPROVED', 'REJECTED', 'ALL'];
const BADGE: Record<Tab, string> = { PENDING: '#faad14', APPROVED: '#52c41a', REJECTED: '#ff4d4f', ALL: '#8c8c8c' };

/**
 * /error-reports: every error report of the caller's units by status (tabs with their totals under the current
 * filters), with the decision, who took it and when, and the reason. Pending ones can still be decided here.
 */
export default function ErrorReportsPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('PENDING');
  const list = useReviewQuery({ status: tab === 'ALL' ? undefined : tab, sort: tab === 'APPROVED' || tab === 'REJECTED' ? { field: 'reviewedAt', order: 'desc' } : undefined });
  const canDecide = useAllowed('error-reports', 'edit');
  const { refetch } = list;
  const done = useCallback(() => void refetch(), [refetch]);
  const decisions = useReviewDecisions(done);

  useEffect(() => {
    document.title = `${t('reviews.reports.title')} | HR Admin`;
  }, [t]);

  const counts = list.counts;
  const total = (k: Tab) => (counts ? (k === 'ALL' ? counts.PENDING + counts.APPROVED + counts.REJECTED : counts[k]) : undefined);

  return (
    <PageFrame title={t('reviews.reports.title')}>
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Text type="secondary">{t('reviews.reports.intro')}</Typography.Text>
        <ReviewFilterBar value={list.filters} onChange={list.setFilters} />
        <Tabs
          activeKey={tab}
          onChange={(k) => setTab(k as Tab)}
          data-testid="status-tabs"
          items={TABS.map((k) => ({
            key: k,
            label: (
              <Space size={6} data-testid={`tab-${k}`}>
                {t(`reviews.tabs.${k}`)}
                {total(k) !== undefined ? <Badge count={total(k)} showZero overflowCount={99999} color={BADGE[k]} /> : null}
              </Space>
            ),
          }))}
          style={{ marginBottom: -8 }}
        />
        {list.error ? <Alert type="error" showIcon message={t('reviews.loadError')} description={list.error.message} /> : null}
        <ReviewTable
          testId="review-reports"
          decided
          reviews={list.reviews}
          count={list.count}
          loading={list.loading}
          page={list.page}
          onPage={list.setPage}
          actions={canDecide ? { onApprove: decisions.approve, onReject: (r) => decisions.reject([r]), busyId: decisions.busyId } : undefined}
          empty={Object.values(list.filters).some(Boolean) ? t('reviews.empty.filtered') : t(`reviews.empty.${tab}`)}
        />
      </Space>
      {decisions.modal}
    </PageFrame>
  );
}
