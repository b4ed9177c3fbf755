import { CopyOutlined, DeleteOutlined, EditOutlined, HistoryOutlined, KeyOutlined, PlusOutlined, SendOutlined } from '@ant-design/icons';
import { useCan } from '@refinedev/core';
import { Alert, App, Badge, Button, Modal, Popconfirm, Space, Switch, Table, Tag, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request, type ApiHttpError } from '../../providers/http';
import { PageFrame } from '../../team/PageFrame';
import { DeliveriesDrawer } from './DeliveriesDrawer';
import { WebhookFormModal } from './WebhookFormModal';
import { SUBSCRIPTION_COLORS, type WebhookSubscription } from './webhookTypes';
import { useApiData } from '../../engine/query/useApiData';

const when = (iso: string | null) => (iso ? dayjs(iso).format('DD/MM/YYYY HH:mm') : '—');

/** How a receiver checks a delivery, with the Standard Webhooks package (shown with a new secret). */
const VERIFY_EXAMPLE = (secret: string) => `import { Webhook } from 'standardwebhooks';

const wh = new Webhook('${secret}');
// body: the raw request text; headers: webhook-id, webhook-timestamp, webhook-signature
const event = wh.verify(body, headers); // throws when the signature is wrong`;

/**
 * Company configuration › events (issue 24 item 5): the company's webhook subscriptions — each endpoint, the events
 * it wants, whether it is on (or was disabled after a day of failures), its last delivery and the last 30 days'
 * deliveries; a test event, the delivery log with replay, a new signing secret. docs/api/webhooks.md
 */
