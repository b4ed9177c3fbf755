import { Alert, Flex, Space, Table, Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageFrame } from '../team/PageFrame';
import { ShareBar } from './ShareBar';
import { useWoFilters } from './urlFilters';
import { WoExportButton } from './WoExportButton';
import { WoFilterBar } from './WoFilterBar';
import { formatMinutes, personName, type CollaboratorRow } from './workOrdersApi';
import { useApiData } from '../engine/query/useApiData';

/**
 * /otsReport/colab (hours per collaborator across orders) and /otsReport/InfoColabOT (the share of each one's worked
 * time spent on orders): one query of the period, two readings. Filters in the URL; Excel export.
 */
export function CollaboratorsReport({ mode }: { mode: 'hours' | 'shares' }) {
  const { t } = useTranslation();
  const [filters, apply] = useWoFilters({ period: true });
  const query = { from: filters.from!, to: filters.to!, unit: filters.unit, q: filters.q };
  const body = { ...query, skip: (filters.page - 1) * filters.pageSize, limit: filters.pageSize };
  const { data, loading, error } = useApiData<{ collaborators: CollaboratorRow[]; count: number }>('/workOrders/collaborators/report', { method: 'post', body });

  const name: ColumnType<CollaboratorRow> = { key: 'name', title: t('workorders.report.person'), render: (_, c) => <Link to={`/infoColaboratorOT/${c.userId}?from=${filters.from}&to=${filters.to}`}>{personName(c)}</Link> };
  const columns: ColumnType<CollaboratorRow>[] = mode === 'hours' ? [
    name,
    { key: 'doc', dataIndex: 'numberOfDocument', title: t('workorders.export.columns.document') },
    { key: 'orders', title: t('workorders.report.orders'), align: 'right', render: (_, c) => c.orders.length },
    { key: 'minutes', title: t('workorders.report.ordersHours'), align: 'right', render: (_, c) => <span data-testid="wo-colab-hours">{formatMinutes(c.minutes)}</span> },
  ] : [
    name,
    { key: 'minutes', title: t('workorders.report.ordersHours'), align: 'right', render: (_, c) => formatMinutes(c.minutes) },
    { key: 'worked', title: t('workorders.report.workedHours'), align: 'right', render: (_, c) => formatMinutes(c.workedMinutes) },
    { key: 'outside', title: t('workorders.report.outsideOrders'), align: 'right', render: (_, c) => formatMinutes(c.outsideOrdersMinutes) },
    { key: 'share', title: t('workorders.report.share'), width: 200, render: (_, c) => (c.share === null ? '—' : <ShareBar share={c.share} size="small" />) },
  ];

  const expanded = (c: CollaboratorRow) => (
    <Table
      rowKey="workOrderId" size="small" pagination={false} dataSource={c.orders}
      columns={[
        { key: 'code', title: t('workorders.fields.code'), render: (_, o) => <Link to={`/otsReport/${o.workOrderId}`}>{o.code}</Link> },
        { key: 'title', dataIndex: 'title', title: t('workorders.fields.title') },
        { key: 'minutes', title: t('workorders.report.logged'), align: 'right', render: (_, o) => formatMinutes(o.minutes) },
        ...(mode === 'shares' ? [{ key: 'share', title: t('workorders.report.share'), align: 'right' as const, render: (_: unknown, o: CollaboratorRow['orders'][number]) => (c.workedMinutes ? `${Math.round((o.minutes / c.workedMinutes) * 1000) / 10} %` : '—') }] : []),
        { key: 'logs', title: '', render: (_, o) => <Link to={`/workingInOT/${o.workOrderId}/u/${c.userId}`}>{t('workorders.report.viewLogs')}</Link> },
      ]}
    />
  );

  return (
    <PageFrame back="/ots-reports" title={t(mode === 'hours' ? 'workorders.report.colabTitle' : 'workorders.report.infoColabTitle')}>
      <Space direction="vertical" size={12} style={{ width: '100%' }}>
        <Flex justify="space-between" align="start" wrap gap={8}>
          <WoFilterBar value={filters} onChange={apply} show={{ unit: true, period: true }} searchPlaceholder={t('workorders.report.searchPeople')} />
          <WoExportButton path="/workOrders/collaborators/report/export" method="POST" body={query} fallbackName="collaborators-work-orders.xlsx" />
        </Flex>
        {error ? <Alert type="error" showIcon message={t('workorders.report.loadError')} description={error.message} /> : null}
        <Table<CollaboratorRow>
          rowKey="userId" size="middle" columns={columns} dataSource={data?.collaborators ?? []} loading={loading} scroll={{ x: 'max-content' }}
          expandable={{ expandedRowRender: expanded }}
          locale={{ emptyText: <Typography.Text type="secondary">{t('workorders.report.noData')}</Typography.Text> }}
          pagination={{ current: filters.page, pageSize: filters.pageSize, total: data?.count ?? 0, showSizeChanger: true, onChange: (page, pageSize) => apply({ page, pageSize }) }}
          data-testid="wo-collaborators"
        />
      </Space>
    </PageFrame>
  );
}

export default function ColabReportPage() {
  return <CollaboratorsReport mode="hours" />;
}
