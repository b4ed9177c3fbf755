import { Alert, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageFrame } from '../team/PageFrame';
import { WoExportButton } from '../workOrders/WoExportButton';
import { useHelpData, type UnreadRow } from './helpApi';

/**
 * /help/handbooks/unread: who has not confirmed reading the required handbooks (or, with ?handbookId=, one handbook),
 * among the people the caller sees; the same list as XLSX.
 */
export default function UnreadHandbooksPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const handbookId = params.get('handbookId') ?? undefined;
  const { data, loading, error } = useHelpData<{ rows: UnreadRow[]; count: number }>('/handbooks/unread', handbookId ? { handbookId } : {});
  const rows = data?.rows ?? [];
  const title = handbookId && rows[0] ? t('help.unreadTitle', { title: rows[0].handbook }) : t('help.unreadAll');
  const cols = 'help.export.columns';
  return (
    <PageFrame
      title={title}
      back="/help"
      extra={<WoExportButton path="/handbooks/unread/export" query={{ handbookId }} fallbackName="handbooks-not-read.xlsx" />}
    >
      {error ? <Alert type="error" showIcon message={error.message} style={{ marginBottom: 12 }} /> : null}
      <Table<UnreadRow>
        rowKey={(r) => `${r.handbookId}:${r.userId}`}
        loading={loading}
        dataSource={rows}
        size="middle"
        locale={{ emptyText: t('help.unreadNone') }}
        pagination={{ pageSize: 50, hideOnSinglePage: true, showTotal: (n) => t('help.results', { count: n }) }}
        data-testid="help-unread"
        columns={[
          ...(handbookId ? [] : [{ key: 'handbook', title: t(`${cols}.handbook`), render: (_: unknown, r: UnreadRow) => <>{r.handbook} {r.required ? <Tag color="red">{t('help.required')}</Tag> : null}</> }]),
          { key: 'lastName', dataIndex: 'lastName', title: t(`${cols}.lastName`) },
          { key: 'firstName', dataIndex: 'firstName', title: t(`${cols}.firstName`) },
          { key: 'unit', dataIndex: 'unit', title: t(`${cols}.unit`), render: (v: string | null) => v ?? '—' },
          { key: 'email', dataIndex: 'email', title: t(`${cols}.email`), render: (v: string | null) => v ?? '—' },
        ]}
      />
    </PageFrame>
  );
}
