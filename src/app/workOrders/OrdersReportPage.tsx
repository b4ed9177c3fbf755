import { Alert, Badge, Button, Card, Flex, Progress, Space, Table, Tag, Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageFrame } from '../team/PageFrame';
import { useWoFilters } from './urlFilters';
import { WoExportButton } from './WoExportButton';
import { WoFilterBar } from './WoFilterBar';
import { formatMinutes, STATUS_COLORS, type OrderRow } from './workOrdersApi';
import { formatInstant } from './formatInstant';
import { useApiData } from '../engine/query/useApiData';

const TodayMap = lazy(() => import('./TodayMap'));

/**
 * /ots-reports: every order with planned vs logged hours, people, progress and who is on it now (refreshed every
 * 30 s), filters in the URL, a map of today's orders, the Excel export; links to the per-collaborator reports.
 */
export default function OrdersReportPage() {
  const { t } = useTranslation();
  const [filters, apply] = useWoFilters();
  const query = { q: filters.q, status: filters.status.length ? filters.status : undefined, unit: filters.unit, from: filters.from, to: filters.to };
  const body = { ...query, skip: (filters.page - 1) * filters.pageSize, limit: filters.pageSize };
  const { data, loading, error } = useApiData<{ workOrders: OrderRow[]; count: number }>('/workOrders/report', { method: 'post', body, refetchInterval: 30_000 });
  const map = useApiData<{ workOrders: OrderRow[]; tiles: { url: string; attribution: string } }>('/workOrders/map', { refetchInterval: 60_000 });

  const columns: ColumnType<OrderRow>[] = [
    { key: 'code', title: t('workorders.fields.code'), render: (_, r) => <Link to={`/otsReport/${r.id}`} data-testid="wo-row-link">{r.code}</Link> },
    { key: 'title', dataIndex: 'title', title: t('workorders.fields.title') },
    { key: 'customer', title: t('workorders.fields.customer'), render: (_, r) => [r.customer, r.site].filter(Boolean).join(' · ') || '—' },
    { key: 'plan', title: t('workorders.fields.plannedStart'), render: (_, r) => <Typography.Text style={{ whiteSpace: 'nowrap' }}>{formatInstant(r.plannedStart)}</Typography.Text> },
    { key: 'status', title: t('workorders.fields.status'), render: (_, r) => <Tag color={STATUS_COLORS[r.status]}>{t(`workorders.enums.status.${r.status}`)}</Tag> },
    { key: 'planned', title: t('workorders.report.planned'), align: 'right', render: (_, r) => (r.plannedHours === null ? '—' : `${r.plannedHours} h`) },
    { key: 'logged', title: t('workorders.report.logged'), align: 'right', render: (_, r) => <span data-testid="wo-logged">{formatMinutes(r.loggedMinutes)}</span> },
    {
      key: 'progress', title: t('workorders.report.progress'), width: 150,
      render: (_, r) => (r.progress === null ? '—' : <Progress percent={Math.round(r.progress * 100)} size="small" status={r.progress > 1 ? 'exception' : r.status === 'done' ? 'success' : 'normal'} />),
    },
    { key: 'people', dataIndex: 'people', title: t('workorders.report.people'), align: 'right' },
    { key: 'working', title: t('workorders.report.workingNow'), align: 'center', render: (_, r) => (r.working ? <Badge status="processing" text={r.working} /> : <Typography.Text type="secondary">0</Typography.Text>) },
  ];

  return (
    <PageFrame
      title={t('workorders.report.title')}
      extra={(
        <Space wrap>
          <Link to="/otsReport/colab"><Button>{t('workorders.report.byCollaborator')}</Button></Link>
          <Link to="/otsReport/InfoColabOT"><Button>{t('workorders.report.shares')}</Button></Link>
        </Space>
      )}
    >
      <Space direction="vertical" size={12} style={{ width: '100%' }}>
        <Flex justify="space-between" align="start" wrap gap={8}>
          <WoFilterBar value={filters} onChange={apply} show={{ status: true, unit: true, period: true, clearPeriod: true }} searchPlaceholder={t('workorders.report.search')} />
          <WoExportButton path="/workOrders/report/export" method="POST" body={query} fallbackName="work-orders.xlsx" />
        </Flex>
        <Card size="small" title={t('workorders.report.map')}>
          {map.data && !map.data.workOrders.length ? <Typography.Text type="secondary">{t('workorders.report.mapEmpty')}</Typography.Text> : null}
          {map.data && map.data.workOrders.length ? <Suspense fallback={<div style={{ height: 280 }} />}><TodayMap orders={map.data.workOrders} tiles={map.data.tiles} /></Suspense> : null}
        </Card>
        {error ? <Alert type="error" showIcon message={t('workorders.report.loadError')} description={error.message} /> : null}
        <Table<OrderRow>
          rowKey="id" size="middle" columns={columns} dataSource={data?.workOrders ?? []} loading={loading} scroll={{ x: 'max-content' }}
          pagination={{ current: filters.page, pageSize: filters.pageSize, total: data?.count ?? 0, showSizeChanger: true, onChange: (page, pageSize) => apply({ page, pageSize }) }}
          data-testid="wo-orders-table"
        />
      </Space>
    </PageFrame>
  );
}
