import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { Button, Empty, Space, Table, Tag, Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
import dayjs from 'dayjs';
import type { HTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DEFAULT_DATE_FORMAT, DEFAULT_DATETIME_FORMAT, formatDate } from '../engine/render/formatDate';
import { ApprovalPathTag } from '../approvalFlows/ApprovalPathTag';
import type { PendingDayoff } from './pendingApi';

export interface PendingDayoffTableProps {
  rows: PendingDayoff[];
  count?: number;
  loading: boolean;
  page: { current: number; size: number };
  onPage: (page: { current: number; size: number }) => void;
  /** approve / reject buttons and row checkboxes (when the caller may decide) */
  actions?: { onApprove: (r: PendingDayoff) => void; onReject: (r: PendingDayoff) => void; busyId: string | null };
  selection?: { selected: string[]; onChange: (ids: string[]) => void };
  empty: ReactNode;
}

/** Pending absence requests: who, reason in its colour, dates and days, comment, when asked; paged on the server. */
export function PendingDayoffTable({ rows, count, loading, page, onPage, actions, selection, empty }: PendingDayoffTableProps) {
  const { t } = useTranslation();
  const dateFormat = t('engine.format.date', { defaultValue: DEFAULT_DATE_FORMAT });
  const dateTimeFormat = t('engine.format.dateTime', { defaultValue: DEFAULT_DATETIME_FORMAT });
  const columns: ColumnType<PendingDayoff>[] = [
    {
      key: 'person',
      title: t('reviews.table.person'),
      render: (_, r) => (
        <Space direction="vertical" size={0}>
          <Link to={`/requests/view/${r.id}`} data-testid="pending-dayoff-person">{r.userName}</Link>
          <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>{r.branchName ?? '—'}</Typography.Text>
        </Space>
      ),
    },
    { key: 'reason', title: t('approvals.table.reason'), render: (_, r) => <Tag color={r.color ?? undefined} style={{ marginInlineEnd: 0 }}>{r.typeTitle}</Tag> },
    {
      key: 'dates',
      title: t('approvals.table.dates'),
      render: (_, r) => (
        <Space direction="vertical" size={0}>
          <span style={{ whiteSpace: 'nowrap' }}>{r.from === r.to ? formatDate(r.from, dateFormat) : `${formatDate(r.from, dateFormat)} – ${formatDate(r.to, dateFormat)}`}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>{t('approvals.table.days', { count: r.days })}</Typography.Text>
        </Space>
      ),
    },
    {
      key: 'comment',
      title: t('approvals.table.comment'),
      render: (_, r) => (r.comment ? <Typography.Text ellipsis={{ tooltip: r.comment }} style={{ maxWidth: 180 }}>{r.comment}</Typography.Text> : '—'),
    },
    {
      key: 'approval',
      title: t('approvalFlows.path.column'),
      render: (_, r) => (r.approval ? <ApprovalPathTag requestId={r.id} step={r.approval.step} steps={r.approval.steps} /> : '—'),
    },
    { key: 'createdAt', title: t('approvals.table.createdAt'), render: (_, r) => <span style={{ whiteSpace: 'nowrap' }}>{dayjs(r.createdAt).format(dateTimeFormat)}</span> },
  ];
  if (actions) {
    columns.push({
      key: 'actions',
      title: t('reviews.table.actions'),
      align: 'right',
      render: (_, r) => (
        <Space size={4} wrap={false}>
          <Button size="small" type="primary" ghost icon={<CheckOutlined />} loading={actions.busyId === r.id} onClick={() => actions.onApprove(r)} aria-label={t('reviews.actions.approve')} data-testid="dayoff-approve" />
          <Button size="small" danger icon={<CloseOutlined />} disabled={actions.busyId === r.id} onClick={() => actions.onReject(r)} aria-label={t('reviews.actions.reject')} data-testid="dayoff-reject" />
        </Space>
      ),
    });
  }
  return (
    <Table<PendingDayoff>
      rowKey="id"
      data-testid="inbox-dayoffs"
      dataSource={rows}
      columns={columns}
      loading={loading}
      size="small"
      scroll={{ x: 'max-content' }}
      onRow={(r) => ({ 'data-dayoff-id': r.id, 'data-testid': 'pending-dayoff-row' } as HTMLAttributes<HTMLElement>)}
      rowSelection={selection ? { selectedRowKeys: selection.selected, onChange: (keys) => selection.onChange(keys as string[]) } : undefined}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} /> }}
      pagination={{
        current: page.current,
        pageSize: page.size,
        total: count,
        hideOnSinglePage: true,
        showTotal: (n) => t('approvals.table.total', { count: n }),
        onChange: (current, size) => onPage({ current: size === page.size ? current : 1, size }),
      }}
    />
  );
}
