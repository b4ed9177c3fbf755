import { ArrowLeftOutlined, FilePdfOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Flex, Result, Table, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { BillLine, BillView } from '../../shared/subscription';
import type { ApiHttpError } from '../providers/http';
import { BILL_COLORS } from './PaymentsPage';
import { money, subscriptionApi, useBillDates } from './subscriptionApi';

/** /payments/bill/:id — one bill: number, period, lines, taxes, total, status and its PDF. */
export default function BillPage() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation();
  const { day, period } = useBillDates();
  const [bill, setBill] = useState<(BillView & { companyName: string }) | null>(null);
  const [error, setError] = useState<ApiHttpError | null>(null);
  useEffect(() => {
    const ac = new AbortController();
    subscriptionApi.bill(id, ac.signal).then(setBill, (err: ApiHttpError) => !ac.signal.aborted && setError(err));
    return () => ac.abort();
  }, [id]);
  if (error) return <Result status={error.statusCode === 403 ? '403' : '404'} title={error.message} extra={<Link to="/payments">{t('subscription.back')}</Link>} />;
  if (!bill) return <Card loading />;
  const m = (cents: number) => money(cents, bill.currency, i18n.language);
  const lineLabel = (l: BillLine) => {
    const [kind, plan] = l.description.split(':');
    return kind === 'seats' ? t('subscription.lineSeats', { plan: t(`subscription.plans.${plan}`) }) : l.description;
  };
  return (
    <Flex vertical gap={16} style={{ maxWidth: 880 }}>
      <Link to="/payments"><ArrowLeftOutlined /> {t('subscription.back')}</Link>
      <Flex justify="space-between" align="center" wrap="wrap" gap={8}>
        <Typography.Title level={3} style={{ margin: 0 }}>{t('subscription.bill')} {bill.number}</Typography.Title>
        <Button icon={<FilePdfOutlined />} onClick={() => void subscriptionApi.pdf(bill)}>{t('subscription.pdf')}</Button>
      </Flex>
      <Card>
        <Descriptions column={{ xs: 1, sm: 2 }} size="small">
          <Descriptions.Item label={t('subscription.period')}>{period(bill)}</Descriptions.Item>
          <Descriptions.Item label={t('subscription.status')}><Tag color={BILL_COLORS[bill.status]}>{t(`subscription.billStatuses.${bill.status}`)}</Tag></Descriptions.Item>
          <Descriptions.Item label={t('subscription.issued')}>{day(bill.issuedAt)}</Descriptions.Item>
          <Descriptions.Item label={t('subscription.due')}>{bill.dueDate ? day(bill.dueDate) : '—'}</Descriptions.Item>
          {bill.paidAt && <Descriptions.Item label={t('subscription.paid')}>{day(bill.paidAt)} {bill.paymentReference ?? ''}</Descriptions.Item>}
        </Descriptions>
        <Table<BillLine>
          style={{ marginTop: 16 }}
          rowKey={(_, i) => String(i)}
          dataSource={bill.lines}
          pagination={false}
          columns={[
            { key: 'd', title: t('subscription.description'), render: (_, l) => lineLabel(l) },
            { key: 'q', title: t('subscription.quantity'), dataIndex: 'quantity', align: 'right' },
            { key: 'u', title: t('subscription.unitPrice'), align: 'right', render: (_, l) => m(l.unitPriceCents) },
            { key: 'a', title: t('subscription.amount'), align: 'right', render: (_, l) => m(l.amountCents) },
          ]}
          summary={() => (
            <>
              <Table.Summary.Row><Table.Summary.Cell index={0} colSpan={3} align="right">{t('subscription.subtotal')}</Table.Summary.Cell><Table.Summary.Cell index={1} align="right">{m(bill.subtotalCents)}</Table.Summary.Cell></Table.Summary.Row>
              <Table.Summary.Row><Table.Summary.Cell index={0} colSpan={3} align="right">{t('subscription.tax')} ({bill.taxRateBp / 100} %)</Table.Summary.Cell><Table.Summary.Cell index={1} align="right">{m(bill.taxCents)}</Table.Summary.Cell></Table.Summary.Row>
              <Table.Summary.Row><Table.Summary.Cell index={0} colSpan={3} align="right"><strong>{t('subscription.total')}</strong></Table.Summary.Cell><Table.Summary.Cell index={1} align="right"><strong>{m(bill.totalCents)}</strong></Table.Summary.Cell></Table.Summary.Row>
            </>
          )}
        />
      </Card>
    </Flex>
  );
}
