import { Alert, Segmented, Space, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { INTEGRATION_KEYS, type IntegrationKey, type IntegrationTransaction } from '../../shared/integrations/catalog';
import { PageFrame } from '../team/PageFrame';
import { useApiData } from '../engine/query/useApiData';

const STATUS_COLOR = { ok: 'green', failed: 'red', pending: 'gold' } as const;

/** "period 2026-11 · novelties 212": what was exchanged, from the recorded summary. */
function summaryOf(payload: Record<string, unknown>, t: (k: string) => string): string {
  return Object.entries(payload)
    .filter(([k, v]) => v !== null && v !== undefined && v !== '' && !/Id$/.test(k))
    .map(([k, v]) => `${t(`integrations.payload.${k}`)}: ${String(v)}`)
    .join(' · ');
}

/**
 * /integrations-transactions/{key} — one integration's exchanges, newest first: when, direction, what, a summary,
 * status and the error of a failed one; filtered by status in the URL (`?status=failed`).
 */
export default function IntegrationTransactionsPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const [params, setParams] = useSearchParams();
  const key = INTEGRATION_KEYS.includes(id as IntegrationKey) ? (id as IntegrationKey) : null;
  const status = ['ok', 'failed'].includes(params.get('status') ?? '') ? params.get('status')! : undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, loading, error } = useApiData<{ transactions: IntegrationTransaction[]; count: number }>(`/integrations/${key ?? 'payroll'}/transactions`, {
    query: { status, skip: (page - 1) * 50, limit: 50 }, enabled: !!key,
  });
  const set = (next: Record<string, string | undefined>) => {
    const out = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) if (v) out.set(k, v); else out.delete(k);
    setParams(out, { replace: true });
  };
  if (!key) return <Alert type="warning" showIcon message={t('integrations.unknown')} />;
  return (
    <PageFrame back="/integrations" title={t('integrations.transactionsOf', { name: t(`integrations.keys.${key}.name`) })}>
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Segmented
          value={status ?? 'all'} data-testid="transactions-status"
          options={[{ value: 'all', label: t('integrations.filter.all') }, { value: 'ok', label: t('integrations.status.ok') }, { value: 'failed', label: t('integrations.status.failed') }]}
          onChange={(v) => set({ status: v === 'all' ? undefined : String(v), page: undefined })}
        />
        {error ? <Alert type="error" showIcon message={error.message} /> : null}
        <Table<IntegrationTransaction>
          rowKey="id" size="small" loading={loading} dataSource={data?.transactions ?? []} data-testid="transactions-table"
          pagination={{ current: page, pageSize: 50, total: data?.count ?? 0, showSizeChanger: false, onChange: (p) => set({ page: p > 1 ? String(p) : undefined }) }}
          columns={[
            { key: 'at', title: t('integrations.columns.at'), width: 170, render: (_, r) => dayjs(r.createdAt).format('DD/MM/YYYY HH:mm:ss') },
            { key: 'direction', title: t('integrations.columns.direction'), width: 110, render: (_, r) => <Tag>{t(`integrations.direction.${r.direction}`)}</Tag> },
            { key: 'action', title: t('integrations.columns.action'), render: (_, r) => t(`integrations.actions.${r.action.replace('.', '_')}`) },
            { key: 'summary', title: t('integrations.columns.summary'), render: (_, r) => <Typography.Text type="secondary">{summaryOf(r.payload, t)}</Typography.Text> },
            { key: 'by', title: t('integrations.columns.by'), width: 120, render: (_, r) => r.username ?? '—' },
            {
              key: 'status', title: t('integrations.columns.status'), width: 220,
              render: (_, r) => (
                <Space direction="vertical" size={0}>
                  <Tag color={STATUS_COLOR[r.status]}>{t(`integrations.status.${r.status}`)}</Tag>
                  {r.error ? <Typography.Text type="danger" style={{ fontSize: 12 }}>{r.error}</Typography.Text> : null}
                  {r.attempts > 1 ? <Typography.Text type="secondary" style={{ fontSize: 12 }}>{t('integrations.attempts', { count: r.attempts })}</Typography.Text> : null}
                </Space>
              ),
            },
          ]}
        />
      </Space>
    </PageFrame>
  );
}
