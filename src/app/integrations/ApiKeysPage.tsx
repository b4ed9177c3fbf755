import { CopyOutlined, KeyOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, App, Button, DatePicker, Form, Input, Modal, Popconfirm, Select, Space, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACTIONS, MODULE_KEYS } from '../../shared/modules';
import { DEFAULT_DATE_FORMAT, DEFAULT_DATETIME_FORMAT, formatDate } from '../engine/render/formatDate';
import { request, type ApiHttpError } from '../providers/http';
import { PageFrame } from '../team/PageFrame';
import { useApiData } from '../engine/query/useApiData';

interface ApiKeyRow {
  id: string; name: string; hint: string; scopes: { module: string; action: string }[]; ipAllowlist: string[];
  expiresAt: string | null; lastUsedAt: string | null; lastUsedIp: string | null; revokedAt: string | null; createdAt: string; createdByUsername: string | null;
}
interface NewKeyForm { name: string; scopes: string[]; expiresAt?: dayjs.Dayjs; ipAllowlist?: string[] }

/**
 * Company configuration › open API (issue 24 item 4): the company's API keys — who made each, its scopes, expiry,
 * allowed addresses and last use; a new key is shown once with a curl example on this server's address; revoking
 * stops it at once. The OpenAPI description of every call (with the company's custom fields) is at /api/docs.
 */
