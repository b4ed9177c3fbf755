import { CheckOutlined, CloseOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';
import { Button, Empty, Space, Table, Tooltip, Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
import dayjs from 'dayjs';
import type { HTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toLocal } from '../../shared/workday';
import { DEFAULT_DATE_FORMAT, DEFAULT_DATETIME_FORMAT, formatDate } from '../engine/render/formatDate';
import { useViewport } from '../layout/useViewport';
import { useSession } from '../shell/session/useSession';
import { formatMinutes } from '../workdays/formatMinutes';
import { recordLink } from './recordLink';
import type { Review } from './reviewApi';
import { ReviewKind, ReviewStatusTag } from './ReviewKind';

export interface ReviewRowActions {
  onApprove: (review: Review) => void;
  onReject: (review: Review) => void;
  /** the review whose decision is on its way (its buttons spin) */
  busyId?: string | null;
}

export interface ReviewTableProps {
  reviews: Review[];
  count?: number;
  loading: boolean;
  page: { current: number; size: number };
  onPage: (page: { current: number; size: number }) => void;
  /** status tag, who decided and when, reason */
  decided?: boolean;
  /** approve / reject buttons on PENDING rows */
  actions?: ReviewRowActions;
  /** row checkboxes (PENDING rows only) */
  selection?: { selected: string[]; onChange: (ids: string[]) => void };
  /** fewer columns (the inbox) */
  compact?: boolean;
  empty: ReactNode;
  testId?: string;
}

/** "08:02 – 16:10 · 8 h 08 min" in the person's time zone. */
function WorkdayTimes({ review }: { review: Review }) {
  const { t } = useTranslation();
  const { workday, timeZone } = review;
  const time = (iso: string | null) => (iso ? toLocal(Date.parse(iso), timeZone).time : '—');
  return (
    <Space direction="vertical" size={0}>
      <Typography.Text style={{ whiteSpace: 'nowrap' }}>{`${time(workday.firstIn)} – ${time(workday.lastOut)}`}</Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>{t('reviews.table.worked', { time: formatMinutes(workday.workedMinutes) })}</Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>{t(`workdays.states.${workday.state}`, { defaultValue: workday.state })}</Typography.Text>
    </Space>
  );
}

/**
 * The one table of error reports the three review screens share: collaborator (to their daily record), unit, date,
 * kind, workday times; optionally the decision columns, row actions and selection. Paged on the server.
 */
export function ReviewTable({ reviews, count, loading, page, onPage, decided, actions, selection, compact, empty, testId }: ReviewTableProps) {
  const { t } = useTranslation();
  // nobody decides a review of their own workday (the server refuses it: SELF_REVIEW_NOT_ALLOWED)
  const me = useSession()?.user?.id;
  const decidable = (r: Review) => r.status === 'PENDING' && r.userId !== me;
  const dateFormat = t('engine.format.date', { defaultValue: DEFAULT_DATE_FORMAT });
  const dateTimeFormat = t('engine.format.dateTime', { defaultValue: DEFAULT_DATETIME_FORMAT });
  const today = dayjs().format('YYYY-MM-DD');
  const { mobile } = useViewport();
  // with the decision columns (or on a phone) the row is wide: the buttons keep only their icons (tooltip, aria-label)
  const iconOnly = !!decided || mobile;

  const columns: ColumnType<Review>[] = [
    {
      key: 'person',
      title: t('reviews.table.person'),
      render: (_, r) => (
        <Space direction="vertical" size={0}>
          <Link to={recordLink(r.userId, r.date, today)} data-testid="review-person">{r.userName}</Link>
          <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
            {[r.branchName, compact || decided ? null : r.numberOfDocument].filter(Boolean).join(' · ') || '—'}
          </Typography.Text>
        </Space>
      ),
    },
    { key: 'date', title: t('reviews.table.date'), render: (_, r) => <span style={{ whiteSpace: 'nowrap' }}>{formatDate(r.date, dateFormat)}</span> },
    { key: 'kind', title: t('reviews.table.kind'), render: (_, r) => <ReviewKind kind={r.kind} compact={compact || decided || mobile} /> },
    ...(compact && decided ? [] : [{ key: 'workday', title: t('reviews.table.workday'), render: (_: unknown, r: Review) => <WorkdayTimes review={r} /> }]),
  ];
  if (decided) {
    columns.push(
      { key: 'status', title: t('reviews.table.status'), render: (_, r) => <ReviewStatusTag status={r.status} /> },
      {
        key: 'reviewedBy',
        title: t('reviews.table.reviewedBy'),
        render: (_, r) => (r.reviewedBy ? (
          <Space direction="vertical" size={0}>
            <Typography.Text>{r.reviewedBy.name}</Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>{r.reviewedAt ? dayjs(r.reviewedAt).format(dateTimeFormat) : ''}</Typography.Text>
          </Space>
        ) : '—'),
      },
      {
        key: 'reason',
        title: t('reviews.table.reason'),
        render: (_, r) => (r.reason ? <Typography.Text ellipsis={{ tooltip: r.reason }} style={{ maxWidth: 160 }}>{r.reason}</Typography.Text> : '—'),
      },
    );
  }
  columns.push({
    key: 'actions',
    title: t('reviews.table.actions'),
    align: 'right',
    fixed: compact || decided || mobile ? undefined : 'right',
    render: (_, r) => (
      <Space size={4} wrap={false}>
        {actions && r.status === 'PENDING' && !decidable(r) ? (
          <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }} data-testid="review-own">{t('reviews.actions.own')}</Typography.Text>
        ) : null}
        {actions && decidable(r) ? (
          <>
            <Tooltip title={iconOnly ? t('reviews.actions.approve') : undefined}>
              <Button
                size="small" type="primary" ghost icon={<CheckOutlined />} loading={actions.busyId === r.id} onClick={() => actions.onApprove(r)}
                aria-label={t('reviews.actions.approve')} data-testid="review-approve"
              >
                {iconOnly ? null : t('reviews.actions.approve')}
              </Button>
            </Tooltip>
            <Tooltip title={iconOnly ? t('reviews.actions.reject') : undefined}>
              <Button
                size="small" danger icon={<CloseOutlined />} disabled={actions.busyId === r.id} onClick={() => actions.onReject(r)}
                aria-label={t('reviews.actions.reject')} data-testid="review-reject"
              >
                {iconOnly ? null : t('reviews.actions.reject')}
              </Button>
            </Tooltip>
          </>
        ) : null}
        <Tooltip title={t('reviews.actions.openRecord')}>
          <Link to={recordLink(r.userId, r.date, today)} aria-label={t('reviews.actions.openRecord')}>
            <Button size="small" type="text" icon={actions ? <EditOutlined /> : <EyeOutlined />} />
          </Link>
        </Tooltip>
      </Space>
    ),
  });

  return (
    <Table<Review>
      rowKey="id"
      data-testid={testId}
      dataSource={reviews}
      columns={columns}
      loading={loading}
      size={compact ? 'small' : 'middle'}
      scroll={{ x: 'max-content' }}
      onRow={(r) => ({ 'data-review-id': r.id, 'data-testid': 'review-row' } as HTMLAttributes<HTMLElement>)}
      rowSelection={selection ? {
        selectedRowKeys: selection.selected,
        onChange: (keys) => selection.onChange(keys as string[]),
        getCheckboxProps: (r) => ({ disabled: !decidable(r) }),
        preserveSelectedRowKeys: false,
      } : undefined}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} /> }}
      pagination={{
        current: page.current,
        pageSize: page.size,
        total: count,
        showSizeChanger: !compact,
        pageSizeOptions: [20, 50, 100, 200],
        hideOnSinglePage: compact,
        showTotal: (n) => t('reviews.table.total', { count: n }),
        onChange: (current, size) => onPage({ current: size === page.size ? current : 1, size }),
      }}
    />
  );
}
