import { FilePdfOutlined } from '@ant-design/icons';
import { useNotification } from '@refinedev/core';
import { Alert, Button, Card, Descriptions, Flex, Result, Space, Table, Tag, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BillView, SubscriptionStatus, SubscriptionView } from '../../shared/subscription';
import type { ApiHttpError } from '../providers/http';
import { CancelModal } from './CancelModal';
import { SeatsBar } from './SeatsBar';
import { money, subscriptionApi, useBillDates } from './subscriptionApi';

export const STATUS_COLORS: Record<SubscriptionStatus, string> = { trial: 'blue', active: 'green', cancelScheduled: 'orange', cancelled: 'default', pastDue: 'red' };
export const BILL_COLORS: Record<string, string> = { open: 'orange', paid: 'green', void: 'default' };

/**
 * /payments — the subscription (docs/api/subscription.md): plan, status, period end, seats used against contracted,
 * the bills; the owner cancels at period end with a reason and reactivates before it. Administrators only read.
 */
export default function PaymentsPage() {
  const { t, i18n } = useTranslation();
  const { day, period } = useBillDates();
  const { open: notify } = useNotification();
  const [sub, setSub] = useState<SubscriptionView | null>(null);
  const [bills, setBills] = useState<BillView[]>([]);
  const [error, setError] = useState<ApiHttpError | null>(null);
  const [cancelling, setCancelling] = useState(false);

  const load = useCallback(async (signal?: AbortSignal) => {
    try {
      const [s, b] = await Promise.all([subscriptionApi.get(signal), subscriptionApi.bills(signal)]);
      setSub(s);
      setBills(b);
      setError(null);
    } catch (err) {
      if (!signal?.aborted) setError(err as ApiHttpError);
    }
  }, []);
  useEffect(() => {
    const ac = new AbortController();
    void load(ac.signal);
    return () => ac.abort();
  }, [load]);

  if (error) return <Result status={error.statusCode === 403 ? '403' : 'error'} title={error.message} />;
  if (!sub) return <Card loading />;

  const act = async (run: () => Promise<SubscriptionView>, done: string) => {
    try {
      setSub(await run());
      notify?.({ type: 'success', message: done });
    } catch (err) {
      notify?.({ type: 'error', message: (err as ApiHttpError).message });
    }
  };

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={3} style={{ margin: 0 }}>{t('subscription.title')}</Typography.Title>
      {sub.status === 'cancelScheduled' && (
        <Alert type="warning" showIcon message={t('subscription.scheduledNote', { date: day(sub.periodEnd), reason: t(`subscription.reasons.${sub.cancelReason ?? 'other'}`) })} />
      )}
      <Card>
        <Flex gap={32} wrap="wrap" align="start">
          <Descriptions column={1} size="small" style={{ minWidth: 280, flex: 1 }}>
            <Descriptions.Item label={t('subscription.plan')}>{t(`subscription.plans.${sub.plan}`)}</Descriptions.Item>
            <Descriptions.Item label={t('subscription.status')}>
              <Tag color={STATUS_COLORS[sub.status]} data-testid="subscription-status">{t(`subscription.statuses.${sub.status}`)}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t('subscription.periodEnd')}>{day(sub.periodEnd)}</Descriptions.Item>
          </Descriptions>
          <div style={{ minWidth: 280, flex: 1 }}>
            <Typography.Text strong>{t('subscription.seats')}</Typography.Text>
            <SeatsBar used={sub.seatsUsed} contracted={sub.seatsContracted} />
          </div>
        </Flex>
        <Space style={{ marginTop: 16 }}>
          {sub.can.cancel && <Button danger onClick={() => setCancelling(true)}>{t('subscription.cancel')}</Button>}
          {sub.can.reactivate && <Button type="primary" onClick={() => act(subscriptionApi.reactivate, t('subscription.reactivateDone'))}>{t('subscription.reactivate')}</Button>}
          {!sub.can.cancel && !sub.can.reactivate && sub.status !== 'cancelled' && <Typography.Text type="secondary">{t('subscription.adminCannotCancel')}</Typography.Text>}
        </Space>
      </Card>
      <Card title={t('subscription.bills')}>
        <Table<BillView>
          rowKey="id"
          dataSource={bills}
          pagination={false}
          locale={{ emptyText: t('subscription.noBills') }}
          columns={[
            { key: 'number', title: t('subscription.number'), render: (_, b) => <Link to={`/payments/bill/${b.id}`}>{b.number}</Link> },
            { key: 'period', title: t('subscription.period'), render: (_, b) => period(b) },
            { key: 'total', title: t('subscription.total'), align: 'right', render: (_, b) => money(b.totalCents, b.currency, i18n.language) },
            { key: 'status', title: t('subscription.status'), render: (_, b) => <Tag color={BILL_COLORS[b.status]}>{t(`subscription.billStatuses.${b.status}`)}</Tag> },
            { key: 'pdf', title: '', align: 'right', render: (_, b) => <Button size="small" icon={<FilePdfOutlined />} onClick={() => void subscriptionApi.pdf(b)}>{t('subscription.pdf')}</Button> },
          ]}
        />
      </Card>
      <CancelModal
        open={cancelling}
        periodEnd={day(sub.periodEnd)}
        onCancel={() => setCancelling(false)}
        onConfirm={async (reason, comment) => {
          await act(() => subscriptionApi.cancel(reason, comment), t('subscription.cancelDone', { date: day(sub.periodEnd) }));
          setCancelling(false);
        }}
      />
    </Flex>
  );
}