export default function ApiKeysPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<NewKeyForm>();
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [made, setMade] = useState<string | null>(null);
  const { data, loading, error, refetch } = useApiData<{ apiKeys: ApiKeyRow[] }>('/integrations/api-keys');
  const base = `${location.origin}/api`;
  // dates and permissions as the reader reads them elsewhere (not 29/11/2026 in en-US, not "users · GET")
  const when = (iso: string) => formatDate(iso, t('engine.format.dateTime', { defaultValue: DEFAULT_DATETIME_FORMAT }));
  const scopeLabel = (module: string, action: string) => `${t(`roles.modules.${module}`, { defaultValue: module })} · ${t(`apikeys.actions.${action}`, { defaultValue: action })}`;

  const create = async (values: NewKeyForm) => {
    setSaving(true);
    try {
      const body = {
        name: values.name.trim(),
        scopes: values.scopes.map((s) => ({ module: s.split(':')[0], action: s.split(':')[1] })),
        ...(values.expiresAt ? { expiresAt: values.expiresAt.endOf('day').toISOString() } : {}),
        ...(values.ipAllowlist?.length ? { ipAllowlist: values.ipAllowlist } : {}),
      };
      const row = await request<ApiKeyRow & { key: string }>('/integrations/api-keys', { method: 'POST', body });
      setOpen(false);
      form.resetFields();
      setMade(row.key);
      refetch();
    } catch (err) {
      message.error((err as ApiHttpError).message);
    } finally {
      setSaving(false);
    }
  };
  const revoke = async (id: string) => {
    await request(`/integrations/api-keys/${id}`, { method: 'DELETE' });
    refetch();
  };
  const scopeOptions = MODULE_KEYS.map((m) => ({
    label: t(`roles.modules.${m}`, { defaultValue: m }),
    options: ACTIONS.map((a) => ({ value: `${m}:${a}`, label: scopeLabel(m, a) })),
  }));
  const status = (k: ApiKeyRow) => (k.revokedAt ? <Tag>{t('apikeys.status.revoked')}</Tag>
    : k.expiresAt && dayjs(k.expiresAt).isBefore(dayjs()) ? <Tag color="orange">{t('apikeys.status.expired')}</Tag>
      : <Tag color="green">{t('apikeys.status.active')}</Tag>);

  return (
    <PageFrame back="/integrations" title={t('apikeys.title')} extra={<Button type="primary" icon={<PlusOutlined />} onClick={() => setOpen(true)} data-testid="apikey-new">{t('apikeys.new')}</Button>}>
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('apikeys.intro')} <a href="/api/docs" target="_blank" rel="noreferrer">{t('apikeys.docs')}</a>
        </Typography.Paragraph>
        {error ? <Alert type="error" showIcon message={error.message} /> : null}
        <Table<ApiKeyRow>
          rowKey="id" size="small" loading={loading} dataSource={data?.apiKeys ?? []} pagination={false} data-testid="apikeys-table"
          locale={{ emptyText: t('apikeys.empty') }}
          columns={[
            { key: 'name', title: t('apikeys.columns.name'), render: (_, k) => <Space direction="vertical" size={0}><strong>{k.name}</strong><Typography.Text type="secondary" code>{k.hint}</Typography.Text></Space> },
            { key: 'scopes', title: t('apikeys.columns.scopes'), render: (_, k) => <Space size={[4, 4]} wrap>{k.scopes.map((s) => <Tag key={`${s.module}:${s.action}`}>{scopeLabel(s.module, s.action)}</Tag>)}</Space> },
            { key: 'ip', title: t('apikeys.columns.ipAllowlist'), render: (_, k) => (k.ipAllowlist.length ? k.ipAllowlist.join(', ') : t('apikeys.anyAddress')) },
            { key: 'expires', title: t('apikeys.columns.expiresAt'), render: (_, k) => (k.expiresAt ? when(k.expiresAt) : t('apikeys.never')) },
            { key: 'used', title: t('apikeys.columns.lastUsed'), render: (_, k) => (k.lastUsedAt ? `${when(k.lastUsedAt)} · ${k.lastUsedIp ?? ''}` : t('apikeys.neverUsed')) },
            { key: 'by', title: t('apikeys.columns.createdBy'), render: (_, k) => `${k.createdByUsername ?? '—'} · ${when(k.createdAt)}` },
            { key: 'status', title: t('apikeys.columns.status'), render: (_, k) => status(k) },
            {
              key: 'actions', title: '', render: (_, k) => (k.revokedAt ? null : (
                <Popconfirm title={t('apikeys.revokeConfirm')} onConfirm={() => void revoke(k.id)}>
                  <Button danger size="small">{t('apikeys.revoke')}</Button>
                </Popconfirm>
              )),
            },
          ]}
        />
      </Space>
      <Modal open={open} title={t('apikeys.new')} onCancel={() => setOpen(false)} onOk={() => form.submit()} okButtonProps={{ loading: saving, 'data-testid': 'apikey-create' } as never} width={640} destroyOnHidden>
        <Form form={form} layout="vertical" onFinish={(v) => void create(v)}>
          <Form.Item name="name" label={t('apikeys.columns.name')} rules={[{ required: true, whitespace: true, max: 80 }]}>
            <Input maxLength={80} data-testid="apikey-name" />
          </Form.Item>
          <Form.Item name="scopes" label={t('apikeys.columns.scopes')} extra={t('apikeys.scopesHelp')} rules={[{ required: true }]}>
            <Select mode="multiple" options={scopeOptions} showSearch optionFilterProp="label" data-testid="apikey-scopes" />
          </Form.Item>
          <Form.Item name="expiresAt" label={t('apikeys.columns.expiresAt')}>
            <DatePicker format={t('engine.format.date', { defaultValue: DEFAULT_DATE_FORMAT })} disabledDate={(d) => d.isBefore(dayjs(), 'day')} />
          </Form.Item>
          <Form.Item name="ipAllowlist" label={t('apikeys.columns.ipAllowlist')} extra={t('apikeys.ipHelp')}>
            <Select mode="tags" tokenSeparators={[',', ' ']} open={false} />
          </Form.Item>
        </Form>
      </Modal>
      <Modal open={!!made} title={<Space><KeyOutlined />{t('apikeys.madeTitle')}</Space>} onCancel={() => setMade(null)} footer={<Button type="primary" onClick={() => setMade(null)}>{t('apikeys.done')}</Button>} width={720}>
        <Alert type="warning" showIcon message={t('apikeys.shownOnce')} style={{ marginBottom: 12 }} />
        <Typography.Paragraph copyable={{ text: made ?? '', icon: <CopyOutlined /> }} code data-testid="apikey-secret">{made}</Typography.Paragraph>
        <Typography.Text strong>{t('apikeys.example')}</Typography.Text>
        <Typography.Paragraph copyable code style={{ whiteSpace: 'pre-wrap' }}>
          {`curl -X POST ${base}/users/getFiltered \\\n  -H "Authorization: Bearer ${made ?? ''}" \\\n  -H "Content-Type: application/json" \\\n  -d '{"limit": 20}'`}
        </Typography.Paragraph>
      </Modal>
    </PageFrame>
  );
}
