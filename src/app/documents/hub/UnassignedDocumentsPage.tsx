import { Card, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAllowed } from '../../shell/access/useAllowed';
import { AssignPersonSelect } from './AssignPersonSelect';
import { DocumentActions } from './DocumentActions';
import { hubApi, type HubDocument } from './hubApi';
import { MatchTags } from './MatchTags';
import { PdfPreviewModal } from './PdfPreviewModal';
import { useDocumentActions } from './useDocumentActions';

const PAGE = 50;

/**
 * /company/documents/unassignedDocuments — every document of the company nobody was given yet, newest first, from
 * any envelope: look at it, give it to a person (then validate it on its envelope), or remove it.
 */
export default function UnassignedDocumentsPage() {
  const { t } = useTranslation();
  const canEditHub = useAllowed('envelopes', 'edit');
  // a settlement's slip is written under the salary module, as the server checks it (documentRoutes.ts)
  const canEditSettlements = useAllowed('settlements', 'edit');
  const canEdit = (d: HubDocument) => (d.isSettlement ? canEditSettlements : canEditHub);
  const [page, setPage] = useState(1);
  const [data, setData] = useState<{ documents: HubDocument[]; count: number } | null>(null);
  const load = useCallback(() => { hubApi.unassigned((page - 1) * PAGE, PAGE).then(setData, () => setData({ documents: [], count: 0 })); }, [page]);
  useEffect(load, [load]);
  const { on, preview, closePreview } = useDocumentActions(load);
  const loadPreview = useMemo(() => (preview ? () => hubApi.file(preview.id) : null), [preview]);

  const columns: ColumnsType<HubDocument> = [
    { key: 'envelope', title: t('documenthub.columns.envelope'), render: (_, d) => <Link to={`/company/document/${d.envelopeId}`}>{t('documenthub.openEnvelope')}</Link> },
    { key: 'pages', title: t('documenthub.columns.pages'), render: (_, d) => <Link to={`/company/document/view/${d.id}`}>{d.pages.join(', ')}</Link> },
    { key: 'match', title: t('documenthub.columns.match'), render: (_, d) => <MatchTags reason={d.reason} confidence={d.confidence} /> },
    { key: 'person', title: t('documenthub.columns.person'), render: (_, d) => (canEdit(d) ? <AssignPersonSelect value={d.userId} onChange={(userId) => on.assign(d, userId)} /> : t('documenthub.unassigned')) },
    { key: 'actions', title: t('documenthub.columns.actions'), render: (_, d) => <DocumentActions doc={d} canEdit={canEdit(d)} on={{ ...on, validate: undefined }} /> },
  ];
  return (
    <Card title={t('documenthub.unassignedTitle')}>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Paragraph type="secondary">{t('documenthub.unassignedHint')}</Typography.Paragraph>
        <Table
          rowKey="id" size="small" loading={data === null} dataSource={data?.documents ?? []} columns={columns}
          pagination={{ current: page, pageSize: PAGE, total: data?.count ?? 0, onChange: setPage, showSizeChanger: false }}
          data-testid="unassigned-documents"
        />
      </Space>
      <PdfPreviewModal title={preview ? t('documenthub.previewTitle', { pages: preview.pages.join(', ') }) : ''} load={loadPreview} onClose={closePreview} />
    </Card>
  );
}
