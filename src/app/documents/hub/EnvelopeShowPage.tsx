import { CheckCircleOutlined, DownloadOutlined } from '@ant-design/icons';
import { App, Button, Space } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceDef } from '../../../shared/resource';
import ResourceShowPage from '../../engine/show/ResourceShowPage';
import type { ShowContext, ShowOverrides } from '../../engine/show/showOverrides';
import type { ApiHttpError } from '../../providers/http';
import { useAllowed } from '../../shell/access/useAllowed';
import { saveFile } from '../../shell/files/saveFile';
import { isActive } from '../../jobs/fileJobs';
import { useFileJob } from '../../jobs/useFileJob';
import { DocumentReviewTable } from './DocumentReviewTable';
import { hubApi } from './hubApi';
import { JobProgressCard } from './JobProgressCard';
import { UploadZone } from './UploadZone';
import { useUploadAndProcess } from './useUploadAndProcess';

/** The envelope's documents: upload, the job's progress, the review. */
function EnvelopeDocuments({ ctx }: { ctx: ShowContext }) {
  const id = String(ctx.id);
  const canEdit = useAllowed('envelopes', 'edit');
  const canUpload = useAllowed('envelopes', 'create');
  const [version, setVersion] = useState(0);
  const refresh = () => { setVersion((v) => v + 1); ctx.refetch(); };
  const job = useFileJob(id);
  // a job that ends brings its documents (and the envelope's counts)
  const refetch = useRef(ctx.refetch);
  refetch.current = ctx.refetch;
  const ended = job && !isActive(job) ? `${job.id}:${job.status}` : null;
  useEffect(() => {
    if (!ended) return;
    setVersion((v) => v + 1);
    refetch.current();
  }, [ended]);
  const { upload, percent } = useUploadAndProcess(id, String(ctx.record.title ?? ''), refresh);
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      {canUpload ? <UploadZone onFiles={upload} percent={percent} /> : null}
      <JobProgressCard envelopeId={id} />
      <Space wrap>
        <EnvelopeActions ctx={ctx} onDelivered={refresh} />
      </Space>
      <DocumentReviewTable envelopeId={id} mode="hub" canEdit={canEdit} version={version} onChanged={ctx.refetch} />
    </Space>
  );
}

/** Validate every sure match at once, and download the envelope as a ZIP. */
function EnvelopeActions({ ctx, onDelivered }: { ctx: ShowContext; onDelivered: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const canEdit = useAllowed('envelopes', 'edit');
  const [busy, setBusy] = useState<string | null>(null);
  const id = String(ctx.id);
  const run = async (key: string, call: () => Promise<void>) => {
    setBusy(key);
    try {
      await call();
    } catch (err) {
      message.error((err as ApiHttpError).message || t('documenthub.failed'));
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      {canEdit ? (
        <Button icon={<CheckCircleOutlined />} loading={busy === 'validate'} data-testid="validate-all"
          onClick={() => run('validate', async () => {
            const { delivered } = await hubApi.validateAll(id);
            message.success(t('documenthub.done.validatedMany', { count: delivered }));
            onDelivered();
          })}>
          {t('documenthub.actions.validateSure')}
        </Button>
      ) : null}
      <Button icon={<DownloadOutlined />} loading={busy === 'zip'} data-testid="bulk-download"
        onClick={() => run('zip', async () => saveFile(await hubApi.bulkDownload({ envelopeIds: [id] }), `${String(ctx.record.title ?? 'documentos')}.zip`))}>
        {t('documenthub.actions.download')}
      </Button>
    </>
  );
}

/**
 * /company/document/:id — the generic show page of an envelope with its documents first: upload PDFs (or a ZIP),
 * watch them being split and matched, review each match, deliver them to the people's files.
 */
export default function EnvelopeShowPage({ resource }: { resource: ResourceDef }) {
  const { t } = useTranslation();
  const overrides: ShowOverrides = {
    // the documents tab first (a section needs a field to be drawn: the status, shown there too)
    sections: [{ key: 'documents', fields: ['status'] }, { key: 'details', fields: ['title', 'description', 'folderTypeId', 'documents', 'unassigned'] }],
    tabs: [
      { key: 'documents', label: t('documenthub.tabs.documents'), render: (ctx) => <EnvelopeDocuments ctx={ctx} /> },
      { key: 'details', label: t('documenthub.tabs.details'), render: ({ list, fields }) => list(fields) },
    ],
  };
  return <ResourceShowPage resource={resource} overrides={overrides} />;
}
