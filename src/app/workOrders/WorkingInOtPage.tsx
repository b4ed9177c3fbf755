import { useOne } from '@refinedev/core';
import { Card, Flex, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageFrame } from '../team/PageFrame';
import { DayTimeline } from './DayTimeline';
import { LogsTable } from './LogsTable';
import { useWoFilters } from './urlFilters';
import { WoFilterBar } from './WoFilterBar';
import { formatMinutes, personName, type LogRow } from './workOrdersApi';
import { useApiData } from '../engine/query/useApiData';

/**
 * /workingInOT/{orderId}/u/{userId}: one person's time on one order — a day timeline of their logs over the period
 * (URL), the total, and the logs, which a manager may add to, correct or delete (with a reason).
 */
export default function WorkingInOtPage() {
  const { t } = useTranslation();
  const { orderId = '', userId = '' } = useParams();
  const [filters, apply] = useWoFilters({ period: true });
  const from = dayjs(filters.from).startOf('day').toISOString();
  const to = dayjs(filters.to).add(1, 'day').startOf('day').toISOString();
  const { data, refetch } = useApiData<{ logs: LogRow[]; count: number }>(`/workOrders/${orderId}/logs`, { query: { userId, from, to, limit: 1000 }, refetchInterval: 30_000 });
  const order = useOne<{ code: string; title: string }>({ resource: 'workorders', id: orderId, errorNotification: false }).result;
  const person = useOne<{ firstName: string; lastName: string }>({ resource: 'users', id: userId, errorNotification: false }).result;
  const logs = data?.logs ?? [];
  const total = logs.reduce((s, l) => s + l.minutes, 0);
  const working = logs.some((l) => l.open);
  return (
    <PageFrame
      back={`/otsReport/${orderId}`}
      title={t('workorders.report.workingTitle', { name: person ? personName(person) : '…', code: order?.code ?? '…' })}
      extra={working ? <Tag color="processing">{t('workorders.report.workingNow')}</Tag> : null}
    >
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Flex justify="space-between" wrap gap={8} align="center">
          <WoFilterBar value={filters} onChange={apply} show={{ search: false, period: true }} />
          <Space>
            {order ? <Link to={`/otsReport/${orderId}`}>{order.code} · {order.title}</Link> : null}
            <Typography.Text strong data-testid="wo-person-total">{t('workorders.report.totalHours')}: {formatMinutes(total)}</Typography.Text>
          </Space>
        </Flex>
        <Card size="small" title={t('workorders.report.hoursPerDay')}><DayTimeline logs={logs} /></Card>
        <Card size="small" title={t('workorders.report.timeline')}>
          <LogsTable orderId={orderId} userId={userId} from={from} to={to} onChanged={refetch} />
        </Card>
      </Space>
    </PageFrame>
  );
}
