import { Alert, Card, Col, Flex, Row, Space, Statistic, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageFrame } from '../team/PageFrame';
import { ShareBar } from './ShareBar';
import { useWoFilters } from './urlFilters';
import { WoExportButton } from './WoExportButton';
import { WoFilterBar } from './WoFilterBar';
import { formatMinutes, personName, type CollaboratorRow } from './workOrdersApi';
import { useApiData } from '../engine/query/useApiData';

interface CollaboratorReport {
  person: { id: string; firstName: string | null; lastName: string | null; numberOfDocument: string | null };
  minutes: number;
  workedMinutes: number | null;
  share: number | null;
  orders: CollaboratorRow['orders'];
}

/** /infoColaboratorOT/{id}: one collaborator's orders over a period (hours, logs), against their worked time. */
export default function CollaboratorOrdersPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [filters, apply] = useWoFilters({ period: true });
  const query = { from: filters.from!, to: filters.to! };
  const { data, error, loading } = useApiData<CollaboratorReport>(`/workOrders/collaborators/${id}/report`, { query });
  const name = data ? personName(data.person) : '';
  return (
    <PageFrame back="/otsReport/colab" title={data ? t('workorders.report.collaboratorTitle', { name }) : t('workorders.report.person')}
      extra={<WoExportButton path={`/workOrders/collaborators/${id}/report/export`} query={query} fallbackName="collaborator-work-orders.xlsx" />}>
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Flex><WoFilterBar value={filters} onChange={apply} show={{ search: false, period: true }} /></Flex>
        {error ? <Alert type="error" showIcon message={t('workorders.report.loadError')} description={error.message} /> : null}
        <Row gutter={[16, 16]}>
          <Col xs={12} md={6}><Card size="small"><Statistic title={t('workorders.report.ordersHours')} value={formatMinutes(data?.minutes ?? 0)} /></Card></Col>
          <Col xs={12} md={6}><Card size="small"><Statistic title={t('workorders.report.workedHours')} value={formatMinutes(data?.workedMinutes ?? null)} /></Card></Col>
          <Col xs={12} md={6}><Card size="small"><Statistic title={t('workorders.report.orders')} value={data?.orders.length ?? 0} /></Card></Col>
          <Col xs={12} md={6}><Card size="small" title={t('workorders.report.share')}>{data?.share === null || data?.share === undefined ? '—' : <ShareBar share={data.share} />}</Card></Col>
        </Row>
        <Table
          rowKey="workOrderId" size="middle" loading={loading} dataSource={data?.orders ?? []} pagination={false} data-testid="wo-collaborator-orders"
          columns={[
            { key: 'code', title: t('workorders.fields.code'), render: (_, o) => <Link to={`/otsReport/${o.workOrderId}`}>{o.code}</Link> },
            { key: 'title', dataIndex: 'title', title: t('workorders.fields.title') },
            { key: 'minutes', title: t('workorders.report.logged'), align: 'right', render: (_, o) => formatMinutes(o.minutes) },
            { key: 'logs', dataIndex: 'logs', title: t('workorders.report.logs'), align: 'right' },
            { key: 'view', title: '', render: (_, o) => <Link to={`/workingInOT/${o.workOrderId}/u/${id}`}>{t('workorders.report.viewLogs')}</Link> },
          ]}
        />
      </Space>
    </PageFrame>
  );
}
