import { Card, Descriptions, Empty, Space, Spin } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { ApiHttpError } from '../../providers/http';
import { useAllowed } from '../../shell/access/useAllowed';
import { AssignPersonSelect } from './AssignPersonSelect';
import { DocumentActions } from './DocumentActions';
import { hubApi, personName, type HubDocument } from './hubApi';
import { DocumentStatusTag, MatchTags } from './MatchTags';
import { useDocumentActions } from './useDocumentActions';

/** The PDF of a document, inline. */
function InlinePdf({ id, version }: { id: string; version: number }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let objectUrl: string | null = null;
    let gone = false;
    hubApi.file(id).then((blob) => {
      if (gone) return;
      objectUrl = URL.createObjectURL(blob);
      setUrl(objectUrl);
    }, () => setUrl(null));
    return () => { gone = true; if (objectUrl) URL.revokeObjectURL(objectUrl); };
  }, [id, version]);
  return url ? <iframe src={url} title={id} style={{ width: '100%', height: '75vh', border: 0 }} data-testid="document-pdf" /> : <Spin />;
}

/** /company/document/view/:id — one document of the hub: its PDF large, who it went to and why, and its actions. */
export default function DocumentViewPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const canEditHub = useAllowed('envelopes', 'edit');
  // a settlement's slip is written under the salary module, as the server checks it (documentRoutes.ts)
  const canEditSettlements = useAllowed('settlements', 'edit');
  const [doc, setDoc] = useState<HubDocument | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const load = useCallback(() => { hubApi.document(id).then(setDoc, (e: ApiHttpError) => setError(e.message)); setVersion((v) => v + 1); }, [id]);
  useEffect(load, [load]);
  const { on } = useDocumentActions(load);
  if (error) return <Card><Empty description={error} /></Card>;
  const canEdit = doc?.isSettlement ? canEditSettlements : canEditHub;
  if (!doc) return <Card><Spin /></Card>;
  return (
    <Card title={t('documenthub.documentTitle', { pages: doc.pages.join(', ') })} extra={<Link to={`/company/document/${doc.envelopeId}`}>{t('documenthub.openEnvelope')}</Link>}>
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <Descriptions size="small" column={2} bordered>
          <Descriptions.Item label={t('documenthub.columns.person')}>
            {canEdit && doc.status !== 'DELIVERED' ? <AssignPersonSelect value={doc.userId} onChange={(userId) => on.assign(doc, userId)} /> : personName(doc.user) ?? t('documenthub.unassigned')}
          </Descriptions.Item>
          <Descriptions.Item label={t('documenthub.columns.status')}><DocumentStatusTag status={doc.status} /></Descriptions.Item>
          <Descriptions.Item label={t('documenthub.columns.match')}><MatchTags reason={doc.reason} confidence={doc.confidence} /></Descriptions.Item>
          <Descriptions.Item label={t('documenthub.columns.actions')}>
            <DocumentActions doc={doc} canEdit={canEdit} on={{ ...on, preview: () => undefined, validate: doc.isSettlement ? undefined : on.validate }} />
          </Descriptions.Item>
        </Descriptions>
        <InlinePdf id={doc.id} version={version} />
      </Space>
    </Card>
  );
}
