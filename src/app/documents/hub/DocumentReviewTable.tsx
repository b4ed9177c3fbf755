import { Segmented, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiHttpError } from '../../providers/http';
import { AssignPersonSelect } from './AssignPersonSelect';
import { DocumentActions } from './DocumentActions';
import { hubApi, personName, type DocumentFilter, type HubDocument } from './hubApi';
import { DocumentStatusTag, MatchTags } from './MatchTags';
import { PdfPreviewModal } from './PdfPreviewModal';
import { useDocumentActions } from './useDocumentActions';

const FILTERS: ('ALL' | Exclude<DocumentFilter, undefined>)[] = ['ALL', 'REVIEW', 'UNASSIGNED', 'MATCHED', 'DELIVERED'];

/**
 * The review of an envelope's (or settlement's) documents in page order: who each went to, why and how sure, with
 * the doubtful ones a filter away; preview, reassign, validate (hub), undo, substitute, delete. `version` changes
 * when the envelope changed elsewhere (a job finished, a bulk validation): the list is read again.
 */
export function DocumentReviewTable({ envelopeId, mode, canEdit, version, onChanged, loadDocuments }: {
  envelopeId: string; mode: 'hub' | 'settlement'; canEdit: boolean; version: number; onChanged: () => void;
  /** where the documents come from (default: the envelope's documents call; a settlement's come with its check) */
  loadDocuments?: (filter: DocumentFilter) => Promise<HubDocument[]>;
}) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<(typeof FILTERS)[number]>('ALL');
  const [rows, setRows] = useState<HubDocument[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(() => {
    const status = filter === 'ALL' ? undefined : filter;
    const documents = loadDocuments ? loadDocuments(status) : hubApi.documents(envelopeId, status).then((r) => r.documents);
    documents.then((list) => { setRows(list); setError(null); }, (e: ApiHttpError) => setError(e.message));
  }, [envelopeId, filter, loadDocuments]);
  useEffect(load, [load, version]);
  const changed = () => { load(); onChanged(); };
  const { on, preview, closePreview } = useDocumentActions(changed);
  const loadPreview = useMemo(() => (preview ? () => hubApi.file(preview.id) : null), [preview]);

  const columns: ColumnsType<HubDocument> = [
    { key: 'pages', title: t('documenthub.columns.pages'), width: 90, render: (_, d) => (d.pages.length > 1 ? `${d.pages[0]}–${d.pages.at(-1)}` : String(d.pages[0])) },
    {
      key: 'person', title: t('documenthub.columns.person'),
      render: (_, d) => (d.status === 'DELIVERED' || !canEdit
        ? <span>{personName(d.user) ?? <Typography.Text type="danger">{t('documenthub.unassigned')}</Typography.Text>}</span>
        : (
          <Space direction="vertical" size={2}>
            <AssignPersonSelect value={d.userId} onChange={(userId) => on.assign(d, userId)} />
            {d.reason === 'AMBIGUOUS' && d.candidates.length ? (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>{t('documenthub.candidates', { names: d.candidates.map((c) => personName(c.user)).join(' · ') })}</Typography.Text>
            ) : null}
          </Space>
        )),
    },
    { key: 'document', title: t('documenthub.columns.document'), width: 130, render: (_, d) => d.user?.numberOfDocument ?? '—' },
    { key: 'match', title: t('documenthub.columns.match'), render: (_, d) => <MatchTags reason={d.reason} confidence={d.confidence} /> },
    { key: 'status', title: t('documenthub.columns.status'), width: 120, render: (_, d) => <DocumentStatusTag status={d.status} /> },
    { key: 'actions', title: t('documenthub.columns.actions'), width: 170, render: (_, d) => <DocumentActions doc={d} canEdit={canEdit} on={mode === 'hub' ? on : { ...on, validate: undefined }} /> },
  ];

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Segmented
        value={filter}
        onChange={(v) => setFilter(v as typeof filter)}
        options={FILTERS.map((f) => ({ value: f, label: t(`documenthub.filters.${f}`) }))}
        data-testid="document-filter"
      />
      {error ? <Typography.Text type="danger">{error}</Typography.Text> : null}
      <Table
        rowKey="id"
        size="small"
        loading={rows === null}
        dataSource={rows ?? []}
        columns={columns}
        pagination={{ pageSize: 50, showSizeChanger: false, showTotal: (n) => t('documenthub.total', { count: n }) }}
        rowClassName={(d) => (d.status === 'UNASSIGNED' ? 'hub-row-unassigned' : '')}
        data-testid="document-review"
      />
      <PdfPreviewModal
        title={preview ? t('documenthub.previewTitle', { pages: preview.pages.join(', ') }) : ''}
        load={loadPreview}
        onClose={closePreview}
      />
    </Space>
  );
}
