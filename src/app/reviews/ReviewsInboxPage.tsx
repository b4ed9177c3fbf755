import { Alert, Card, Col, Row, Segmented, Space, Tag, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../shell/session/useSession';
import { ReviewTable } from './ReviewTable';
import { useReviewDecisions } from './useReviewDecisions';
import { useReviewQuery } from './useReviewQuery';
import { useAllowed } from '../shell/access/useAllowed';

const PAGE = 10;

/**
 * /reviews-approvals: the caller's approvals inbox — what waits for them (pending error reports of their units,
 * oldest workday first, quick approve or reject) and what was decided lately (by anybody, or only by them).
 */
export default function ReviewsInboxPage() {
  const { t } = useTranslation();
  const session = useSession();
  const [whose, setWhose] = useState<'all' | 'mine'>('all');
  const pending = useReviewQuery({ status: 'PENDING', sort: { field: 'date', order: 'asc' }, pageSize: PAGE });
  const decided = useReviewQuery({
    status: ['APPROVED', 'REJECTED'], sort: { field: 'reviewedAt', order: 'desc' }, pageSize: PAGE,
    reviewedBy: whose === 'mine' ? session?.user?.id : undefined,
  });
  const canDecide = useAllowed('reviews-approvals', 'edit');
  const refetchPending = pending.refetch;
  const refetchDecided = decided.refetch;
  const done = useCallback(() => {
    void refetchPending();
    void refetchDecided();
  }, [refetchPending, refetchDecided]);
  const decisions = useReviewDecisions(done);

  useEffect(() => {
    document.title = `${t('reviews.inbox.title')} | HR Admin`;
  }, [t]);

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={4} style={{ margin: 0 }}>{t('reviews.inbox.title')}</Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={24} xxl={13}>
          <Card
            title={
              <Space size={10}>
                {t('reviews.inbox.pending')}
                {pending.count !== undefined ? <Tag color="gold" data-testid="inbox-pending-count">{pending.count}</Tag> : null}
              </Space>
            }
            extra={<Link to="/team/marks-review">{t('reviews.inbox.openQueue')}</Link>}
          >
            {pending.error ? <Alert type="error" showIcon message={t('reviews.loadError')} description={pending.error.message} /> : null}
            <ReviewTable
              testId="inbox-pending"
              compact
              reviews={pending.reviews}
              count={pending.count}
              loading={pending.loading}
              page={pending.page}
              onPage={pending.setPage}
              actions={canDecide ? { onApprove: decisions.approve, onReject: (r) => decisions.reject([r]), busyId: decisions.busyId } : undefined}
              empty={t('reviews.empty.inbox')}
            />
          </Card>
        </Col>
        <Col xs={24} xxl={11}>
          <Card
            title={t('reviews.inbox.history')}
            extra={
              <Segmented
                size="small"
                value={whose}
                onChange={(v) => setWhose(v as 'all' | 'mine')}
                options={[{ value: 'all', label: t('reviews.inbox.everybody') }, { value: 'mine', label: t('reviews.inbox.mine') }]}
              />
            }
          >
            {decided.error ? <Alert type="error" showIcon message={t('reviews.loadError')} description={decided.error.message} /> : null}
            <ReviewTable
              testId="inbox-history"
              compact
              decided
              reviews={decided.reviews}
              count={decided.count}
              loading={decided.loading}
              page={decided.page}
              onPage={decided.setPage}
              empty={t('reviews.empty.history')}
            />
          </Card>
        </Col>
      </Row>
      {decisions.modal}
    </Space>
  );
}
