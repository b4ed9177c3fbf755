import { Avatar, Card, List, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatInstant } from './formatInstant';
import { formatMinutes, personName, type LogRow } from './workOrdersApi';
import { useApiData } from '../engine/query/useApiData';

/** "Who is working on this order now": its open logs, asked again every 20 s (live enough for a supervisor's screen). */
export function WorkingNow({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const { data } = useApiData<{ logs: LogRow[] }>(`/workOrders/${orderId}/working`, { refetchInterval: 20_000 });
  const logs = data?.logs ?? [];
  return (
    <Card size="small" title={<span>{t('workorders.report.workingNow')} <Tag color={logs.length ? 'processing' : 'default'}>{logs.length}</Tag></span>} data-testid="wo-working-now">
      {logs.length ? (
        <List
          size="small" dataSource={logs}
          renderItem={(l) => (
            <List.Item>
              <List.Item.Meta
                avatar={<Avatar style={{ background: '#12814c' }}>{(l.firstName ?? '?')[0]}</Avatar>}
                title={<Link to={`/workingInOT/${orderId}/u/${l.userId}`}>{personName(l)}</Link>}
                description={`${t('workorders.report.since', { time: formatInstant(l.startedAt, false) })} · ${formatMinutes(l.minutes)}`}
              />
            </List.Item>
          )}
        />
      ) : <Typography.Text type="secondary">{t('workorders.report.nobodyNow')}</Typography.Text>}
    </Card>
  );
}
