import { Alert, Card, Col, Row, Segmented, Space, Switch, Tag, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../shell/session/useSession';
import { ReviewTable } from './ReviewTable';
import { useReviewDecisions } from './useReviewDecisions';
import { useReviewQuery } from './useReviewQuery';
import { useAllowed } from '../shell/access/useAllowed';
import { InboxFilterBar, type InboxFilters, type InboxType } from './InboxFilterBar';
import { pendingChanged } from './pendingApi';
import { PendingDayoffCard } from './PendingDayoffCard';

const PAGE = 10;

/**
 * /reviews-approvals: the caller's approvals inbox — what waits for them (pending absence requests and error reports
 * of their units, oldest first, approve or reject one or many) and what was decided lately (by anybody, or only by
 * them). One filter bar: the kind of item, unit, reason (absences), dates.
 */
export default function ReviewsInboxPage() {
  const { t } = useTranslation();
  const session = useSession();
  const [whose, setWhose] = useState<'all' | 'mine'>('all');
  const [filters, setFilters] = useState<InboxFilters>({ type: 'all' });
  // administrators and owners: also the requests on an approval flow whose current step is someone else's
  const [allSteps, setAllSteps] = useState(false);
  const isAdmin = ['owner', 'provider', 'administrator'].includes(session?.user?.role ?? '');
  const seesDayoffs = useAllowed('dayoffs', 'list');
  const seesWorkdays = useAllowed('marks-review', 'list');
  const types = useMemo<InboxType[]>(() => (seesDayoffs && seesWorkdays ? ['all', 'workdays', 'dayoffs'] : seesDayoffs ? ['dayoffs'] : ['workdays']), [seesDayoffs, seesWorkdays]);
  const pending = useReviewQuery({ status: 'PENDING', sort: { field: 'date', order: 'asc' }, pageSize: PAGE, enabled: seesWorkdays });
  const setPendingFilters = pending.setFilters;
  useEffect(() => {
    // the workday list follows the shared unit and dates (its reason filter does not apply)
    setPendingFilters({ branch: filters.branch, date: filters.date });
  }, [filters.branch, filters.date?.gte, filters.date?.lte]); // eslint-disable-line react-hooks/exhaustive-deps
  const showWorkdays = seesWorkdays && filters.type !== 'dayoffs';
  const showDayoffs = seesDayoffs && filters.type !== 'workdays';
  const decided = useReviewQuery({
    status: ['APPROVED', 'REJECTED'], sort: { field: 'reviewedAt', order: 'desc' }, pageSize: PAGE,
    reviewedBy: whose === 'mine' ? session?.user?.id : undefined, enabled: seesWorkdays,
  });
  const canDecide = useAllowed('marks-review', 'edit');
  const refetchPending = pending.refetch;
  const refetchDecided = decided.refetch;
  const done = useCallback(() => {
    void refetchPending();
    void refetchDecided();
    pendingChanged();
  }, [refetchPending, refetchDecided]);
  const decisions = useReviewDecisions(done);

  useEffect(() => {
    document.title = `${t('reviews.inbox.title')} | HR Admin`;
  }, [t]);

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={4} style={{ margin: 0 }}>{t('reviews.inbox.title')}</Typography.Title>
      <Space wrap>
        <InboxFilterBar value={filters} onChange={setFilters} types={types} />
        {isAdmin && seesDayoffs ? (
          <Space size={6}><Switch size="small" checked={allSteps} onChange={setAllSteps} data-testid="inbox-all-steps" />{t('approvalFlows.inbox.allSteps')}</Space>
        ) : null}
      </Space>
      <Row gutter={[16, 16]}>
        <Col xs={24} xxl={seesWorkdays ? 13 : 24}>
          <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          {showDayoffs ? <PendingDayoffCard filters={{ branch: filters.branch, typeId: filters.typeId, date: filters.date, ...(allSteps && { allSteps }) }} /> : null}
          {showWorkdays ? <Card
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
          </Card> : null}
          </Space>
        </Col>
        {seesWorkdays ? <Col xs={24} xxl={11}>
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
        </Col> : null}
      </Row>
      {decisions.modal}
    </Space>
  );
}
