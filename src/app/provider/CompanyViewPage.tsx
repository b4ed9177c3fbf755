import { ArrowLeftOutlined } from '@ant-design/icons';
import { useNotification } from '@refinedev/core';
import { Alert, Button, Card, Descriptions, Flex, Form, InputNumber, Popconfirm, Result, Select, Switch, Table, Tag, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FLAG_KEYS, VERSION_FLAGS } from '../../shared/provider';
import { PLANS, type BillView } from '../../shared/subscription';
import { BILL_COLORS, STATUS_COLORS } from '../payments/PaymentsPage';
import { SeatsBar } from '../payments/SeatsBar';
import { money, useBillDates } from '../payments/subscriptionApi';
import type { ApiHttpError } from '../providers/http';
import { providerApi, type CompanyDetail } from './providerApi';
import { enterSupport } from './supportMode';

/**
 * /companies/company-view?id= — one company for provider staff: its flags, plan and seats, suspension, bills and
 * their recorded payments (docs/api/provider.md).
 */
export default function CompanyViewPage() {
  const { t, i18n } = useTranslation();
  const { day, period } = useBillDates();
  const { open: notify } = useNotification();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const [company, setCompany] = useState<CompanyDetail | null>(null);
  const [error, setError] = useState<ApiHttpError | null>(null);
  const [flagsForm] = Form.useForm<Record<string, unknown>>();
  const [planForm] = Form.useForm<{ plan: string; seatsContracted: number; subscriptionStatus: string; seatPriceCents: number }>();
  const p = (k: string, v?: Record<string, unknown>) => t(`provider.${k}`, v);

  const load = useCallback(async (signal?: AbortSignal) => {
    if (!id) return;
    try {
      const c = await providerApi.get(id, signal);
      setCompany(c);
      setError(null);
      flagsForm.setFieldsValue(Object.fromEntries(FLAG_KEYS.map((k) => [k, c.flags[k] ?? (VERSION_FLAGS.includes(k) ? 'V1' : false)])));
      planForm.setFieldsValue({
        plan: c.subscription.plan, seatsContracted: c.subscription.seatsContracted, seatPriceCents: c.subscription.seatPriceCents,
        subscriptionStatus: c.subscription.status === 'pastDue' ? 'past_due' : c.subscription.status === 'trial' ? 'trial' : 'active',
      });
    } catch (err) {
      if (!signal?.aborted) setError(err as ApiHttpError);
    }
  }, [id, flagsForm, planForm]);
  useEffect(() => {
    const ac = new AbortController();
    void load(ac.signal);
    return () => ac.abort();
  }, [load]);

  const act = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      notify?.({ type: 'success', message: done });
      await load();
    } catch (err) {
      notify?.({ type: 'error', message: (err as ApiHttpError).message });
    }
  };

  const back = <Link to="/companies"><ArrowLeftOutlined /> {p('back')}</Link>;
  if (!id) return <Result status="info" title={p('pickOne')} extra={back} />;
  if (error) return <Result status={error.statusCode === 403 ? '403' : '404'} title={error.statusCode === 403 ? p('onlyProvider') : p('notFound')} extra={back} />;
  if (!company) return <Card loading />;
  const sub = company.subscription;

  return (
    <Flex vertical gap={16}>
      {back}
      <Flex justify="space-between" align="center" wrap="wrap" gap={8}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {company.name} <Tag color={company.status === 'suspended' ? 'red' : 'green'} data-testid="company-status">{p(`statuses.${company.status}`)}</Tag>
        </Typography.Title>
        <Flex gap={8} wrap="wrap">
        <Button onClick={() => enterSupport(company.id).catch((err: ApiHttpError) => notify?.({ type: 'error', message: err.message }))}>{p('supportEnter')}</Button>
        {company.status === 'active' ? (
          <Popconfirm title={p('suspend')} description={p('suspendConfirm')} onConfirm={() => act(() => providerApi.suspend(company.id), p('suspended_ok'))}>
            <Button danger>{p('suspend')}</Button>
          </Popconfirm>
        ) : (
          <Button type="primary" onClick={() => act(() => providerApi.reactivate(company.id), p('reactivated_ok'))}>{p('reactivate')}</Button>
        )}
        </Flex>
      </Flex>
      {company.status === 'suspended' && company.suspendedAt && (
        <Alert type="error" showIcon message={p('suspendedOn', { date: day(company.suspendedAt) })} description={company.suspendedReason ?? undefined} />
      )}
      <Card>
        <Descriptions column={{ xs: 1, md: 3 }} size="small">
          <Descriptions.Item label={p('slug')}>{company.slug}</Descriptions.Item>
          <Descriptions.Item label={p('created')}>{day(company.createdAt)}</Descriptions.Item>
          <Descriptions.Item label={p('owner')}>{company.owners.map((o) => `${o.firstName} ${o.lastName} (${o.username})`).join(', ') || '—'}</Descriptions.Item>
          <Descriptions.Item label={p('subscription')}><Tag color={STATUS_COLORS[sub.status]}>{t(`subscription.statuses.${sub.status}`)}</Tag></Descriptions.Item>
          <Descriptions.Item label={t('subscription.periodEnd')}>{day(sub.periodEnd)}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Flex gap={16} wrap="wrap" align="stretch">
        <Card title={p('flags')} style={{ flex: 1, minWidth: 320 }}>
          <Form form={flagsForm} layout="horizontal" labelCol={{ span: 14 }} wrapperCol={{ span: 10 }} labelAlign="left" data-testid="flags-form"
            onFinish={(values) => act(() => providerApi.update(company.id, { flags: values }), p('saved'))}>
            {FLAG_KEYS.map((k) => (
              <Form.Item key={k} name={k} label={p(`flagNames.${k}`)} valuePropName={VERSION_FLAGS.includes(k) ? 'value' : 'checked'} style={{ marginBottom: 8 }}>
                {VERSION_FLAGS.includes(k) ? <Select style={{ width: 90 }} options={[{ value: 'V1', label: 'V1' }, { value: 'V2', label: 'V2' }]} /> : <Switch aria-label={p(`flagNames.${k}`)} />}
              </Form.Item>
            ))}
            <Button type="primary" htmlType="submit">{p('save')}</Button>
          </Form>
        </Card>
        <Card title={p('planAndSeats')} style={{ flex: 1, minWidth: 320 }}>
          <SeatsBar used={sub.seatsUsed} contracted={sub.seatsContracted} />
          <Form form={planForm} layout="vertical" style={{ marginTop: 16 }}
            onFinish={(values) => act(() => providerApi.update(company.id, values), p('saved'))}>
            <Form.Item name="plan" label={p('plan')}><Select options={PLANS.map((k) => ({ value: k, label: t(`subscription.plans.${k}`) }))} /></Form.Item>
            <Form.Item name="seatsContracted" label={p('seatsContracted')}><InputNumber min={0} max={1_000_000} style={{ width: '100%' }} /></Form.Item>
            <Form.Item name="subscriptionStatus" label={p('subscriptionStatus')}>
              <Select options={[{ value: 'trial', label: t('subscription.statuses.trial') }, { value: 'active', label: t('subscription.statuses.active') }, { value: 'past_due', label: t('subscription.statuses.pastDue') }]} />
            </Form.Item>
            <Form.Item name="seatPriceCents" label={p('seatPrice')}><InputNumber min={0} max={1_000_000} style={{ width: '100%' }} /></Form.Item>
            <Button type="primary" htmlType="submit">{p('save')}</Button>
          </Form>
        </Card>
      </Flex>
      <Card title={p('bills')}>
        <Table<BillView>
          rowKey="id"
          dataSource={company.bills}
          pagination={false}
          locale={{ emptyText: t('subscription.noBills') }}
          columns={[
            { key: 'number', title: t('subscription.number'), dataIndex: 'number' },
            { key: 'period', title: t('subscription.period'), render: (_, b) => period(b) },
            { key: 'total', title: t('subscription.total'), align: 'right', render: (_, b) => money(b.totalCents, b.currency, i18n.language) },
            { key: 'status', title: t('subscription.status'), render: (_, b) => <Tag color={BILL_COLORS[b.status]}>{t(`subscription.billStatuses.${b.status}`)}</Tag> },
            {
              key: 'pay', title: '', align: 'right',
              render: (_, b) => (b.status === 'open' ? (
                <Popconfirm title={p('recordPayment')} onConfirm={() => act(() => providerApi.recordPayment(company.id, b.id, { method: 'transfer' }), t('subscription.paymentRecorded'))}>
                  <Button size="small">{p('recordPayment')}</Button>
                </Popconfirm>
              ) : b.paidAt ? day(b.paidAt) : null),
            },
          ]}
        />
      </Card>
    </Flex>
  );
}
