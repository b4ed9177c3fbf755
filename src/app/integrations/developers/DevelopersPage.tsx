import { ApiOutlined, DownloadOutlined, KeyOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Collapse, Empty, Input, Select, Space, Table, Tabs, Tag, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { API_URL, request } from '../../providers/http';
import { PageFrame } from '../../team/PageFrame';
import { curlExamples, entitySchemaIds, operationsByTag, schemaFields, type OpenApiDoc, type SchemaField } from './openApiModel';

const METHOD_COLORS: Record<string, string> = { GET: 'blue', POST: 'green', PUT: 'orange', PATCH: 'gold', DELETE: 'red' };

/** The product's document (no token: base schemas), to tell the company's own fields apart. */
const productDocument = async (): Promise<OpenApiDoc> => (await fetch(`${API_URL}/docs/json`)).json() as Promise<OpenApiDoc>;

/**
 * Company configuration › developers (issue 24 item 4): how to call the company's API — its address, how to
 * authenticate with an open API key, curl examples on this server — and its OpenAPI document: every call by area and
 * every entity with the company's custom fields marked. The interactive reference stays at /api/docs.
 */
export default function DevelopersPage() {
  const { t, i18n } = useTranslation();
  const [doc, setDoc] = useState<OpenApiDoc | null>(null);
  const [product, setProduct] = useState<OpenApiDoc>();
  const [failed, setFailed] = useState(false);
  const [search, setSearch] = useState('');
  const [entity, setEntity] = useState('user');
  const apiBase = `${location.origin}${API_URL}`;

  useEffect(() => {
    request<OpenApiDoc>('/openapi.json').then(setDoc, () => setFailed(true));
    productDocument().then(setProduct, () => undefined);
  }, []);

  const groups = useMemo(() => (doc ? operationsByTag(doc, search) : new Map()), [doc, search]);
  const fields = useMemo<SchemaField[]>(() => (doc ? schemaFields(doc, product, entity) : []), [doc, product, entity]);

  const download = () => {
    const url = URL.createObjectURL(new Blob([JSON.stringify(doc, null, 2)], { type: 'application/json' }));
    const a = Object.assign(document.createElement('a'), { href: url, download: 'openapi.json' });
    a.click();
    URL.revokeObjectURL(url);
  };

  const start = (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Card size="small" title={t('developers.address')}>
        <Typography.Paragraph copyable={{ text: apiBase }} style={{ marginBottom: 0 }} data-testid="developers-base">
          <Typography.Text code>{apiBase}</Typography.Text>
        </Typography.Paragraph>
      </Card>
      <Card size="small" title={t('developers.authTitle')}>
        <Typography.Paragraph>{t('developers.auth')}</Typography.Paragraph>
        <Typography.Paragraph><Typography.Text code>Authorization: Bearer hrk_…</Typography.Text> · <Typography.Text code>X-API-Key: hrk_…</Typography.Text></Typography.Paragraph>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>{t('developers.rules')}</Typography.Paragraph>
        <Link to="/integrations/api-keys"><Button icon={<KeyOutlined />} style={{ marginTop: 12 }}>{t('developers.keys')}</Button></Link>
      </Card>
      <Card size="small" title={t('developers.examples')}>
        {curlExamples(apiBase, i18n.language).map((example) => (
          <div key={example.key} style={{ marginBottom: 16 }}>
            <Typography.Text strong>{t(`developers.example.${example.key}`)}</Typography.Text>
            <Typography.Paragraph copyable={{ text: example.command }} style={{ marginBottom: 0 }}>
              <pre style={{ whiteSpace: 'pre-wrap', margin: '4px 0 0' }} data-testid={`developers-curl-${example.key}`}>{example.command}</pre>
            </Typography.Paragraph>
          </div>
        ))}
      </Card>
    </Space>
  );

  const calls = (
    <>
      <Input.Search allowClear placeholder={t('developers.search')} onChange={(e) => setSearch(e.target.value)} style={{ maxWidth: 420, marginBottom: 16 }} data-testid="developers-search" />
      {groups.size === 0 ? <Empty /> : (
        <Collapse
          items={[...groups.entries()].map(([tag, ops]) => ({
            key: tag,
            label: <Space><Typography.Text strong>{tag}</Typography.Text><Tag>{ops.length}</Tag></Space>,
            children: ops.map((op: { method: string; path: string; summary: string }) => (
              <div key={`${op.method} ${op.path}`} style={{ display: 'flex', gap: 8, alignItems: 'baseline', padding: '4px 0' }}>
                <Tag color={METHOD_COLORS[op.method]} style={{ minWidth: 64, textAlign: 'center' }}>{op.method}</Tag>
                <Typography.Text code>{op.path}</Typography.Text>
                <Typography.Text type="secondary">{op.summary}</Typography.Text>
              </div>
            )),
          }))}
          defaultActiveKey={search ? [...groups.keys()] : []}
          key={search ? 'searching' : 'all'}
        />
      )}
    </>
  );

  const entities = (
    <>
      <Select showSearch value={entity} onChange={setEntity} options={doc ? entitySchemaIds(doc).map((id) => ({ value: id, label: id })) : []} style={{ minWidth: 260, marginBottom: 16 }} data-testid="developers-entity" />
      <Table<SchemaField>
        size="small" rowKey="name" pagination={false} dataSource={fields}
        columns={[
          { title: t('developers.field'), dataIndex: 'name', render: (name: string, f) => <Space><Typography.Text code>{name}</Typography.Text>{f.custom ? <Tag color="purple">{t('developers.custom')}</Tag> : null}</Space> },
          { title: t('developers.type'), dataIndex: 'type' },
          { title: t('developers.required'), dataIndex: 'required', render: (required: boolean) => (required ? t('developers.yes') : '') },
        ]}
      />
    </>
  );

  return (
    <PageFrame
      title={t('developers.title')}
      extra={<Space>
        <Button icon={<DownloadOutlined />} disabled={!doc} onClick={download} data-testid="developers-download">{t('developers.download')}</Button>
        <a href="/api/docs" target="_blank" rel="noreferrer"><Button icon={<ApiOutlined />}>{t('developers.reference')}</Button></a>
      </Space>}
    >
      <Typography.Paragraph type="secondary">{t('developers.intro')}</Typography.Paragraph>
      {failed ? <Alert type="error" showIcon message={t('developers.failed')} /> : (
        <Tabs items={[
          { key: 'start', label: t('developers.tabs.start'), children: start },
          { key: 'calls', label: t('developers.tabs.calls'), children: calls },
          { key: 'entities', label: t('developers.tabs.entities'), children: entities },
        ]} />
      )}
    </PageFrame>
  );
}