export default function WebhooksPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { data, loading, error, refetch } = useApiData<{ webhooks: WebhookSubscription[]; eventTypes: string[] }>('/integrations/webhooks', { refetchInterval: 10_000 });
  const canCreate = useCan({ resource: 'integrations', action: 'create' }).data?.can ?? false;
  const canEdit = useCan({ resource: 'integrations', action: 'edit' }).data?.can ?? false;
  const canDelete = useCan({ resource: 'integrations', action: 'delete' }).data?.can ?? false;
  const [form, setForm] = useState<{ open: boolean; editing: WebhookSubscription | null }>({ open: false, editing: null });
  const [secret, setSecret] = useState<string | null>(null);
  const [log, setLog] = useState<WebhookSubscription | null>(null);

  const call = async (path: string, method: 'POST' | 'PATCH' | 'DELETE', body?: unknown) => {
    try {
      return await request<Record<string, unknown>>(path, { method, body });
    } catch (err) {
      message.error((err as ApiHttpError).message);
      return null;
    } finally {
      refetch();
    }
  };
  const test = async (w: WebhookSubscription) => {
    if (await call(`/integrations/webhooks/${w.id}/test`, 'POST')) message.success(t('webhooks.testQueued'));
  };
  const rotate = async (w: WebhookSubscription) => {
    const answer = await call(`/integrations/webhooks/${w.id}/rotate-secret`, 'POST');
    if (answer) setSecret(String(answer.secret));
  };

  return (
    <PageFrame
      back="/integrations" title={t('webhooks.title')}
      extra={canCreate ? <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ open: true, editing: null })} data-testid="webhook-new">{t('webhooks.new')}</Button> : null}
    >
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>{t('webhooks.intro')}</Typography.Paragraph>
        {error ? <Alert type="error" showIcon message={error.message} /> : null}
        {data?.webhooks.some((w) => w.status === 'disabled') ? <Alert type="warning" showIcon message={t('webhooks.disabledBanner')} /> : null}
        <Table<WebhookSubscription>
          rowKey="id" size="middle" loading={loading} dataSource={data?.webhooks ?? []} pagination={false} data-testid="webhooks-table"
          locale={{ emptyText: t('webhooks.empty') }}
          columns={[
            {
              key: 'name', title: t('webhooks.fields.name'),
              render: (_, w) => (
                <Space direction="vertical" size={0}>
                  <strong>{w.name}</strong>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }} ellipsis={{ tooltip: w.url }}>{w.url}</Typography.Text>
                </Space>
              ),
            },
            { key: 'events', title: t('webhooks.fields.events'), render: (_, w) => <Space size={[4, 4]} wrap>{w.events.map((e) => <Tag key={e}>{e}</Tag>)}</Space> },
            {
              key: 'status', title: t('webhooks.columns.status'), width: 170,
              render: (_, w) => (
                <Space direction="vertical" size={0}>
                  <Badge status={SUBSCRIPTION_COLORS[w.status]} text={t(`webhooks.status.${w.status}`)} />
                  {w.status === 'disabled' ? <Typography.Text type="secondary" style={{ fontSize: 12 }}>{when(w.disabledAt)}</Typography.Text> : null}
                </Space>
              ),
            },
            {
              key: 'deliveries', title: t('webhooks.columns.deliveries'), width: 220,
              render: (_, w) => (
                <Space size={4} wrap>
                  <Tag color="green">{t('webhooks.counts.succeeded', { count: w.deliveries.succeeded })}</Tag>
                  {w.deliveries.pending ? <Tag color="gold">{t('webhooks.counts.pending', { count: w.deliveries.pending })}</Tag> : null}
                  {w.deliveries.failed ? <Tag color="red">{t('webhooks.counts.failed', { count: w.deliveries.failed })}</Tag> : null}
                </Space>
              ),
            },
            { key: 'last', title: t('webhooks.lastDelivery'), width: 140, render: (_, w) => when(w.lastDeliveryAt) },
            {
              key: 'on', title: t('webhooks.columns.enabled'), width: 80,
              render: (_, w) => <Switch size="small" checked={w.enabled && !w.disabledAt} disabled={!canEdit} onChange={(on) => void call(`/integrations/webhooks/${w.id}`, 'PATCH', { enabled: on })} />,
            },
            {
              key: 'actions', title: '', width: 190,
              render: (_, w) => (
                <Space size={4}>
                  <Tooltip title={t('webhooks.deliveries.open')}><Button size="small" icon={<HistoryOutlined />} onClick={() => setLog(w)} data-testid={`webhook-log-${w.name}`} /></Tooltip>
                  {canCreate ? <Tooltip title={t('webhooks.test')}><Button size="small" icon={<SendOutlined />} onClick={() => void test(w)} disabled={w.status !== 'active'} /></Tooltip> : null}
                  {canEdit ? <Tooltip title={t('webhooks.edit')}><Button size="small" icon={<EditOutlined />} onClick={() => setForm({ open: true, editing: w })} /></Tooltip> : null}
                  {canEdit ? (
                    <Popconfirm title={t('webhooks.rotateConfirm')} onConfirm={() => void rotate(w)}>
                      <Tooltip title={t('webhooks.rotate')}><Button size="small" icon={<KeyOutlined />} /></Tooltip>
                    </Popconfirm>
                  ) : null}
                  {canDelete ? (
                    <Popconfirm title={t('webhooks.deleteConfirm')} onConfirm={() => void call(`/integrations/webhooks/${w.id}`, 'DELETE')}>
                      <Button size="small" danger icon={<DeleteOutlined />} />
                    </Popconfirm>
                  ) : null}
                </Space>
              ),
            },
          ]}
        />
      </Space>
      <WebhookFormModal
        open={form.open} editing={form.editing} eventTypes={data?.eventTypes ?? []} onClose={() => setForm({ open: false, editing: null })}
        onSaved={(made) => { setForm({ open: false, editing: null }); if (made.secret) setSecret(made.secret); refetch(); }}
      />
      <Modal open={!!secret} title={<Space><KeyOutlined />{t('webhooks.secretTitle')}</Space>} onCancel={() => setSecret(null)} width={720}
        footer={<Button type="primary" onClick={() => setSecret(null)}>{t('webhooks.done')}</Button>}>
        <Alert type="warning" showIcon message={t('webhooks.shownOnce')} style={{ marginBottom: 12 }} />
        <Typography.Paragraph copyable={{ text: secret ?? '', icon: <CopyOutlined /> }} code data-testid="webhook-secret">{secret}</Typography.Paragraph>
        <Typography.Text strong>{t('webhooks.verifyExample')}</Typography.Text>
        <Typography.Paragraph copyable code style={{ whiteSpace: 'pre-wrap' }}>{VERIFY_EXAMPLE(secret ?? '')}</Typography.Paragraph>
      </Modal>
      <DeliveriesDrawer subscription={log ? (data?.webhooks.find((w) => w.id === log.id) ?? log) : null} canReplay={canEdit} onClose={() => setLog(null)} onChanged={refetch} />
    </PageFrame>
  );
}
