import { ReloadOutlined, RedoOutlined } from '@ant-design/icons';
import { App, Button, Descriptions, Drawer, Empty, Popconfirm, Segmented, Space, Spin, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request, type ApiHttpError } from '../../providers/http';
import { DELIVERY_COLORS, type WebhookDelivery, type WebhookDeliveryDetail, type WebhookSubscription } from './webhookTypes';
import { useApiData } from '../../engine/query/useApiData';

const when = (iso: string | null) => (iso ? dayjs(iso).format('DD/MM/YYYY HH:mm:ss') : '—');

/** One delivery opened: the body sent and each attempt's answer. */
function DeliveryDetail({ subscriptionId, id }: { subscriptionId: string; id: string }) {
  const { t } = useTranslation();
  const { data } = useApiData<WebhookDeliveryDetail>(`/integrations/webhooks/${subscriptionId}/deliveries/${id}`);
  if (!data) return <Spin size="small" />;
  return (
    <Space direction="vertical" size={8} style={{ width: '100%' }}>
      <Typography.Text type="secondary">{t('webhooks.deliveries.webhookId')}: <Typography.Text code copyable>{data.webhookId}</Typography.Text></Typography.Text>
      <Table
        size="small" rowKey={(a) => `${a.attempt}-${a.createdAt}`} pagination={false} dataSource={data.attemptLog} data-testid="webhook-attempts"
        columns={[
          { key: 'n', title: '#', width: 40, render: (_, a) => a.attempt },
          { key: 'at', title: t('webhooks.deliveries.at'), width: 160, render: (_, a) => when(a.createdAt) },
          { key: 'status', title: t('webhooks.deliveries.answer'), width: 110, render: (_, a) => (a.responseStatus ? <Tag color={a.responseStatus < 300 ? 'green' : 'red'}>HTTP {a.responseStatus}</Tag> : <Tag color="red">{t('webhooks.deliveries.noAnswer')}</Tag>) },
          { key: 'ms', title: t('webhooks.deliveries.took'), width: 80, render: (_, a) => `${a.durationMs} ms` },
          { key: 'body', title: t('webhooks.deliveries.body'), render: (_, a) => <Typography.Text type={a.error ? 'danger' : 'secondary'} style={{ fontSize: 12 }} ellipsis={{ tooltip: a.responseBody ?? a.error }}>{a.responseBody || a.error || ''}</Typography.Text> },
        ]}
      />
      <Typography.Text strong>{t('webhooks.deliveries.payload')}</Typography.Text>
      <pre style={{ margin: 0, maxHeight: 240, overflow: 'auto', fontSize: 12, background: 'rgba(0,0,0,0.03)', padding: 8, borderRadius: 6 }}>{JSON.stringify(data.payload, null, 2)}</pre>
    </Space>
  );
}

/**
 * A subscription's delivery log: newest first, filtered by status, each opening its attempts and body; a delivery
 * that ended is replayed with the same webhook-id, and every failed one at once.
 */
