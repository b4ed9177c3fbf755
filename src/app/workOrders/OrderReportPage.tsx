import { Alert, Card, Col, Descriptions, Flex, Row, Space, Statistic, Table, Tag, Tooltip, Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageFrame } from '../team/PageFrame';
import { formatInstant } from './formatInstant';
import { LogsTable } from './LogsTable';
import { useWoFilters } from './urlFilters';
import { WoExportButton } from './WoExportButton';
import { WoFilterBar } from './WoFilterBar';
import { WorkingNow } from './WorkingNow';
import { formatMinutes, personName, STATUS_COLORS, type OrderReport, type PersonTotals } from './workOrdersApi';
import { useApiData } from '../engine/query/useApiData';

const money = (v: number | null) => (v === null ? '—' : v.toLocaleString(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 }));

/**
 * /otsReport/{id}: one order — its plan, who is on it now, its people (hours, first in, last out, cost when their
 * hourly cost is set), hours per day and person, and its time logs; period in the URL; Excel export.
 */
export default function OrderReportPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [filters, apply] = useWoFilters();
  const period = { from: filters.from, to: filters.to };
  // the people a page at a time (most hours first): an order's year can hold thousands
  const [page, setPage] = useState({ current: 1, pageSize: 50 });
  const query = { ...period, skip: (page.current - 1) * page.pageSize, limit: page.pageSize };
  const { data, error, loading } = useApiData<OrderReport>(`/workOrders/${id}/report`, { query, refetchInterval: 60_000 });
  const order = data?.order;
  const names = new Map((data?.people ?? []).map((p) => [p.userId, p]));
  const dates = [...new Set((data?.days ?? []).map((d) => d.date))].sort();
  const perDay = new Map((data?.days ?? []).map((d) => [`${d.date}\t${d.userId}`, d.minutes]));

  const peopleColumns: ColumnType<PersonTotals>[] = [
    { key: 'name', title: t('workorders.report.person'), render: (_, p) => <Link to={`/workingInOT/${id}/u/${p.userId}`} data-testid="wo-person">{personName(p)}</Link> },
    { key: 'minutes', title: t('workorders.report.totalHours'), align: 'right', render: (_, p) => <span data-testid="wo-person-hours">{formatMinutes(p.minutes)}</span> },
    { key: 'logs', dataIndex: 'logs', title: t('workorders.report.logs'), align: 'right' },
    { key: 'firstIn', title: t('workorders.report.firstIn'), render: (_, p) => formatInstant(p.firstIn) },
    { key: 'lastOut', title: t('workorders.report.lastOut'), render: (_, p) => (p.working ? <Tag color="processing">{t('workorders.report.workingNow')}</Tag> : formatInstant(p.lastOut)) },
    { key: 'hourlyCost', title: t('workorders.report.hourlyCost'), align: 'right', render: (_, p) => money(p.hourlyCost) },
    { key: 'cost', title: t('workorders.report.cost'), align: 'right', render: (_, p) => money(p.cost) },
    { key: 'more', title: '', render: (_, p) => <Link to={`/infoColaboratorOT/${p.userId}`}>{t('workorders.report.orders')}</Link> },
  ];
  const dayColumns: ColumnType<PersonTotals>[] = [
    { key: 'name', title: t('workorders.report.person'), fixed: 'left', render: (_, p) => personName(p) },
    ...dates.map((date): ColumnType<PersonTotals> => ({
      key: date, title: date.slice(8, 10) + '/' + date.slice(5, 7), align: 'right',
      render: (_, p) => { const m = perDay.get(`${date}\t${p.userId}`); return m ? formatMinutes(m) : ''; },
    })),
  ];

  return (
    <PageFrame
      back="/ots-reports"
      title={order ? <Space>{t('workorders.report.orderTitle', { code: order.code })}<Tag color={STATUS_COLORS[order.status]}>{t(`workorders.enums.status.${order.status}`)}</Tag></Space> : t('workorders.titles.show')}
      extra={<WoExportButton path={`/workOrders/${id}/report/export`} query={period} fallbackName="work-order.xlsx" />}
    >
      {error ? <Alert type="error" showIcon message={t('workorders.report.loadError')} description={error.message} /> : null}
      {order ? (
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <Descriptions size="small" column={{ xs: 1, md: 3 }} items={[
            { key: 'title', label: t('workorders.fields.title'), children: String(order.title) },
            { key: 'customer', label: t('workorders.fields.customer'), children: [order.customer, order.site].filter(Boolean).join(' · ') || '—' },
            { key: 'address', label: t('workorders.fields.address'), children: (order.address as string | null) ?? '—' },
            { key: 'plan', label: t('workorders.report.planned'), children: `${formatInstant(order.plannedStart as string)} → ${formatInstant(order.plannedEnd as string)}` },
          ]} />
          <Row gutter={[16, 16]}>
            <Col xs={12} md={6}><Card size="small"><Statistic title={t('workorders.report.planned')} value={order.plannedHours ?? '—'} suffix={order.plannedHours ? 'h' : undefined} /></Card></Col>
            <Col xs={12} md={6}><Card size="small"><Statistic title={t('workorders.report.logged')} value={formatMinutes(data?.totals.minutes ?? 0)} /></Card></Col>
            <Col xs={12} md={6}><Card size="small"><Statistic title={t('workorders.report.people')} value={data?.totals.people ?? 0} /></Card></Col>
            <Col xs={12} md={6}>
              <Card size="small">
                <Tooltip title={t('workorders.report.costHelp')}><Statistic title={t('workorders.report.cost')} value={money(data?.totals.cost ?? null)} /></Tooltip>
              </Card>
            </Col>
          </Row>
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={8}><WorkingNow orderId={id} /></Col>
            <Col xs={24} lg={16}>
              <Card size="small" title={t('workorders.report.people')}>
                <Flex style={{ marginBottom: 8 }}><WoFilterBar value={filters} onChange={apply} show={{ search: false, period: true, clearPeriod: true }} /></Flex>
                <Table<PersonTotals> rowKey="userId" size="small" columns={peopleColumns} dataSource={data?.people ?? []} loading={loading} scroll={{ x: 'max-content' }} data-testid="wo-people"
                  pagination={{ current: page.current, pageSize: page.pageSize, total: data?.count ?? 0, hideOnSinglePage: true, showSizeChanger: true, onChange: (current, pageSize) => setPage({ current, pageSize }) }} />
              </Card>
            </Col>
          </Row>
          <Card size="small" title={t('workorders.report.hoursPerDay')}>
            {dates.length ? (
              <Table<PersonTotals> rowKey="userId" size="small" columns={dayColumns} dataSource={[...names.values()]} pagination={false} scroll={{ x: 'max-content' }} data-testid="wo-days" />
            ) : <Typography.Text type="secondary">{t('workorders.report.noData')}</Typography.Text>}
          </Card>
          <Card size="small" title={t('workorders.report.timeline')}>
            <LogsTable orderId={id} />
          </Card>
        </Space>
      ) : null}
    </PageFrame>
  );
}
