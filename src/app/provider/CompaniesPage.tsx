import { PlusOutlined } from '@ant-design/icons';
import { useNotification } from '@refinedev/core';
import { Button, Card, Flex, Input, Result, Table, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FLAG_KEYS, type ConsoleCompany } from '../../shared/provider';
import type { SubscriptionStatus } from '../../shared/subscription';
import { STATUS_COLORS } from '../payments/PaymentsPage';
import { useBillDates } from '../payments/subscriptionApi';
import type { ApiHttpError } from '../providers/http';
import { NewCompanyModal } from './NewCompanyModal';
import { providerApi } from './providerApi';

const PAGE = 20;
const NOWRAP = () => ({ style: { whiteSpace: 'nowrap' as const } });

/** /companies — the provider's console: every company with plan, seats, status, activity and flags (docs/api/provider.md). */
export default function CompaniesPage() {
  const { t } = useTranslation();
  const { day } = useBillDates();
  const navigate = useNavigate();
  const { open: notify } = useNotification();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page') ?? 1) || 1);
  const [rows, setRows] = useState<ConsoleCompany[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<ApiHttpError | null>(null);
  const [creating, setCreating] = useState(false);
  const [reload, setReload] = useState(0);
  const p = (k: string, v?: Record<string, unknown>) => t(`provider.${k}`, v);

  useEffect(() => {
    const ac = new AbortController();
    setLoading(true);
    providerApi.list({ q: q || undefined, skip: (page - 1) * PAGE, limit: PAGE }, ac.signal).then(
      (res) => { setRows(res.data); setTotal(res.total); setError(null); setLoading(false); },
      (err: ApiHttpError) => { if (!ac.signal.aborted) { setError(err); setLoading(false); } },
    );
    return () => ac.abort();
  }, [q, page, reload]);

  const setQuery = (next: Record<string, string>) => setParams((prev) => {
    const out = new URLSearchParams(prev);
    for (const [k, v] of Object.entries(next)) if (v) out.set(k, v); else out.delete(k);
    return out;
  });

  if (error) return <Result status={error.statusCode === 403 ? '403' : 'error'} title={error.statusCode === 403 ? p('onlyProvider') : error.message} />;
  const date = (iso: string | null) => (iso ? day(iso) : p('never'));
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap="wrap" gap={8}>
        <Typography.Title level={3} style={{ margin: 0 }}>{p('title')}</Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>{p('newCompany')}</Button>
      </Flex>
      <Card>
        <Input.Search
          allowClear
          placeholder={p('search')}
          defaultValue={q}
          onSearch={(value) => setQuery({ q: value.trim(), page: '' })}
          style={{ maxWidth: 360, marginBottom: 16 }}
          data-testid="companies-search"
        />
        <Table<ConsoleCompany>
          rowKey="id"
          size="middle"
          loading={loading}
          dataSource={rows}
          scroll={{ x: 1000 }}
          onRow={(r) => ({ onClick: () => navigate(`/companies/company-view?id=${r.id}`), style: { cursor: 'pointer' } })}
          pagination={{ current: page, pageSize: PAGE, total, showSizeChanger: false, showTotal: (n) => p('count', { count: n }), onChange: (n) => setQuery({ page: n > 1 ? String(n) : '' }) }}
          columns={[
            { key: 'name', title: p('name'), width: 240, render: (_, r) => <Link to={`/companies/company-view?id=${r.id}`} onClick={(e) => e.stopPropagation()}><strong>{r.name}</strong></Link> },
            { key: 'slug', onCell: NOWRAP, title: p('slug'), dataIndex: 'slug' },
            { key: 'plan', onCell: NOWRAP, title: p('plan'), render: (_, r) => t(`subscription.plans.${r.plan}`) },
            { key: 'seats', onCell: NOWRAP, title: p('seats'), align: 'right', render: (_, r) => <span style={{ color: r.seatsUsed > r.seatsContracted ? '#cf1322' : undefined }}>{r.seatsUsed} / {r.seatsContracted}</span> },
            { key: 'status', title: p('status'), render: (_, r) => <Tag color={r.status === 'suspended' ? 'red' : 'green'}>{p(`statuses.${r.status}`)}</Tag> },
            { key: 'sub', title: p('subscription'), render: (_, r) => <Tag color={STATUS_COLORS[r.subscriptionStatus as SubscriptionStatus]}>{t(`subscription.statuses.${r.subscriptionStatus}`)}</Tag> },
            { key: 'created', onCell: NOWRAP, title: p('created'), render: (_, r) => date(r.createdAt) },
            { key: 'activity', onCell: NOWRAP, title: p('lastActivity'), render: (_, r) => date(r.lastActivityAt) },
            {
              key: 'flags', title: p('flags'),
              render: (_, r) => (
                <Flex gap={4} wrap="wrap">
                  {FLAG_KEYS.filter((k) => r.flags[k] === true).map((k) => <Tag key={k}>{p(`flagNames.${k}`)}</Tag>)}
                  {(['documentsVersion', 'noveltiesVersion'] as const).map((k) => (r.flags[k] ? <Tag key={k} color="geekblue">{`${p(`flagNames.${k}`)} ${String(r.flags[k])}`}</Tag> : null))}
                </Flex>
              ),
            },
          ]}
        />
      </Card>
      <NewCompanyModal
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(id, name) => {
          setCreating(false);
          notify?.({ type: 'success', message: p('created_ok', { name }) });
          setReload((n) => n + 1);
          navigate(`/companies/company-view?id=${id}`);
        }}
      />
    </Flex>
  );
}