export function DeliveriesDrawer({ subscription, canReplay, onClose, onChanged }: {
  subscription: WebhookSubscription | null;
  canReplay: boolean;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [status, setStatus] = useState<string>('all');
  const [page, setPage] = useState(1);
  const id = subscription?.id ?? '';
  const { data, loading, refetch } = useApiData<{ deliveries: WebhookDelivery[]; count: number }>(`/integrations/webhooks/${id}/deliveries`, {
    query: { status: status === 'all' ? undefined : status, skip: (page - 1) * 20, limit: 20 }, enabled: !!subscription, refetchInterval: 5000,
  });
  const act = async (path: string, done: string) => {
    try {
      const answer = await request<{ replayed?: number }>(path, { method: 'POST' });
      message.success(t(done, { count: answer?.replayed ?? 1 }));
      refetch();
      onChanged();
    } catch (err) {
      message.error((err as ApiHttpError).message);
    }
  };
  return (
    <Drawer
      open={!!subscription} onClose={onClose} width={860} destroyOnHidden data-testid="webhook-deliveries"
      title={subscription ? t('webhooks.deliveries.title', { name: subscription.name }) : ''}
      extra={<Space>
        <Button icon={<ReloadOutlined />} onClick={() => refetch()}>{t('webhooks.deliveries.refresh')}</Button>
        {canReplay && subscription?.deliveries.failed ? (
          <Popconfirm title={t('webhooks.deliveries.replayFailedConfirm')} onConfirm={() => void act(`/integrations/webhooks/${id}/replay-failed`, 'webhooks.deliveries.replayedMany')}>
            <Button icon={<RedoOutlined />} data-testid="webhook-replay-failed">{t('webhooks.deliveries.replayFailed')}</Button>
          </Popconfirm>
        ) : null}
      </Space>}
    >
      {subscription?.status === 'disabled' ? <Typography.Paragraph type="danger">{t('webhooks.disabledHelp')}</Typography.Paragraph> : null}
      <Descriptions size="small" column={2} style={{ marginBottom: 12 }}>
        <Descriptions.Item label={t('webhooks.fields.url')}><Typography.Text code>{subscription?.url}</Typography.Text></Descriptions.Item>
        <Descriptions.Item label={t('webhooks.lastDelivery')}>{when(subscription?.lastDeliveryAt ?? null)}</Descriptions.Item>
      </Descriptions>
      <Segmented
        value={status} style={{ marginBottom: 12 }}
        options={['all', 'pending', 'succeeded', 'failed'].map((s) => ({ value: s, label: t(`webhooks.deliveryStatus.${s}`) }))}
        onChange={(v) => { setStatus(String(v)); setPage(1); }}
      />
      <Table<WebhookDelivery>
        rowKey="id" size="small" loading={loading} dataSource={data?.deliveries ?? []} data-testid="webhook-deliveries-table"
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('webhooks.deliveries.empty')} /> }}
        pagination={{ current: page, pageSize: 20, total: data?.count ?? 0, showSizeChanger: false, onChange: setPage }}
        expandable={{ expandedRowRender: (d) => <DeliveryDetail subscriptionId={id} id={d.id} /> }}
        columns={[
          { key: 'at', title: t('webhooks.deliveries.at'), width: 160, render: (_, d) => when(d.createdAt) },
          { key: 'event', title: t('webhooks.deliveries.event'), render: (_, d) => <Typography.Text code>{d.eventType}</Typography.Text> },
          {
            key: 'status', title: t('webhooks.deliveries.status'), width: 230,
            render: (_, d) => (
              <Space direction="vertical" size={0}>
                <Tag color={DELIVERY_COLORS[d.status]}>{t(`webhooks.deliveryStatus.${d.status}`)}</Tag>
                {d.lastError && d.status !== 'succeeded' ? <Typography.Text type="danger" style={{ fontSize: 12 }}>{d.lastError}</Typography.Text> : null}
                {d.status === 'pending' && d.nextAttemptAt ? <Typography.Text type="secondary" style={{ fontSize: 12 }}>{t('webhooks.deliveries.nextAttempt', { at: when(d.nextAttemptAt) })}</Typography.Text> : null}
              </Space>
            ),
          },
          { key: 'attempts', title: t('webhooks.deliveries.attempts'), width: 80, render: (_, d) => d.attempts },
          {
            key: 'replay', title: '', width: 100,
            render: (_, d) => (canReplay && d.status !== 'pending' ? (
              <Button size="small" icon={<RedoOutlined />} onClick={() => void act(`/integrations/webhooks/${id}/deliveries/${d.id}/replay`, 'webhooks.deliveries.replayedOne')}>{t('webhooks.deliveries.replay')}</Button>
            ) : null),
          },
        ]}
      />
    </Drawer>
  );
}
